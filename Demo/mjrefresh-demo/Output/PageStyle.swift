/// The page's CSS: the phone on the left, sized to the window's height, the scenario's timeline on the right; a
/// light and a dark scheme, following the viewer's system setting.
enum PageStyle {
    static let css = """
        :root { color-scheme: light dark; --accent: #ff9500; --ink: #1c1c1e; --muted: #6e6e73; --line: #e5e5ea;
                --page: #f2f2f7; --card: #fff; --faint: #aeaeb2; --current: #fff4e0; --row-line: #f2f2f7;
                --frame: #1c1c1e; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #f2f2f7; --muted: #98989d; --line: #38383a; --page: #000; --card: #1c1c1e;
                  --faint: #636366; --current: #3d2c10; --row-line: #2c2c2e; --frame: #3a3a3c; }
        }
        * { box-sizing: border-box; }
        html, body { height: 100%; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
               color: var(--ink); background: var(--page); display: flex; flex-direction: column; }
        header.top { flex: none; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 20px;
                     padding: 8px 20px; background: var(--card); border-bottom: 1px solid var(--line); }
        header.top h1 { font-size: 17px; margin: 0; }
        #tabs { display: flex; flex-wrap: wrap; gap: 6px; }
        #tabs button { border: 1px solid var(--line); background: var(--card); color: var(--ink);
                       border-radius: 14px; padding: 2px 11px; font: inherit; cursor: pointer; }
        #tabs button.current { background: var(--ink); color: var(--card); border-color: var(--ink); }
        #tabs button.differs::after { content: " ✗"; color: #ff3b30; }
        main { flex: 1; min-height: 0; display: flex; gap: 24px; padding: 12px 20px; }
        .player { display: flex; flex-direction: column; align-items: center; gap: 6px; flex: none; width: 420px;
                  min-height: 0; }
        .stage { flex: 1; min-height: 240px; width: 100%; container-type: size; display: flex;
                 justify-content: center; align-items: flex-start; }
        .phone { height: min(844px, calc(100cqh - 24px), calc((100cqw - 24px) * 844 / 390)); aspect-ratio: 390 / 844;
                 box-sizing: content-box; border: 12px solid var(--frame); border-radius: 52px;
                 background: var(--card); overflow: hidden; box-shadow: 0 8px 30px rgba(0,0,0,.18); }
        .screen { width: 100%; height: 100%; border-radius: 40px; overflow: hidden; }
        .screen svg { display: block; width: 100%; height: 100%; }
        .controls { flex: none; display: flex; gap: 6px; align-items: center; }
        .controls button, .controls select { font: inherit; min-width: 38px; height: 30px; border-radius: 8px;
                                             border: 1px solid var(--line); background: var(--card);
                                             color: var(--ink); cursor: pointer; }
        #play { min-width: 56px; background: var(--ink); color: var(--card); border-color: var(--ink); }
        #scrub { flex: none; width: 100%; margin: 0; accent-color: var(--accent); }
        .clock { flex: none; font-variant-numeric: tabular-nums; color: var(--muted); }
        .status { flex: none; font: 12px/1.3 ui-monospace, Menlo, Consolas, monospace; color: var(--ink);
                  width: 100%; text-align: center; min-height: 2.6em; }
        .side { flex: 1; min-width: 320px; max-width: 760px; min-height: 0; display: flex; flex-direction: column; }
        .side h2 { margin: 2px 0; font-size: 20px; }
        #summary { margin: 0 0 6px; color: var(--muted); }
        #verdict { margin-bottom: 8px; }
        #verdict summary { cursor: pointer; }
        #verdict.ok summary { color: #248a3d; }
        #verdict.differs summary { color: #ff3b30; font-weight: 600; }
        #verdict ol { font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; color: var(--muted); }
        .columns, .timeline li { display: grid; grid-template-columns: 52px 74px 1fr auto; gap: 8px;
                                 padding: 4px 10px; align-items: baseline; }
        .columns { flex: none; font-size: 12px; color: var(--muted); padding-bottom: 2px; }
        .columns .t { text-align: right; }
        .timeline { position: relative; flex: 1; min-height: 160px; list-style: none; margin: 0; padding: 0;
                    background: var(--card); border: 1px solid var(--line); border-radius: 10px;
                    overflow-y: auto; }
        .timeline li { border-bottom: 1px solid var(--row-line); cursor: pointer; }
        .timeline li.future { color: var(--faint); }
        .timeline li.current { background: var(--current); box-shadow: inset 3px 0 0 var(--accent); }
        .timeline .t { font-variant-numeric: tabular-nums; color: var(--muted); text-align: right; }
        .timeline .who { font-weight: 600; }
        .timeline li.future .who { color: inherit; }
        .timeline .finger { color: #007aff; } .timeline .app { color: #8e44ad; }
        .timeline .state { color: #c76a00; } .timeline .callback { color: #248a3d; }
        .timeline .inset { color: #8e8e93; } .timeline .haptic { color: #d12f6a; }
        .timeline .announcement { color: #b0246a; }
        .timeline .geo { font: 11px ui-monospace, Menlo, Consolas, monospace; color: var(--muted);
                         white-space: nowrap; }
        @media (prefers-color-scheme: dark) {
          .timeline .finger { color: #0a84ff; } .timeline .app { color: #bf5af2; }
          .timeline .state { color: #ff9f0a; } .timeline .callback { color: #30d158; }
          .timeline .haptic, .timeline .announcement { color: #ff375f; }
        }
        @media (max-width: 900px) {
          html, body { height: auto; }
          header.top { padding: 6px 12px; }
          #tabs { flex-wrap: nowrap; overflow-x: auto; max-width: 100%; padding-bottom: 2px; }
          #tabs button { flex: none; }
          main { flex-direction: column; align-items: center; padding: 8px 12px; }
          .player { width: 100%; height: calc(100vh - 84px); }
          .side { width: 100%; max-width: none; }
          .timeline { max-height: 80vh; }
        }
        """
}
