extension UIView {
    /// A picture of this view and its subviews as presented now, as a self-contained SVG document.
    ///
    /// Linux-only test and demo API (Apple's UIKit has none). The picture shows the view's bounds, drawn the way
    /// Core Animation composites the tree at this virtual moment: animations in flight show their current
    /// (presentation) values, hidden views are left out, `alpha` becomes group opacity, `clipsToBounds` clips,
    /// labels are text, image views embed their PNG, activity indicators show spokes turned by the clock.
    /// Colours are resolved in each view's trait collection (light or dark appearance).
    /// Bars (`UINavigationBar`, `UITabBar`) draw the content under them blurred and tinted, as UIKit's default
    /// bar appearance does (see `BarMaterial`).
    public func renderSVG() -> String {
        SVG.beginDocument()
        BarMaterial.prepareBackdrops(under: self)
        defer { BarMaterial.endDocument() }
        let bounds = presentedBounds
        let origin = "translate(\(SVG.number(-bounds.minX)) \(SVG.number(-bounds.minY)))"
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(bounds.width))\" "
        svg += "height=\"\(SVG.number(bounds.height))\" "
        svg += "viewBox=\"0 0 \(SVG.number(bounds.width)) \(SVG.number(bounds.height))\">\n"
        if !isHidden { svg += svgGroup(transform: origin, depth: 1) }
        svg += "</svg>\n"
        return svg
    }

    /// This view as a group: its transform into the superview, opacity, clip, background, content, subviews.
    private func svgGroup(transform: String, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        let bounds = presentedBounds
        let opacity = min(1, max(0, presentedAlpha))
        var open = "\(indent)<g"
        if let id = BarMaterial.backdropIdentifier(of: self) { open += " id=\"\(id)\"" }
        open += " transform=\"\(transform)\""
        if opacity < 1 { open += " opacity=\"\(SVG.number(opacity))\"" }
        var body = ""
        var inner = indent + "  "
        if clipsToBounds {
            let clip = SVG.identifier("clip")
            body += "\(inner)<clipPath id=\"\(clip)\"><rect \(SVG.rectAttributes(bounds))/></clipPath>\n"
            body += "\(inner)<g clip-path=\"url(#\(clip))\">\n"
            inner += "  "
        }
        if let color = presentedBackgroundColor, let fill = SVG.paint("fill", color, in: traitCollection) {
            body += "\(inner)<rect \(SVG.rectAttributes(bounds)) \(fill)/>\n"
        }
        let content = svgContent(presentedBounds: bounds)
        if !content.isEmpty {
            body += content.split(separator: "\n").map { "\(inner)\($0)\n" }.joined()
        }
        for subview in subviews where !subview.isHidden {
            body += subview.svgGroup(
                transform: subview.svgTransformInSuperview(), depth: depth + (clipsToBounds ? 2 : 1))
        }
        if clipsToBounds { body += "\(indent)  </g>\n" }
        return "\(open)>\n\(body)\(indent)</g>\n"
    }

    /// The matrix taking this view's bounds coordinates to its superview's, from the presented centre, bounds
    /// and transform: p ↦ centre + transform(p − bounds.mid).
    private func svgTransformInSuperview() -> String {
        SVG.transform(presentedMatrixInSuperview)
    }

    /// The presented affine map from this view's bounds coordinates to its superview's.
    var presentedMatrixInSuperview: CGAffineTransform {
        let t = presentedTransform
        let center = presentedCenter
        let mid = CGPoint(x: presentedBounds.midX, y: presentedBounds.midY)
        let e = center.x + t.tx - (t.a * mid.x + t.c * mid.y)
        let f = center.y + t.ty - (t.b * mid.x + t.d * mid.y)
        return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: e, ty: f)
    }
}
