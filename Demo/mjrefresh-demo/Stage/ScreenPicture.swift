import MJRefresh

/// Puts the phone's picture together from the window's SVG document and the navigation bar's.
///
/// UIKit's default bar appearance blurs and tints what scrolls under the bar. SVG has no backdrop blur, so the
/// picture approximates it: the window's document is drawn, then, clipped to the bar, drawn again through a
/// Gaussian blur, then the bar (its translucent tint, the time, the title) on top. Text under the bar is a soft
/// smear, never readable. The overlay (finger, VoiceOver cursor, haptic pulse) comes last.
enum ScreenPicture {
    /// How far the bar's material spreads each point, in points (a standard deviation).
    static let blurRadius = 10

    /// One document of the window's picture `screen`, the bar's picture `bar` at `barFrame` (the top of the
    /// screen) over the blurred window, and `overlay`.
    static func compose(screen: String, bar: String, barFrame: CGRect, overlay: String) -> String {
        let screenBody = body(of: screen)
        guard let openingEnd = screenBody.firstIndex(of: "\n") else { return screen }
        let opening = screenBody[..<openingEnd]
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += opening + "\n"
        svg += "<defs><filter id=\"phone-bar-blur\" x=\"-0.1\" y=\"-0.1\" width=\"1.2\" height=\"1.2\">"
        // Opaque, so the blur's fading edge (at the top of the screen) shows no sharp text through it.
        svg += "<feGaussianBlur stdDeviation=\"\(blurRadius)\"/>"
        svg += "<feComponentTransfer><feFuncA type=\"table\" tableValues=\"1 1\"/></feComponentTransfer></filter>"
        svg += "<clipPath id=\"phone-bar-clip\"><rect x=\"\(text(barFrame.minX))\" y=\"\(text(barFrame.minY))\" "
        svg += "width=\"\(text(barFrame.width))\" height=\"\(text(barFrame.height))\"/></clipPath></defs>\n"
        svg += "<svg id=\"phone-content\" " + screenBody.dropFirst("<svg ".count)
        svg +=
            "<g clip-path=\"url(#phone-bar-clip)\"><use href=\"#phone-content\" filter=\"url(#phone-bar-blur)\"/></g>\n"
        // The bar's own document restarts its identifiers; prefixed, they cannot meet the window's.
        let barBody = body(of: bar).replacingOccurrences(of: "id=\"", with: "id=\"bar-")
            .replacingOccurrences(of: "url(#", with: "url(#bar-")
        svg += "<svg x=\"\(text(barFrame.minX))\" y=\"\(text(barFrame.minY))\" " + barBody.dropFirst("<svg ".count)
        svg += overlay
        svg += "</svg>\n"
        return svg
    }

    private static func text(_ value: CGFloat) -> String { Double(value).demoText }

    /// An SVG document without its XML declaration: from its `<svg …>` line to its `</svg>` line, inclusive.
    private static func body(of document: String) -> Substring {
        guard document.hasPrefix("<?xml"), let declarationEnd = document.firstIndex(of: "\n") else {
            return document[...]
        }
        return document[document.index(after: declarationEnd)...]
    }
}
