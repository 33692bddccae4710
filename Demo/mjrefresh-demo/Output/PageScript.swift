/// The page's player: rebuilds pictures from the shared lines, plays, pauses, steps and scrubs, highlights the
/// timeline event of the frame shown, and follows the address's `#scenario=NAME&frame=N`. Frames are numbered
/// from 1 on the page and in the address (the data counts from 0); every way of moving, the scrubber included,
/// writes the address.
enum PageScript {
    static let javaScript = #"""
        (() => {
          "use strict";
          const data = JSON.parse(document.getElementById("demo-data").textContent);
          const $ = (id) => document.getElementById(id);
          const cache = new Map();
          let scenario = null, frame = 0, shownPicture = -1;
          let playing = false, playFrom = 0, playStart = 0;

          const store = data.pictures;
          function picture(number) {
            let svg = cache.get(number);
            if (svg === undefined) {
              const runs = store.pictures[number], parts = [];
              for (let i = 0; i < runs.length; i += 2) {
                for (let j = 0; j < runs[i + 1]; j++) parts.push(store.lines[runs[i] + j]);
              }
              svg = parts.join("\n").replace(/^<\?xml[^>]*>\s*/, "")
                .replace(/href="@img(\d+)@/g, (_, n) => 'href="' + store.images[Number(n)]);
              cache.set(number, svg);
            }
            return svg;
          }

          const lastFrame = () => scenario.frames.length - 1;
          const number = (value) => { const t = Math.round(value * 10) / 10; return String(t === 0 ? 0 : t); };
          const insetText = (i) => scenario.axis === "vertical"
            ? "top " + number(i[0]) + " bottom " + number(i[2]) : "left " + number(i[1]) + " right " + number(i[3]);
          const offsetText = (o) => scenario.axis === "vertical" ? "y " + number(o[1]) : "x " + number(o[0]);

          function element(tag, className, text) {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }

          function select(name, startFrame) {
            const next = data.scenarios.find((s) => s.name === name) || data.scenarios[0];
            if (next !== scenario) {
              pause();
              scenario = next;
              shownPicture = -1;
              for (const tab of $("tabs").children) tab.classList.toggle("current", tab.dataset.name === scenario.name);
              $("title").textContent = scenario.title;
              $("summary").textContent = scenario.summary;
              $("scrub").max = lastFrame();
              showVerdict();
              showTimeline();
            }
            show(startFrame);
          }

          function showVerdict() {
            const verdict = $("verdict");
            verdict.className = scenario.matchesExpectation ? "ok" : "differs";
            verdict.querySelector("summary").textContent = scenario.matchesExpectation
              ? "✓ State changes and callbacks as documented (" + scenario.expectedActivity.length + ")"
              : "✗ State changes and callbacks differ from the documented ones:";
            const list = verdict.querySelector("ol");
            list.replaceChildren(...scenario.expectedActivity.map((line) => element("li", "", line)));
          }

          function showTimeline() {
            const list = $("timeline");
            list.replaceChildren(...scenario.events.map((event) => {
              const item = element("li");
              item.dataset.frame = event.frame;
              item.append(element("span", "t", event.time.toFixed(3)),
                element("span", "who " + event.kind, event.actor),
                element("span", "text", event.text),
                element("span", "geo", insetText(event.contentInset) + " · " + offsetText(event.contentOffset)));
              item.addEventListener("click", () => { pause(); show(Math.min(event.frame, lastFrame())); remember(); });
              return item;
            }));
            list.scrollTop = 0;
          }

          function show(index) {
            frame = Math.max(0, Math.min(Number.isFinite(index) ? index : 0, lastFrame()));
            const pictureNumber = scenario.frames[frame];
            if (pictureNumber !== shownPicture) {
              $("screen").innerHTML = picture(pictureNumber);
              shownPicture = pictureNumber;
            }
            $("scrub").value = frame;
            $("clock").textContent = "t = " + (frame / scenario.framesPerSecond).toFixed(3) + " s · frame " +
              (frame + 1) + " of " + scenario.frames.length + " · " + scenario.framesPerSecond + " fps";
            $("status").textContent = scenario.statuses[frame];
            highlight();
            document.body.dataset.frame = frame;
          }

          function highlight() {
            let currentFrame = -1;
            for (const event of scenario.events) if (event.frame <= frame) currentFrame = event.frame;
            const list = $("timeline");
            let first = null;
            for (const item of list.children) {
              const itemFrame = Number(item.dataset.frame);
              item.classList.toggle("current", itemFrame === currentFrame);
              item.classList.toggle("future", itemFrame > frame);
              if (itemFrame === currentFrame && !first) first = item;
            }
            if (!first) return;
            // The row's top within the list's scrolled content (offsetTop would count from the page's top).
            const top = first.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientTop +
              list.scrollTop;
            if (top < list.scrollTop || top + first.offsetHeight > list.scrollTop + list.clientHeight) {
              list.scrollTop = Math.max(0, top - list.clientHeight / 3);
            }
          }

          function remember() {
            history.replaceState(null, "", "#scenario=" + encodeURIComponent(scenario.name) + "&frame=" + (frame + 1));
          }

          function play() {
            if (frame >= lastFrame()) show(0);
            playing = true;
            playFrom = frame;
            playStart = performance.now();
            $("play").textContent = "❚❚";
            requestAnimationFrame(tick);
          }

          function pause() {
            if (!playing) return;
            playing = false;
            $("play").textContent = "▶︎";
            remember();
          }

          function tick(now) {
            if (!playing) return;
            const speed = Number($("speed").value);
            const target = playFrom + Math.floor((now - playStart) / 1000 * scenario.framesPerSecond * speed);
            if (target >= lastFrame()) { show(lastFrame()); pause(); return; }
            if (target !== frame) show(target);
            requestAnimationFrame(tick);
          }

          function step(delta) { pause(); show(frame + delta); remember(); }

          function followAddress() {
            const parameters = new URLSearchParams(location.hash.slice(1));
            select(parameters.get("scenario"), parseInt(parameters.get("frame") || "1", 10) - 1);
          }

          for (const s of data.scenarios) {
            const tab = element("button", s.matchesExpectation ? "" : "differs", s.title);
            tab.dataset.name = s.name;
            tab.title = "--scenario " + s.name;
            tab.addEventListener("click", () => { select(s.name, 0); remember(); });
            $("tabs").append(tab);
          }
          $("play").addEventListener("click", () => (playing ? pause() : play()));
          $("first").addEventListener("click", () => step(-frame));
          $("last").addEventListener("click", () => step(lastFrame() - frame));
          $("prev").addEventListener("click", () => step(-1));
          $("next").addEventListener("click", () => step(1));
          $("speed").addEventListener("change", () => { playFrom = frame; playStart = performance.now(); });
          $("scrub").addEventListener("input", () => { pause(); show(Number($("scrub").value)); remember(); });
          document.addEventListener("keydown", (event) => {
            if (event.target instanceof Element && event.target.closest("input, select")) return;
            const keys = { " ": () => (playing ? pause() : play()),
                           ArrowLeft: () => step(-1), ArrowRight: () => step(1),
                           Home: () => step(-frame), End: () => step(lastFrame() - frame) };
            if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
          });
          window.addEventListener("hashchange", followAddress);
          followAddress();
        })();
        """#
}
