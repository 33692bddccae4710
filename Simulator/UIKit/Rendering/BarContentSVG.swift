// The pictures of the bars, called from their `svgContent(presentedBounds:)` overrides: the material, then what
// UIKit's default appearance shows on it. Fonts and positions follow the system's look (17 pt semibold title,
// 34 pt bold large title 16 pt from the leading edge, a 36 pt rounded search field, 10 pt tab titles under their
// icons); stand-in choice: they are close to, not measured from, UIKit's, and tab icons are plain circles.

extension UINavigationBar {
    /// The material from the top of the container (under the status bar) to the bar's bottom, the back button
    /// and title in the title row, and the large title in its band, sliding under the title row as it collapses.
    func navigationBarSVG(in bounds: CGRect) -> String {
        var region = bounds
        region.origin.y -= max(0, frame.minY)
        region.size.height += max(0, frame.minY)
        var svg = BarMaterial.svg(for: self, region: region, contentEdge: .bottom, translucent: isTranslucent)
        guard let navigationController, let top = navigationController.viewControllers.last else { return svg }
        let traits = traitCollection
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let bands = navigationController.bands
        let row = navigationController.titleRowHeight
        guard row > 0 else { return svg }
        let title = top.navigationItem.title ?? ""
        // The small title shows as the large one collapses away.
        let smallTitleOpacity = bands.largeTitle > 0 ? 1 - bands.visibleLargeTitle / bands.largeTitle : 1
        svg += BarText.svg(
            title, x: bounds.midX, baseline: row / 2 + 6, align: .center,
            font: .systemFont(ofSize: 17, weight: .semibold), color: .label, traits: traits,
            opacity: smallTitleOpacity)
        let stack = navigationController.viewControllers
        if stack.count > 1 {
            let back = stack[stack.count - 2].navigationItem.title ?? "Back"
            let edge: CGFloat = isRightToLeft ? bounds.maxX : bounds.minX
            let sign: CGFloat = isRightToLeft ? -1 : 1
            if let stroke = SVG.paint("stroke", .systemBlue, in: traits) {
                let tipX = edge + sign * 10, y = row / 2
                svg += "<path d=\"M\(SVG.number(tipX + sign * 8)) \(SVG.number(y - 10))L\(SVG.number(tipX)) "
                svg += "\(SVG.number(y))L\(SVG.number(tipX + sign * 8)) \(SVG.number(y + 10))\" fill=\"none\" "
                svg += "\(stroke) stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
            }
            svg += BarText.svg(
                back, x: edge + sign * 26, baseline: row / 2 + 6, align: isRightToLeft ? .right : .left,
                font: .systemFont(ofSize: 17), color: .systemBlue, traits: traits)
        }
        let band = CGRect(x: bounds.minX, y: row, width: bounds.width, height: bands.visibleLargeTitle + bands.stretch)
        if bands.largeTitle > 0, band.height > 0 {
            let clip = SVG.identifier("largetitle")
            svg += "<clipPath id=\"\(clip)\"><rect \(SVG.rectAttributes(band))/></clipPath>\n"
            svg += "<g clip-path=\"url(#\(clip))\">\n"
            svg += BarText.svg(
                title, x: isRightToLeft ? bounds.maxX - 16 : bounds.minX + 16, baseline: band.maxY - 12,
                align: isRightToLeft ? .right : .left, font: .systemFont(ofSize: 34, weight: .bold), color: .label,
                traits: traits)
            svg += "</g>\n"
        }
        return svg
    }
}

extension UITabBar {
    /// The material, and one item per tab across the bar (on a capsule on iOS 26) above the home indicator: a circle icon and the tab
    /// controller's title (UIKit's tab bar item takes the controller's title by default), tinted blue when
    /// selected and grey otherwise.
    func tabBarSVG(in bounds: CGRect) -> String {
        var svg = BarMaterial.svg(for: self, region: bounds, contentEdge: .top, translucent: isTranslucent)
        guard let tabBarController, let tabs = tabBarController.viewControllers, !tabBarController.isTabBarMinimized
        else { return svg }
        let traits = traitCollection
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // iOS 26: the items float on a capsule inset from the screen's edges.
        var items = bounds
        if UISimulation.systemVersion == .iOS26 {
            items = CGRect(
                x: bounds.minX + 20, y: bounds.minY, width: bounds.width - 40, height: BarMetrics.tabBarHeight + 8)
            let fill = SVG.paint("fill", BarMaterial.veil, in: traits) ?? ""
            let stroke = SVG.paint("stroke", BarMaterial.hairline, in: traits) ?? ""
            svg += "<rect \(SVG.rectAttributes(items)) rx=\"\(SVG.number(items.height / 2))\" \(fill) \(stroke)/>\n"
        }
        let width = items.width / CGFloat(tabs.count)
        for (index, tab) in tabs.enumerated() {
            let slot = CGFloat(index) + 0.5
            let x = isRightToLeft ? items.maxX - slot * width : items.minX + slot * width
            let color: UIColor = index == tabBarController.selectedIndex ? .systemBlue : .systemGray
            if let paint = SVG.paint(index == tabBarController.selectedIndex ? "fill" : "stroke", color, in: traits) {
                svg += "<circle cx=\"\(SVG.number(x))\" cy=\"\(SVG.number(bounds.minY + 17))\" r=\"10\" \(paint)"
                svg += index == tabBarController.selectedIndex ? "/>\n" : " fill=\"none\" stroke-width=\"2\"/>\n"
            }
            svg += BarText.svg(
                tab.tabBarItem.title ?? "", x: x, baseline: bounds.minY + 42, align: .center,
                font: .systemFont(ofSize: 10, weight: .medium), color: color, traits: traits)
        }
        return svg
    }
}

extension UISearchBar {
    /// A rounded grey field with a magnifying glass and the placeholder (or the search terms), at the bottom of
    /// the bar's height; it shrinks and fades as the navigation bar hides the search field.
    func searchFieldSVG(in bounds: CGRect) -> String {
        let fieldHeight = min(36, bounds.height - 10)
        guard fieldHeight > 0 else { return "" }
        let traits = traitCollection
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let field = CGRect(
            x: bounds.minX + 16, y: bounds.maxY - 10 - fieldHeight, width: bounds.width - 32, height: fieldHeight)
        var svg = "<g opacity=\"\(SVG.number(fieldHeight / 36))\">\n"
        if let fill = SVG.paint("fill", Self.fieldFill, in: traits) {
            svg += "<rect \(SVG.rectAttributes(field)) rx=\"10\" \(fill)/>\n"
        }
        let leading = isRightToLeft ? field.maxX - 18 : field.minX + 18
        let sign: CGFloat = isRightToLeft ? -1 : 1
        if let stroke = SVG.paint("stroke", .secondaryLabel, in: traits) {
            svg += "<circle cx=\"\(SVG.number(leading))\" cy=\"\(SVG.number(field.midY - 1))\" r=\"6\" fill=\"none\" "
            svg += "\(stroke) stroke-width=\"2\"/>\n"
            svg +=
                "<path d=\"M\(SVG.number(leading + sign * 4.5)) \(SVG.number(field.midY + 3.5))l\(SVG.number(sign * 4)) "
            svg += "4\" \(stroke) stroke-width=\"2\" stroke-linecap=\"round\"/>\n"
        }
        let terms = text.flatMap { $0.isEmpty ? nil : $0 }
        svg += BarText.svg(
            terms ?? placeholder ?? "Search", x: leading + sign * 16, baseline: field.midY + 6,
            align: isRightToLeft ? .right : .left, font: .systemFont(ofSize: 17),
            color: terms == nil ? .secondaryLabel : .label, traits: traits)
        return svg + "</g>\n"
    }

    /// The field's grey, UIKit's tertiary system fill.
    private static let fieldFill = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
            : UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    }
}

/// One line of text on a bar.
@MainActor
enum BarText {
    /// A `<text>` of `string` with its baseline at `baseline`, its left end, centre or right end (`align`) at
    /// `x`, or nothing for empty text.
    static func svg(
        _ string: String, x: CGFloat, baseline: CGFloat, align: NSTextAlignment, font: UIFont, color: UIColor,
        traits: UITraitCollection, opacity: CGFloat = 1
    ) -> String {
        guard !string.isEmpty, opacity > 0, let fill = SVG.paint("fill", color, in: traits, opacity: opacity) else {
            return ""
        }
        let isRightToLeft = TextDirection.isRightToLeft(string)
        let direction = isRightToLeft ? " direction=\"rtl\" unicode-bidi=\"embed\"" : ""
        // `text-anchor` names the line's start or end in its direction: a right-to-left line starts at the right.
        let anchor: String
        switch align {
        case .center: anchor = "middle"
        case .right: anchor = isRightToLeft ? "start" : "end"
        default: anchor = isRightToLeft ? "end" : "start"
        }
        var svg = "<text x=\"\(SVG.number(x))\" y=\"\(SVG.number(baseline))\" text-anchor=\"\(anchor)\"\(direction) "
        svg += "font-family=\"\(SVG.escaped(font.face.cssFamily))\" font-size=\"\(SVG.number(font.pointSize))\" "
        svg += "font-weight=\"\(font.weight.cssWeight)\" \(fill)>\(SVG.escaped(string))</text>\n"
        return svg
    }
}
