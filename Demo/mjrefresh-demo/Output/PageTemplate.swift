/// The page's HTML skeleton; the style, the script and the data are put into it.
enum PageTemplate {
    /// The element holding the JSON data; `PageWriter.data(inPage:)` finds the data between these.
    static let dataOpening = "<script type=\"application/json\" id=\"demo-data\">"
    static let dataClosing = "</script>"

    static func html(title: String, style: String, script: String, json: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header class="top">
          <h1>\(title)</h1>
          <nav id="tabs" aria-label="Scenarios"></nav>
        </header>
        <main>
          <section class="player">
            <div class="stage"><div class="phone"><div class="screen" id="screen"></div></div></div>
            <div class="controls">
              <button id="first" title="First frame (Home)">«</button>
              <button id="prev" title="Previous frame (←)">‹</button>
              <button id="play" title="Play / pause (space)">▶︎</button>
              <button id="next" title="Next frame (→)">›</button>
              <button id="last" title="Last frame (End)">»</button>
              <select id="speed" title="Playback speed">
                <option value="0.25">¼×</option><option value="0.5">½×</option>
                <option value="1" selected>1×</option><option value="2">2×</option>
              </select>
            </div>
            <input type="range" id="scrub" min="0" max="0" value="0" aria-label="Frame">
            <div class="clock" id="clock"></div>
            <div class="status" id="status"></div>
          </section>
          <section class="side">
            <h2 id="title"></h2>
            <p id="summary"></p>
            <details id="verdict"><summary></summary><ol></ol></details>
            <div class="columns" aria-hidden="true"><span class="t">t (s)</span><span>who</span>
              <span>what happened</span><span title="The scroll view's contentInset and contentOffset when it happened">contentInset · contentOffset</span></div>
            <ol class="timeline" id="timeline"></ol>
          </section>
        </main>
        \(dataOpening)\(json)\(dataClosing)
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }
}
