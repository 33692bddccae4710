import Foundation
import FoundationXML
import SimulationTesting
import XCTest

@testable import mjrefresh_demo

/// The page of the whole tour: every scenario with its frames, pictures that are well-formed SVG documents,
/// nothing loaded from elsewhere, a reasonable size.
final class PageTests: SimulationTestCase {
    /// The tour is played once for all tests of this class.
    @MainActor private static var tour: (results: [ScenarioResult], pictures: PictureStore, html: String)?

    @MainActor
    private static func playedTour() throws -> (results: [ScenarioResult], pictures: PictureStore, html: String) {
        if let tour = Self.tour { return tour }
        let library = PictureLibrary()
        let results = Tour.play(Tour.scenarios, framesPerSecond: 30, languageCode: "en", pictures: library)
        let html = try PageWriter.html(PageWriter.data(for: results, pictures: library.store))
        Self.tour = (results, library.store, html)
        return (results, library.store, html)
    }

    func testThePageHoldsEveryScenarioWithItsFrames() throws {
        try onMain {
            let (results, _, html) = try Self.playedTour()
            let data = try PageWriter.data(inPage: html)
            XCTAssertEqual(
                data.scenarios.map(\.name),
                [
                    "header", "gif-header", "auto-footer", "back-footer", "trailer", "language", "begin-early",
                    "results", "haptics", "accessibility", "rtl", "rtl-trailer",
                ])
            for (scenario, result) in zip(data.scenarios, results) {
                let recording = result.recording
                XCTAssertEqual(scenario.framesPerSecond, 30)
                XCTAssertEqual(scenario.frames, recording.frames, scenario.name)
                XCTAssertEqual(scenario.statuses.count, scenario.frames.count, scenario.name)
                XCTAssertEqual(scenario.events, recording.events, scenario.name)
                XCTAssertTrue(scenario.matchesExpectation, scenario.name)
                // At least 30 pictures per second of virtual time, for scenarios of several seconds.
                XCTAssertGreaterThanOrEqual(scenario.frames.count, 30 * 3, scenario.name)
                XCTAssertTrue(scenario.frames.allSatisfy { data.pictures.pictures.indices.contains($0) }, scenario.name)
            }
        }
    }

    func testEveryPictureIsAWellFormedSVGOfThePhone() throws {
        try onMain {
            let (_, pictures, html) = try Self.playedTour()
            let data = try PageWriter.data(inPage: html)
            XCTAssertEqual(data.pictures, pictures, "the pictures survive the page")
            XCTAssertGreaterThan(pictures.pictures.count, 100)
            for number in pictures.pictures.indices {
                let text = pictures.svg(number)
                let checker = SVGChecker(Data(text.utf8))
                XCTAssertTrue(checker.isWellFormed, "picture \(number): \(checker.error.map { "\($0)" } ?? "")")
                XCTAssertEqual(checker.root, "svg")
                XCTAssertEqual(checker.rootSize, "390×844")
            }
        }
    }

    func testThePageIsSelfContainedAndSmall() throws {
        try onMain {
            let (_, _, html) = try Self.playedTour()
            XCTAssertLessThan(html.utf8.count, 4_000_000, "a few MB at most")
            XCTAssertFalse(html.contains("<link"))
            XCTAssertFalse(html.contains(" src="), "no external scripts or images")
            XCTAssertFalse(html.contains("url(http"))
            XCTAssertFalse(html.contains("@import"))
            // The only "http" is the SVG namespace name, which is never fetched.
            XCTAssertEqual(
                html.components(separatedBy: "http").count - 1,
                html.components(separatedBy: "http:\\/\\/www.w3.org\\/2000\\/svg").count - 1)
            XCTAssertTrue(
                html.contains("new URLSearchParams(location.hash.slice(1))"),
                "the page follows #scenario=…&frame=…")
        }
    }

    func testWritingCreatesTheDirectoryAndReturnsThePage() throws {
        try onMain {
            let (results, pictures, _) = try Self.playedTour()
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("demo-page-\(UUID().uuidString)/nested").path
            defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
            let page = try PageWriter.write(
                PageWriter.data(for: Array(results.prefix(1)), pictures: pictures),
                to: directory)
            XCTAssertEqual(page.lastPathComponent, "mjrefresh-demo.html")
            let written = try String(contentsOf: page, encoding: .utf8)
            XCTAssertEqual(try PageWriter.data(inPage: written).scenarios.map(\.name), ["header"])
        }
    }
}

/// Parses a document with Foundation's XMLParser and notes the root element and its size.
private final class SVGChecker: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var rootSize: String?
    private(set) var error: (any Error)?
    private(set) var isWellFormed = false

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        isWellFormed = parser.parse()
        error = parser.parserError
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard root == nil else { return }
        root = elementName
        rootSize = "\(attributeDict["width"] ?? "?")×\(attributeDict["height"] ?? "?")"
    }
}
