import FoundationXML
import SimulationTesting
import UIKit
import XCTest

final class RenderingTests: SimulationTestCase {
    func testPictureIsWellFormedAndSizedToTheBounds() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            view.bounds.origin = CGPoint(x: 0, y: -30)
            let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            child.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
            view.addSubview(child)
            let document = SVGDocument(view.renderSVG())
            XCTAssertEqual(document.root?.name, "svg")
            XCTAssertEqual(document.root?.attributes["width"], "120")
            XCTAssertEqual(document.root?.attributes["height"], "80")
            let groups = document.elements(named: "g")
            XCTAssertEqual(
                transformNumbers(groups.first?.attributes["transform"]), [0, 30],
                "the picture shows the bounds: a bounds origin of -30 moves content down")
            XCTAssertEqual(transformNumbers(groups.last?.attributes["transform"]), [10, 20])
            let fill = document.elements(named: "rect").last
            XCTAssertEqual(fill?.attributes["fill"], "rgb(255,128,0)")
            XCTAssertEqual(fill?.attributes["fill-opacity"], "0.25")
            XCTAssertEqual(fill?.attributes["width"], "30")
        }
    }

    func testHiddenViewsAreLeftOutAlphaIsOpacityAndClippingClips() {
        onMain {
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
            XCTAssertFalse(document.elements(named: "rect").contains { $0.attributes["fill"] == "rgb(255,0,0)" })
            XCTAssertEqual(document.elements(named: "g").compactMap { $0.attributes["opacity"] }, ["0.4"])
            let clip = document.elements(named: "clipPath")
            XCTAssertEqual(clip.count, 1)
            let clipID = clip.first?.attributes["id"] ?? "?"
            XCTAssertEqual(
                document.elements(named: "g").filter { $0.attributes["clip-path"] == "url(#\(clipID))" }
                    .count, 1)
        }
    }

    func testTransformsBecomeMatricesAboutTheCentre() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 40))
            child.transform = CGAffineTransform(scaleX: 2, y: 2)
            root.addSubview(child)
            let groups = SVGDocument(root.renderSVG()).elements(named: "g")
            // Centre (20, 30); bounds mid (10, 20): e = 20 − 2·10 = 0, f = 30 − 2·20 = −10.
            XCTAssertEqual(transformNumbers(groups.last?.attributes["transform"]), [2, 0, 0, 2, 0, -10])
        }
    }

    func testLabelTextIsEscapedAlignedAndVerticallyCentred() {
        onMain {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 54))
            label.font = .boldSystemFont(ofSize: 14)
            label.textColor = UIColor(red: 90 / 255, green: 90 / 255, blue: 90 / 255, alpha: 1)
            label.textAlignment = .center
            label.text = "<Tom & \"Jerry\">"
            let document = SVGDocument(label.renderSVG())
            let text = document.elements(named: "text")
            XCTAssertEqual(text.count, 1)
            XCTAssertEqual(text.first?.text, "<Tom & \"Jerry\">", "escaped in the file, intact once parsed")
            XCTAssertEqual(text.first?.attributes["text-anchor"], "middle")
            XCTAssertEqual(text.first?.attributes["x"], "100")
            let font = UIFont.boldSystemFont(ofSize: 14)
            let baseline = 27 - font.lineHeight / 2 + font.ascender
            XCTAssertEqual(CGFloat(Double(text.first?.attributes["y"] ?? "") ?? 0), baseline, accuracy: 0.001)
            let span = document.elements(named: "tspan").first
            XCTAssertEqual(span?.attributes["fill"], "rgb(90,90,90)")
            XCTAssertEqual(span?.attributes["font-size"], "14")
            XCTAssertEqual(span?.attributes["font-weight"], "700")
            let width = label.text!.size(withAttributes: [.font: font]).width
            XCTAssertEqual(CGFloat(Double(text.first?.attributes["textLength"] ?? "") ?? 0), width, accuracy: 0.001)
        }
    }

    func testNaturalAlignmentFollowsTheLayoutDirection() {
        onMain {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
            label.text = "abc"
            XCTAssertEqual(
                SVGDocument(label.renderSVG()).elements(named: "text").first?.attributes["text-anchor"],
                "start")
            label.semanticContentAttribute = .forceRightToLeft
            let text = SVGDocument(label.renderSVG()).elements(named: "text").first
            XCTAssertEqual(text?.attributes["text-anchor"], "end")
            XCTAssertEqual(text?.attributes["x"], "80")
        }
    }

    func testLabelColourResolvesInTheViewsAppearance() {
        onMain {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            let label = UILabel(frame: container.bounds)
            label.text = "Idle"
            container.addSubview(label)
            XCTAssertEqual(
                SVGDocument(container.renderSVG()).elements(named: "tspan").first?.attributes["fill"],
                "rgb(0,0,0)")
            container.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(
                SVGDocument(container.renderSVG()).elements(named: "tspan").first?.attributes["fill"],
                "rgb(255,255,255)", ".label is white in dark appearance")
        }
    }

    func testLongSingleLineIsTruncatedWithAnEllipsisAndWrappedLinesStack() {
        onMain {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
            label.font = .systemFont(ofSize: 10)
            label.text = "aaaa aaaa aaaa"
            let single = SVGDocument(label.renderSVG()).elements(named: "text")
            XCTAssertEqual(single.count, 1)
            XCTAssertTrue(single.first?.text.hasSuffix("…") ?? false, single.first?.text ?? "")
            XCTAssertLessThanOrEqual(CGFloat(Double(single.first?.attributes["textLength"] ?? "") ?? 99), 60)

            label.numberOfLines = 0
            let lines = SVGDocument(label.renderSVG()).elements(named: "text")
            XCTAssertEqual(lines.map(\.text), ["aaaa aaaa ", "aaaa"])
            let ys = lines.compactMap { Double($0.attributes["y"] ?? "") }
            XCTAssertEqual(CGFloat(ys[1] - ys[0]), UIFont.systemFont(ofSize: 10).lineHeight, accuracy: 0.002)
            XCTAssertEqual(
                CGFloat((ys[0] + ys[1]) / 2),
                50 - UIFont.systemFont(ofSize: 10).lineHeight / 2
                    + UIFont.systemFont(ofSize: 10).ascender, accuracy: 0.002, "the block is centred")
        }
    }

    func testShrinkingToFitWidthStopsAtTheMinimumScale() {
        onMain {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
            label.font = .systemFont(ofSize: 20)
            label.text = "aaaaaaaaaa"  // 110 pt at 20 pt
            label.adjustsFontSizeToFitWidth = true
            XCTAssertEqual(
                SVGDocument(label.renderSVG()).elements(named: "tspan").first?.attributes["font-size"], "20",
                "a minimum scale factor of 0 never shrinks")
            label.minimumScaleFactor = 0.5
            XCTAssertEqual(SVGDocument(label.renderSVG()).elements(named: "tspan").first?.attributes["font-size"], "10")
            label.minimumScaleFactor = 0.1
            let size = SVGDocument(label.renderSVG()).elements(named: "tspan").first?.attributes["font-size"]
            XCTAssertEqual(CGFloat(Double(size ?? "") ?? 0), 20 * 50 / 110, accuracy: 0.001)
        }
    }

    func testImageViewEmbedsItsPNGPlacedByContentModeAndTintsTemplates() throws {
        try onMain {
            let image = UIImage(simulatedColor: .black, size: CGSize(width: 10, height: 20), scale: 2)
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.image = image
            view.contentMode = .center
            var document = SVGDocument(view.renderSVG())
            let element = try XCTUnwrap(document.elements(named: "image").first)
            XCTAssertEqual(
                element.attributes["href"], "data:image/png;base64," + image.pngData()!.base64EncodedString())
            XCTAssertEqual(
                [
                    element.attributes["x"], element.attributes["y"], element.attributes["width"],
                    element.attributes["height"],
                ], ["15", "10", "10", "20"])
            XCTAssertNil(element.attributes["filter"])

            view.contentMode = .scaleAspectFit
            document = SVGDocument(view.renderSVG())
            XCTAssertEqual(document.elements(named: "image").first?.attributes["width"], "20")
            XCTAssertEqual(document.elements(named: "image").first?.attributes["height"], "40")

            view.image = image.withRenderingMode(.alwaysTemplate)
            view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            document = SVGDocument(view.renderSVG())
            let filter = try XCTUnwrap(document.elements(named: "filter").first)
            XCTAssertEqual(
                document.elements(named: "image").first?.attributes["filter"],
                "url(#\(filter.attributes["id"] ?? ""))")
            XCTAssertEqual(document.elements(named: "feFlood").first?.attributes["flood-color"], "rgb(0,0,255)")
        }
    }

    func testTintColorIsInheritedFromTheNearestAncestor() {
        onMain {
            let parent = UIView()
            let view = UIImageView()
            parent.addSubview(view)
            let light = UITraitCollection(userInterfaceStyle: .light)
            XCTAssertEqual(
                view.tintColor.resolvedColor(with: light), UIColor.systemBlue.resolvedColor(with: light),
                "with no tint set anywhere, the tint is the system blue")
            parent.tintColor = .red
            XCTAssertEqual(view.tintColor, .red)
            view.tintColor = .green
            XCTAssertEqual(view.tintColor, .green)
            view.tintColor = nil
            XCTAssertEqual(view.tintColor, .red, "tintColor is null_resettable: nil inherits again")
        }
    }

    func testImageViewShowsTheAnimationFrameOfTheVirtualClock() {
        onMain {
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
            XCTAssertEqual(shown(), 0)
            UISimulation.advance(by: 0.15)
            XCTAssertEqual(shown(), 1, "frame ⌊0.15 / 0.1⌋")
            UISimulation.advance(by: 0.1)
            XCTAssertEqual(shown(), 2)
            UISimulation.advance(by: 0.1)
            XCTAssertEqual(shown(), 0, "the animation repeats")
            view.image = frames[2]
            view.stopAnimating()
            XCTAssertEqual(shown(), 2, "stopped, the view shows its image")
        }
    }

    func testActivityIndicatorSpokesTurnWithTheClock() {
        onMain {
            let indicator = UIActivityIndicatorView(style: .medium)
            indicator.color = .black
            XCTAssertTrue(
                SVGDocument(indicator.renderSVG()).elements(named: "line").isEmpty,
                "a stopped indicator that hides when stopped is not drawn")
            indicator.startAnimating()
            @MainActor func brightest() -> Int? {
                let lines = SVGDocument(indicator.renderSVG()).elements(named: "line")
                XCTAssertEqual(lines.count, 8)
                return lines.firstIndex { $0.attributes["stroke-opacity"] == nil }
            }
            XCTAssertEqual(brightest(), 0)
            UISimulation.advance(by: 0.125 * 3)
            XCTAssertEqual(brightest(), 3)
            UISimulation.advance(by: 0.125 * 5)
            XCTAssertEqual(brightest(), 0, "one turn per second")
        }
    }

    func testRenderShowsThePresentationOfARunningAnimation() {
        onMain {
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
            XCTAssertEqual(transformNumbers(group?.attributes["transform"]).first ?? -1, 50, accuracy: 0.01)
            XCTAssertEqual(CGFloat(Double(group?.attributes["opacity"] ?? "") ?? -1), 0.5, accuracy: 0.01)
        }
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

    init(_ svg: String, file: StaticString = #filePath, line: UInt = #line) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        XCTAssertTrue(
            parser.parse(), "well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")",
            file: file, line: line)
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
