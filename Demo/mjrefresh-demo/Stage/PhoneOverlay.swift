import MJRefresh

/// What the phone's picture shows on top of the app, so a viewer sees what the timeline tells: the finger on the
/// glass, VoiceOver's cursor and its caption panel (what it just said), and a pulse where a haptic impact was
/// felt. The director updates it as the script runs; `svg(at:)` draws it in screen points.
struct PhoneOverlay {
    /// How long a tap, or a haptic pulse, stays on the picture.
    static let tapDuration: TimeInterval = 0.25
    static let pulseDuration: TimeInterval = 0.3

    /// Where the finger touches the glass, while it does.
    var finger: CGPoint?
    /// Where a tap touched, and when.
    var tap: (point: CGPoint, time: TimeInterval)?
    /// The element VoiceOver's cursor is on, while VoiceOver runs.
    var voiceOverFocus: CGRect?
    /// What VoiceOver said last, shown in its caption panel.
    var voiceOverCaption: String?
    /// Where and when haptic impacts were felt.
    var pulses: [(point: CGPoint, time: TimeInterval)] = []

    /// The overlay at virtual time `now`, as SVG elements.
    func svg(at now: TimeInterval, screen: CGRect) -> String {
        var svg = ""
        if let focus = voiceOverFocus {
            let rect = focus.insetBy(dx: 3, dy: 3)
            svg += "<rect class=\"voiceover-cursor\" \(attributes(rect)) rx=\"6\" fill=\"none\" stroke=\"rgb(0,0,0)\" "
            svg += "stroke-width=\"4\"/>\n"
            svg +=
                "<rect \(attributes(rect.insetBy(dx: 2.5, dy: 2.5))) rx=\"4\" fill=\"none\" stroke=\"rgb(255,255,255)\" "
            svg += "stroke-width=\"1.5\"/>\n"
        }
        if let caption = voiceOverCaption {
            let panel = CGRect(x: 12, y: screen.maxY - 96, width: screen.width - 24, height: 44)
            svg += "<g class=\"voiceover-caption\"><rect \(attributes(panel)) rx=\"10\" fill=\"rgb(0,0,0)\" "
            svg += "fill-opacity=\"0.82\"/>\n"
            svg += "<text x=\"\(text(panel.midX))\" y=\"\(text(panel.midY + 5))\" text-anchor=\"middle\" "
            svg +=
                "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"15\" fill=\"rgb(255,255,255)\">"
            svg += "\(escaped(caption))</text></g>\n"
        }
        for pulse in pulses where now >= pulse.time && now - pulse.time < Self.pulseDuration {
            let progress = (now - pulse.time) / Self.pulseDuration
            svg += "<circle class=\"haptic\" cx=\"\(text(pulse.point.x))\" cy=\"\(text(pulse.point.y))\" "
            svg += "r=\"\(text(26 + 40 * progress))\" fill=\"none\" stroke=\"rgb(209,47,106)\" "
            svg += "stroke-width=\"\(text(5 - 3 * progress))\" stroke-opacity=\"\(text(1 - progress))\"/>\n"
        }
        var touches: [CGPoint] = finger.map { [$0] } ?? []
        if let tap, now >= tap.time, now - tap.time < Self.tapDuration { touches.append(tap.point) }
        for point in touches {
            svg += "<circle class=\"finger\" cx=\"\(text(point.x))\" cy=\"\(text(point.y))\" r=\"22\" "
            svg += "fill=\"rgb(120,120,128)\" fill-opacity=\"0.45\" stroke=\"rgb(255,255,255)\" stroke-width=\"2\"/>\n"
        }
        return svg
    }

    private func attributes(_ rect: CGRect) -> String {
        "x=\"\(text(rect.minX))\" y=\"\(text(rect.minY))\" width=\"\(text(rect.width))\" height=\"\(text(rect.height))\""
    }

    private func text(_ value: CGFloat) -> String { Double(value).demoText }
    private func text(_ value: Double) -> String { value.demoText }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
