// The pictures of the stand-in's content views, called from their `svgContent(presentedBounds:)` overrides.

extension UILabel {
    /// One `<text>` per line, vertically centred in `bounds` and anchored at the aligned edge, in the text's own
    /// writing direction. Lines are broken and truncated by the stand-in's measurements, and each is drawn at
    /// the viewer's font's own width (forcing the measured width on it would stretch or squeeze the glyphs).
    func labelSVG(in bounds: CGRect) -> String {
        var characters = styledCharacters()
        guard !characters.isEmpty else { return "" }
        if adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0 {
            let width = TextLayout.width(of: characters)
            if width > bounds.width, width > 0 {
                let factor = max(minimumScaleFactor, bounds.width / width)
                characters = characters.map {
                    StyledCharacter(
                        character: $0.character, font: $0.font.withSize($0.font.pointSize * factor),
                        color: $0.color)
                }
            }
        }
        // Lines below the bounds are not drawn; the last line that fits takes the truncation (stand-in choice,
        // as UIKit's text rect does).
        let fitting = max(1, Int(((bounds.height + 1e-6) / font.lineHeight).rounded(.down)))
        let maxLines = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let layout = TextLayout(
            characters, maxWidth: bounds.width, maxLines: maxLines, lineBreakMode: lineBreakMode,
            emptyFont: font)
        let traits = traitCollection
        let isRightToLeft = TextDirection.isRightToLeft(characters.lazy.map(\.character))
        // `text-anchor` names the line's start or end in its direction: a right-to-left line starts at the right.
        let (anchor, x): (String, CGFloat)
        switch resolvedAlignment {
        case .center: (anchor, x) = ("middle", bounds.midX)
        case .right: (anchor, x) = (isRightToLeft ? "start" : "end", bounds.maxX)
        default: (anchor, x) = (isRightToLeft ? "end" : "start", bounds.minX)
        }
        let direction = isRightToLeft ? " direction=\"rtl\" unicode-bidi=\"embed\"" : ""
        var svg = ""
        var top = bounds.midY - layout.height / 2
        for line in layout.lines {
            defer { top += line.height }
            // Without its hanging spaces, which would shift an aligned line.
            let drawn = Array(line.drawnCharacters)
            guard !drawn.isEmpty else { continue }
            svg += "<text x=\"\(SVG.number(x))\" y=\"\(SVG.number(top + line.ascender))\" text-anchor=\"\(anchor)\""
            svg += "\(direction) xml:space=\"preserve\">"
            for run in runs(of: drawn) {
                let font = run[0].font
                svg += "<tspan font-family=\"\(SVG.escaped(font.face.cssFamily))\" "
                svg += "font-size=\"\(SVG.number(font.pointSize))\" font-weight=\"\(font.weight.cssWeight)\""
                svg += SVG.paint("fill", run[0].color ?? .black, in: traits).map { " " + $0 } ?? " fill=\"none\""
                svg += ">\(SVG.escaped(String(run.map(\.character))))</tspan>"
            }
            svg += "</text>\n"
        }
        return svg
    }

    /// Consecutive characters sharing a font and colour.
    private func runs(of characters: [StyledCharacter]) -> [[StyledCharacter]] {
        var runs: [[StyledCharacter]] = []
        for character in characters {
            if let last = runs.last?.last, last.font == character.font, last.color === character.color {
                runs[runs.count - 1].append(character)
            } else {
                runs.append([character])
            }
        }
        return runs
    }
}

extension UIImageView {
    /// The displayed image placed by `contentMode`, embedded as a PNG data URL. A template image is drawn as
    /// its alpha channel filled with `tintColor` (an SVG flood filter).
    func imageSVG(in bounds: CGRect) -> String {
        guard let image = displayedImage, let png = image.pngData() else { return "" }
        let rect = contentMode.rect(for: image.size, in: bounds)
        var svg = ""
        var filter = ""
        if image.renderingMode == .alwaysTemplate {
            let id = SVG.identifier("tint")
            let (red, green, blue, alpha) = tintColor.rgba(in: traitCollection)
            svg += "<filter id=\"\(id)\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\">"
            svg += "<feFlood flood-color=\"\(SVG.rgb(red, green, blue))\" flood-opacity=\"\(SVG.number(alpha))\"/>"
            svg += "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>\n"
            filter = " filter=\"url(#\(id))\""
        }
        svg += "<image \(SVG.rectAttributes(rect)) preserveAspectRatio=\"none\"\(filter) "
        svg += "href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
        return svg
    }
}

extension UIActivityIndicatorView {
    /// Eight spokes around the centre; the brightest turns clockwise one spoke per 1/8 s while animating
    /// (stand-in choice: one turn per second), the others fading behind it.
    func spinnerSVG(in bounds: CGRect) -> String {
        let spokes = 8
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 0 else { return "" }
        let head = spinningTime.map { Int(($0 * Double(spokes) + 1e-9).rounded(.down)) % spokes } ?? 0
        let traits = traitCollection
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        var svg = ""
        for index in 0..<spokes {
            let behind = (head - index + spokes) % spokes
            let opacity = 1 - 0.8 * CGFloat(behind) / CGFloat(spokes - 1)
            guard let stroke = SVG.paint("stroke", color, in: traits, opacity: opacity) else { continue }
            let angle = CGFloat(index) * 2 * .pi / CGFloat(spokes) - .pi / 2
            let inner = CGPoint(x: center.x + cos(angle) * radius * 0.5, y: center.y + sin(angle) * radius * 0.5)
            let outer = CGPoint(x: center.x + cos(angle) * radius * 0.9, y: center.y + sin(angle) * radius * 0.9)
            svg += "<line x1=\"\(SVG.number(inner.x))\" y1=\"\(SVG.number(inner.y))\" x2=\"\(SVG.number(outer.x))\" "
            svg += "y2=\"\(SVG.number(outer.y))\" \(stroke) stroke-width=\"\(SVG.number(radius * 0.18))\" "
            svg += "stroke-linecap=\"round\"/>\n"
        }
        return svg
    }
}
