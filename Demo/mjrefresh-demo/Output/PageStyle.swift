/// The page's CSS: the phone on the left, the scenario's timeline on the right.
enum PageStyle {
    static let css = """
        :root { color-scheme: light; --accent: #ff9500; --ink: #1c1c1e; --muted: #6e6e73; --line: #e5e5ea; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
               color: var(--ink); background: #f2f2f7; }
        header.top { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px; padding: 10px 20px;
                     background: #fff; border-bottom: 1px solid var(--line); }
        header.top h1 { font-size: 17px; margin: 0; }
        #tabs { display: flex; flex-wrap: wrap; gap: 6px; }
        #tabs button { border: 1px solid var(--line); background: #fff; border-radius: 14px; padding: 3px 11px;
                       font: inherit; cursor: pointer; }
        #tabs button.current { background: var(--ink); color: #fff; border-color: var(--ink); }
        #tabs button.differs::after { content: " ✗"; color: #ff3b30; }
        main { display: flex; gap: 24px; padding: 16px 20px; align-items: flex-start; }
        .player { display: flex; flex-direction: column; align-items: center; gap: 8px; flex: none; width: 420px; }
        .phone { height: min(844px, calc(100vh - 240px)); min-height: 420px; aspect-ratio: 390 / 844;
                 box-sizing: content-box; border: 12px solid #1c1c1e; border-radius: 52px; background: #fff;
                 overflow: hidden; box-shadow: 0 8px 30px rgba(0,0,0,.18); }
        .screen { width: 100%; height: 100%; border-radius: 40px; overflow: hidden; }
        .screen svg { display: block; width: 100%; height: 100%; }
        .controls { display: flex; gap: 6px; align-items: center; }
        .controls button, .controls select { font: inherit; min-width: 38px; height: 30px; border-radius: 8px;
                                             border: 1px solid var(--line); background: #fff; cursor: pointer; }
        #play { min-width: 56px; background: var(--ink); color: #fff; border-color: var(--ink); }
        #scrub { width: 100%; accent-color: var(--accent); }
        .clock { font-variant-numeric: tabular-nums; color: var(--muted); }
        .status { font: 12px/1.3 ui-monospace, Menlo, Consolas, monospace; color: var(--ink); width: 100%;
                  text-align: center; min-height: 2.6em; }
        .side { flex: 1; min-width: 320px; max-width: 760px; }
        .side h2 { margin: 4px 0; font-size: 20px; }
        #summary { margin: 0 0 8px; color: var(--muted); }
        #verdict { margin-bottom: 10px; }
        #verdict summary { cursor: pointer; }
        #verdict.ok summary { color: #248a3d; }
        #verdict.differs summary { color: #ff3b30; font-weight: 600; }
        #verdict ol { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; color: var(--muted); }
        .timeline { list-style: none; margin: 0; padding: 0; background: #fff; border: 1px solid var(--line);
                    border-radius: 10px; max-height: calc(100vh - 250px); min-height: 300px; overflow-y: auto; }
        .timeline li { display: grid; grid-template-columns: 52px 74px 1fr auto; gap: 8px; padding: 4px 10px;
                       border-bottom: 1px solid #f2f2f7; cursor: pointer; align-items: baseline; }
        .timeline li.future { color: #aeaeb2; }
        .timeline li.current { background: #fff4e0; box-shadow: inset 3px 0 0 var(--accent); }
        .timeline .t { font-variant-numeric: tabular-nums; color: var(--muted); text-align: right; }
        .timeline .who { font-weight: 600; }
        .timeline li.future .who { color: inherit; }
        .timeline .finger { color: #007aff; } .timeline .app { color: #8e44ad; }
        .timeline .state { color: #c76a00; } .timeline .callback { color: #248a3d; }
        .timeline .inset { color: #636366; } .timeline .haptic { color: #d12f6a; }
        .timeline .announcement { color: #b0246a; }
        .timeline .geo { font: 11px ui-monospace, Menlo, Consolas, monospace; color: var(--muted);
                         white-space: nowrap; }
        .legend { color: var(--muted); font-size: 12px; margin: 6px 0 0; }
        @media (max-width: 900px) { main { flex-direction: column; align-items: center; } .side { width: 100%; } }
        """
}
