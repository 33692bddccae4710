import FoundationXML
import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct RenderingTests {
    @Test func pictureIsWellFormedAndSizedToTheBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.bounds.origin = CGPoint(x: 0, y: -30)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        view.addSubview(child)
        let document = SVGDocument(view.renderSVG())
        #expect(document.root?.name == "svg")
        #expect(document.root?.attributes["width"] == "120")
        #expect(document.root?.attributes["height"] == "80")
        let groups = document.elements(named: "g")
        #expect(
            transformNumbers(groups.first?.attributes["transform"]) == [0, 30],
            "the picture shows the bounds: a bounds origin of -30 moves content down")
        #expect(transformNumbers(groups.last?.attributes["transform"]) == [10, 20])
        let fill = document.elements(named: "rect").last
        #expect(fill?.attributes["fill"] == "rgb(255,128,0)")
        #expect(fill?.attributes["fill-opacity"] == "0.25")
        #expect(fill?.attributes["width"] == "30")
    }

    @Test func hiddenViewsAreLeftOutAlphaIsOpacityAndClippingClips() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = UIView(frame: root.bounds)
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let faded = UIView(frame: root.bounds)
        faded.alpha = 0.4
        faded.clipsToBounds = true
        faded.backgroundColor = .blue
        root.addSubview(hidden)
        root.addSubview(faded)
        let document = SVGDocument(root.renderSVG())
        #expect(!document.elements(named: "rect").contains { $0.attributes["fill"] == "rgb(255,0,0)" })
        #expect(document.elements(named: "g").compactMap { $0.attributes["opacity"] } == ["0.4"])
        let clip = document.elements(named: "clipPath")
        #expect(clip.count == 1)
        let clipID = clip.first?.attributes["id"] ?? "?"
        #expect(document.elements(named: "g").filter { $0.attributes["clip-path"] == "url(#\(clipID))" }.count == 1)
    }

    @Test func transformsBecomeMatricesAboutTheCentre() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 40))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(child)
        let groups = SVGDocument(root.renderSVG()).elements(named: "g")
        // Centre (20, 30); bounds mid (10, 20): e = 20 − 2·10 = 0, f = 30 − 2·20 = −10.
        #expect(transformNumbers(groups.last?.attributes["transform"]) == [2, 0, 0, 2, 0, -10])
    }

    @Test func labelTextIsEscapedAlignedAndVerticallyCentred() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 54))
        label.font = .boldSystemFont(ofSize: 14)
        label.textColor = UIColor(red: 90 / 255, green: 90 / 255, blue: 90 / 255, alpha: 1)
        label.textAlignment = .center
        label.text = "<Tom & \"Jerry\">"
        let document = SVGDocument(label.renderSVG())
        let text = document.elements(named: "text")
        #expect(text.count == 1)
        #expect(text.first?.text == "<Tom & \"Jerry\">", "escaped in the file, intact once parsed")
        #expect(text.first?.attributes["text-anchor"] == "middle")
        #expect(text.first?.attributes["x"] == "100")
        let font = UIFont.boldSystemFont(ofSize: 14)
        let baseline = 27 - font.lineHeight / 2 + font.ascender
        #expect(abs(CGFloat(Double(text.first?.attributes["y"] ?? "") ?? 0) - baseline) <= 0.001)
        let span = document.elements(named: "tspan").first
        #expect(span?.attributes["fill"] == "rgb(90,90,90)")
        #expect(span?.attributes["font-size"] == "14")
        #expect(span?.attributes["font-weight"] == "700")
        #expect(text.first?.attributes["textLength"] == nil, "drawn at the font's own width, not forced to one")
    }

    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "abc"
        #expect(SVGDocument(label.renderSVG()).elements(named: "text").first?.attributes["text-anchor"] == "start")
        label.semanticContentAttribute = .forceRightToLeft
        let text = SVGDocument(label.renderSVG()).elements(named: "text").first
        #expect(text?.attributes["text-anchor"] == "end")
        #expect(text?.attributes["x"] == "80")
    }

    @Test func labelColourResolvesInTheViewsAppearance() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = UILabel(frame: container.bounds)
        label.text = "Idle"
        container.addSubview(label)
        #expect(SVGDocument(container.renderSVG()).elements(named: "tspan").first?.attributes["fill"] == "rgb(0,0,0)")
        container.overrideUserInterfaceStyle = .dark
        #expect(
            SVGDocument(container.renderSVG()).elements(named: "tspan").first?.attributes["fill"] == "rgb(255,255,255)",
            ".label is white in dark appearance")
    }

    @Test func longSingleLineIsTruncatedWithAnEllipsisAndWrappedLinesStack() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa aaaa aaaa"
        let single = SVGDocument(label.renderSVG()).elements(named: "text")
        #expect(single.count == 1)
        #expect(single.first?.text.hasSuffix("…") ?? false, "\(single.first?.text ?? "")")

        label.numberOfLines = 0
        let lines = SVGDocument(label.renderSVG()).elements(named: "text")
        #expect(lines.map(\.text) == ["aaaa aaaa", "aaaa"], "the space a line breaks after is not drawn")
        let ys = lines.compactMap { Double($0.attributes["y"] ?? "") }
        #expect(abs(CGFloat(ys[1] - ys[0]) - UIFont.systemFont(ofSize: 10).lineHeight) <= 0.002)
        #expect(
            abs(
                CGFloat((ys[0] + ys[1]) / 2)
                    - (50 - UIFont.systemFont(ofSize: 10).lineHeight / 2
                        + UIFont.systemFont(ofSize: 10).ascender)) <= 0.002, "the block is centred")
    }

    /// A wrapped line is drawn without the trailing space it wraps after (which would shift an aligned line) and
    /// at the font's own width: no `textLength` stretches or squeezes its glyphs.
    @Test func eachWrappedLineIsDrawnWithoutItsHangingSpaceAtItsOwnWidth() {
        let font = UIFont.systemFont(ofSize: 14)
        let cases: [(NSTextAlignment, CGFloat, String)] = [
            (.center, 40, "滑 动 查 看"), (.left, 100, "Release to load more"),
        ]
        for (alignment, width, text) in cases {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 200))
            label.font = font
            label.numberOfLines = 0
            label.textAlignment = alignment
            label.text = text
            let lines = SVGDocument(label.renderSVG()).elements(named: "text")
            #expect(lines.count > 1, "\(text) wraps")
            #expect(lines.map(\.text).joined(separator: " ") == text, "every character but the breaks")
            for line in lines {
                #expect(!line.text.hasSuffix(" "), "'\(line.text)'")
                #expect(line.attributes["textLength"] == nil && line.attributes["lengthAdjust"] == nil)
            }
        }
    }

    @Test func shrinkingToFitWidthStopsAtTheMinimumScale() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        label.font = .systemFont(ofSize: 20)
        label.text = "aaaaaaaaaa"  // 110 pt at 20 pt
        label.adjustsFontSizeToFitWidth = true
        #expect(
            SVGDocument(label.renderSVG()).elements(named: "tspan").first?.attributes["font-size"] == "20",
            "a minimum scale factor of 0 never shrinks")
        label.minimumScaleFactor = 0.5
        #expect(SVGDocument(label.renderSVG()).elements(named: "tspan").first?.attributes["font-size"] == "10")
        label.minimumScaleFactor = 0.1
        let size = SVGDocument(label.renderSVG()).elements(named: "tspan").first?.attributes["font-size"]
        #expect(abs(CGFloat(Double(size ?? "") ?? 0) - 20 * 50 / 110) <= 0.001)
    }

    @Test func imageViewEmbedsItsPNGPlacedByContentModeAndTintsTemplates() throws {
        let image = UIImage(simulatedColor: .black, size: CGSize(width: 10, height: 20), scale: 2)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.image = image
        view.contentMode = .center
        var document = SVGDocument(view.renderSVG())
        let element = try #require(document.elements(named: "image").first)
        #expect(element.attributes["href"] == "data:image/png;base64," + image.pngData()!.base64EncodedString())
        #expect(
            [
                element.attributes["x"], element.attributes["y"], element.attributes["width"],
                element.attributes["height"],
            ] == ["15", "10", "10", "20"])
        #expect(element.attributes["filter"] == nil)

        view.contentMode = .scaleAspectFit
        document = SVGDocument(view.renderSVG())
        #expect(document.elements(named: "image").first?.attributes["width"] == "20")
        #expect(document.elements(named: "image").first?.attributes["height"] == "40")

        view.image = image.withRenderingMode(.alwaysTemplate)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        document = SVGDocument(view.renderSVG())
        let filter = try #require(document.elements(named: "filter").first)
        #expect(
            document.elements(named: "image").first?.attributes["filter"] == "url(#\(filter.attributes["id"] ?? ""))")
        #expect(document.elements(named: "feFlood").first?.attributes["flood-color"] == "rgb(0,0,255)")
    }

    @Test func tintColorIsInheritedFromTheNearestAncestor() {
        let parent = UIView()
        let view = UIImageView()
        parent.addSubview(view)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(
            view.tintColor.resolvedColor(with: light) == UIColor.systemBlue.resolvedColor(with: light),
            "with no tint set anywhere, the tint is the system blue")
        parent.tintColor = .red
        #expect(view.tintColor == .red)
        view.tintColor = .green
        #expect(view.tintColor == .green)
        view.tintColor = nil
        #expect(view.tintColor == .red, "tintColor is null_resettable: nil inherits again")
    }

    @Test func imageViewShowsTheAnimationFrameOfTheVirtualClock() {
        let frames = [UIColor.red, .green, .blue].map {
            UIImage(simulatedColor: $0, size: CGSize(width: 4, height: 4))
        }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.image = frames[0]
        view.animationImages = frames
        view.animationDuration = 0.3
        @MainActor func shown() -> Int? {
            let href = SVGDocument(view.renderSVG()).elements(named: "image").first?.attributes["href"]
            return frames.firstIndex { "data:image/png;base64," + $0.pngData()!.base64EncodedString() == href }
        }
        view.startAnimating()
        #expect(shown() == 0)
        UISimulation.advance(by: 0.15)
        #expect(shown() == 1, "frame ⌊0.15 / 0.1⌋")
        UISimulation.advance(by: 0.1)
        #expect(shown() == 2)
        UISimulation.advance(by: 0.1)
        #expect(shown() == 0, "the animation repeats")
        view.image = frames[2]
        view.stopAnimating()
        #expect(shown() == 2, "stopped, the view shows its image")
    }

    @Test func activityIndicatorSpokesTurnWithTheClock() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.color = .black
        #expect(
            SVGDocument(indicator.renderSVG()).elements(named: "line").isEmpty,
            "a stopped indicator that hides when stopped is not drawn")
        indicator.startAnimating()
        @MainActor func brightest() -> Int? {
            let lines = SVGDocument(indicator.renderSVG()).elements(named: "line")
            #expect(lines.count == 8)
            return lines.firstIndex { $0.attributes["stroke-opacity"] == nil }
        }
        #expect(brightest() == 0)
        UISimulation.advance(by: 0.125 * 3)
        #expect(brightest() == 3)
        UISimulation.advance(by: 0.125 * 5)
        #expect(brightest() == 0, "one turn per second")
    }

    @Test func renderShowsThePresentationOfARunningAnimation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                child.frame.origin.x = 100
                child.alpha = 0
            })
        UISimulation.advance(by: 0.5)
        let group = SVGDocument(root.renderSVG()).elements(named: "g").last
        #expect(abs((transformNumbers(group?.attributes["transform"]).first ?? -1) - 50) <= 0.01)
        #expect(abs(CGFloat(Double(group?.attributes["opacity"] ?? "") ?? -1) - 0.5) <= 0.01)
    }
}

/// A parsed SVG picture: its elements in document order, with attributes, text and nesting depth.
/// Parsing with Foundation's `XMLParser` also proves the picture is well-formed XML.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        let depth: Int
        var text: String
    }

    private(set) var elements: [Element] = []
    private var openElements: [Int] = []

    init(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        #expect(
            parser.parse(), "well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")",
            sourceLocation: sourceLocation)
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    var root: Element? { elements.first }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        openElements.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict, depth: openElements.count, text: ""))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        openElements.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in openElements { elements[index].text += string }
    }
}

/// The numbers of an SVG transform such as "translate(10 20)" or "matrix(1 0 0 1 5 6)".
func transformNumbers(_ transform: String?) -> [CGFloat] {
    guard let transform, let open = transform.firstIndex(of: "("), let close = transform.firstIndex(of: ")") else {
        return []
    }
    return transform[transform.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "," })
        .compactMap { Double($0) }.map { CGFloat($0) }
}
