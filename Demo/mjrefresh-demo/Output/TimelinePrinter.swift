/// The terminal's view of a played scenario: a heading, one aligned line per timeline event, and whether the
/// components behaved as documented.
enum TimelinePrinter {
    /// The lines printed for `result`, the `position`-th of `count` scenarios.
    static func lines(for result: ScenarioResult, position: Int, count: Int) -> [String] {
        let recording = result.recording
        let heading = "━━ \(position)/\(count) \(recording.name) · \(recording.title) "
        var lines = [heading + String(repeating: "━", count: max(3, 100 - heading.count)), recording.summary, ""]
        lines.append(row("t (s)", "inset", "offset", "who", "event"))
        for event in recording.events {
            lines.append(
                row(
                    String(format: "%.3f", event.time), recording.axis.insetText(event.contentInset),
                    recording.axis.offsetText(event.contentOffset), event.actor, event.text))
        }
        lines.append("")
        let frames = "\(counted(recording.frames.count, "frame")), \(String(format: "%.2f", recording.duration)) s"
        if result.matchesExpectation {
            lines.append("✓ \(result.expectedActivity.count) state changes and callbacks as documented · \(frames)")
        } else {
            lines.append("✗ state changes and callbacks differ from the documented behaviour · \(frames)")
            lines.append("  expected: " + result.expectedActivity.joined(separator: "; "))
            lines.append("  recorded: " + recording.componentActivity.joined(separator: "; "))
        }
        lines.append("")
        return lines
    }

    /// The closing line of a run: "7 scenarios, 1391 frames at 30 fps, 694 distinct pictures".
    static func tourLine(scenarios: Int, frames: Int, framesPerSecond: Int, pictures: Int) -> String {
        "\(counted(scenarios, "scenario")), \(counted(frames, "frame")) at \(framesPerSecond) fps, "
            + counted(pictures, "distinct picture")
    }

    /// "1 scenario", "2 scenarios".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func row(_ time: String, _ inset: String, _ offset: String, _ actor: String, _ text: String)
        -> String
    {
        "  " + String(repeating: " ", count: max(0, 7 - time.count)) + time + "  " + padded(inset, 19)
            + padded(offset, 11) + padded(actor, 11) + text
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
