/// The background UIKit's default bar appearance draws behind a bar's contents: the content that lies under the
/// bar, blurred and tinted, so that it shows as colour and movement but is never readable through the bar.
///
/// An approximation (stand-in choice): UIKit's default appearance uses a system chrome material (a backdrop blur
/// with a light or dark veil) and, since iOS 15, makes the bar transparent while the content rests at its scroll
/// edge; the stand-in always draws the material, blurs with a Gaussian of `blurRadius` and veils with
/// `veil`'s colours, which are close to, not measured from, the real material. SVG has no backdrop blur, so the
/// bar draws again what lies under it in the window: the views before it in painting order, referred to with
/// `<use>` (each such view's group gets an `id`), under an opaque base, through a blur, clipped to the bar.
/// iOS 26's floating bars draw the same material fading out past their content edge (the scroll edge effect),
/// and the tab bar's items sit on a capsule (stand-in choice: Liquid Glass's refraction is not drawn).
@MainActor
enum BarMaterial {
    /// How far the material spreads each point of the content, in points (a standard deviation).
    static let blurRadius: CGFloat = 10

    /// How far past its edge an iOS 26 bar's material fades into the content (stand-in choice: no source
    /// measures the scroll edge effect).
    static let edgeEffectHeight: CGFloat = 16

    /// The veil over the blur: a light grey in light mode, a dark grey in dark mode, slightly see-through.
    static let veil = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.8) : UIColor(white: 0.97, alpha: 0.8)
    }

    /// The bar's hairline between the bar and the content.
    static let hairline = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }

    /// Which edge of the bar faces the content.
    enum ContentEdge {
        case top, bottom
    }

    /// The identifiers of the views some bar of the document draws again, by view.
    private static var identifiers: [ObjectIdentifier: String] = [:]
    /// The view whose document is being rendered: a bar looks no further up than it.
    private static weak var documentRoot: UIView?

    /// Before a document of `root` is written: finds the visible bars in it and names the views each one draws
    /// again (the views before it in painting order).
    static func prepareBackdrops(under root: UIView) {
        identifiers = [:]
        documentRoot = root
        markBackdrops(in: root)
    }

    /// After the document is written.
    static func endDocument() {
        identifiers = [:]
        documentRoot = nil
    }

    /// The `id` of `view`'s group when a bar draws it again.
    static func backdropIdentifier(of view: UIView) -> String? {
        identifiers[ObjectIdentifier(view)]
    }

    private static func markBackdrops(in view: UIView) {
        guard !view.isHidden else { return }
        if view is UINavigationBar || view is UITabBar {
            var child = view
            while child !== documentRoot, let parent = child.superview {
                for sibling in parent.subviews {
                    if sibling === child { break }
                    let key = ObjectIdentifier(sibling)
                    if !sibling.isHidden, identifiers[key] == nil { identifiers[key] = SVG.identifier("under") }
                }
                child = parent
            }
        }
        for subview in view.subviews { markBackdrops(in: subview) }
    }

    /// The material of `bar` over `region` (in the bar's bounds coordinates; a navigation bar's reaches up under
    /// the status bar), with the hairline on the edge that faces the content. An opaque bar (not `translucent`)
    /// shows nothing of the content: its veil is fully opaque and nothing is drawn under it.
    static func svg(for bar: UIView, region: CGRect, contentEdge: ContentEdge, translucent: Bool) -> String {
        let traits = bar.traitCollection
        guard translucent else {
            let fill = SVG.paint("fill", veil.withAlphaComponent(1), in: traits) ?? ""
            return "<rect \(SVG.rectAttributes(region)) \(fill)/>\n" + hairlineSVG(region, contentEdge, traits)
        }
        // iOS 26's bars float over the content: the material reaches past the bar's edge and fades out there,
        // the scroll edge effect, with no hairline.
        let floating = UISimulation.systemVersion == .iOS26
        let fade = floating ? edgeEffectHeight : 0
        let drawn = CGRect(
            x: region.minX, y: region.minY - (contentEdge == .top ? fade : 0), width: region.width,
            height: region.height + fade)
        let clip = SVG.identifier("barclip")
        let blur = SVG.identifier("barblur")
        let spread = drawn.insetBy(dx: -3 * blurRadius, dy: -3 * blurRadius)
        var svg = "<clipPath id=\"\(clip)\"><rect \(SVG.rectAttributes(drawn))/></clipPath>\n"
        svg += "<filter id=\"\(blur)\" filterUnits=\"userSpaceOnUse\" \(SVG.rectAttributes(spread)) "
        svg += "color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"\(SVG.number(blurRadius))\"/>"
        svg += "</filter>\n"
        var mask = ""
        if floating {
            let id = SVG.identifier("baredge")
            let (from, to) = contentEdge == .bottom ? (region.maxY, drawn.maxY) : (region.minY, drawn.minY)
            svg += "<linearGradient id=\"\(id)fade\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" "
            svg +=
                "y1=\"\(SVG.number(from))\" x2=\"0\" y2=\"\(SVG.number(to))\"><stop offset=\"0\" stop-color=\"white\"/>"
            svg += "<stop offset=\"1\" stop-color=\"white\" stop-opacity=\"0\"/></linearGradient>\n"
            svg += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(SVG.rectAttributes(drawn))>"
            svg += "<rect \(SVG.rectAttributes(drawn)) fill=\"url(#\(id)fade)\"/></mask>\n"
            mask = " mask=\"url(#\(id))\""
        }
        svg += "<g clip-path=\"url(#\(clip))\"\(mask)>\n"
        // The opaque base keeps the blur's fading edges from letting anything sharp through.
        if let base = SVG.paint("fill", .systemBackground, in: traits) {
            svg += "<rect \(SVG.rectAttributes(drawn)) \(base)/>\n"
        }
        svg += "<g filter=\"url(#\(blur))\">\n" + backdrop(of: bar) + "</g>\n"
        if let fill = SVG.paint("fill", veil, in: traits) { svg += "<rect \(SVG.rectAttributes(drawn)) \(fill)/>\n" }
        svg += "</g>\n"
        return floating ? svg : svg + hairlineSVG(region, contentEdge, traits)
    }

    private static func hairlineSVG(_ region: CGRect, _ contentEdge: ContentEdge, _ traits: UITraitCollection)
        -> String
    {
        let lineY = contentEdge == .bottom ? region.maxY - 0.5 : region.minY
        guard let fill = SVG.paint("fill", hairline, in: traits) else { return "" }
        return
            "<rect \(SVG.rectAttributes(CGRect(x: region.minX, y: lineY, width: region.width, height: 0.5))) \(fill)/>\n"
    }

    /// What lies under `bar`, in its coordinates: for each ancestor up to the document's root, farthest first,
    /// its background and the subviews drawn before the bar's branch.
    private static func backdrop(of bar: UIView) -> String {
        var layers: [String] = []
        var barToAncestor = bar.presentedMatrixInSuperview
        var child: UIView = bar
        while child !== documentRoot, let ancestor = child.superview {
            var layer = ""
            if let color = ancestor.presentedBackgroundColor,
                let fill = SVG.paint("fill", color, in: ancestor.traitCollection)
            {
                layer += "<rect \(SVG.rectAttributes(ancestor.presentedBounds)) \(fill)/>\n"
            }
            for sibling in ancestor.subviews {
                if sibling === child { break }
                if let id = backdropIdentifier(of: sibling) { layer += "<use href=\"#\(id)\"/>\n" }
            }
            if !layer.isEmpty {
                layers.append("<g transform=\"\(SVG.transform(barToAncestor.inverted()))\">\n\(layer)</g>\n")
            }
            barToAncestor = barToAncestor.concatenating(ancestor.presentedMatrixInSuperview)
            child = ancestor
        }
        return layers.reversed().joined()
    }
}
