import MJRefresh

/// What the phone draws over every app, outside the app's window: the status bar (the time and the battery) and
/// the home indicator, black in light mode and white in dark mode, the time on the right on a right-to-left
/// device.
enum PhoneChrome {
    static func svg(
        in screen: CGRect, statusBarHeight: CGFloat, style: UIUserInterfaceStyle, isRightToLeft: Bool
    ) -> String {
        let ink = style == .dark ? "rgb(255,255,255)" : "rgb(0,0,0)"
        func leading(_ x: CGFloat, _ width: CGFloat) -> CGFloat { isRightToLeft ? screen.width - x - width : x }
        let timeCentre = leading(24, 80) + 40
        let battery = CGRect(x: leading(screen.width - 52, 25), y: 19, width: 25, height: 12)
        let indicator = CGRect(x: (screen.width - 134) / 2, y: screen.height - 13, width: 134, height: 5)
        var svg = "<g class=\"phone-chrome\">\n"
        svg += "<text x=\"\(text(timeCentre))\" y=\"\(text(statusBarHeight / 2 + 7))\" text-anchor=\"middle\" "
        svg += "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"16\" font-weight=\"600\" "
        svg += "fill=\"\(ink)\">9:41</text>\n"
        svg += "<rect \(attributes(battery)) rx=\"3\" fill=\"\(ink)\"/>\n"
        svg += "<rect \(attributes(indicator)) rx=\"2.5\" fill=\"\(ink)\"/>\n"
        return svg + "</g>\n"
    }

    private static func attributes(_ rect: CGRect) -> String {
        "x=\"\(text(rect.minX))\" y=\"\(text(rect.minY))\" width=\"\(text(rect.width))\" height=\"\(text(rect.height))\""
    }

    private static func text(_ value: CGFloat) -> String { Double(value).demoText }
}
