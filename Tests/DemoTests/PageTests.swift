import Foundation
import FoundationXML
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// The page of the whole tour: every scenario with its frames, pictures that are well-formed SVG documents,
/// nothing loaded from elsewhere, a reasonable size.
@MainActor
@Suite(.uiSimulation)
struct PageTests {
    /// The tour is played once for all tests of this suite.
    private static var tour: (results: [ScenarioResult], pictures: PictureStore, html: String)?

    private static func playedTour() throws -> (results: [ScenarioResult], pictures: PictureStore, html: String) {
        if let tour = Self.tour { return tour }
        let library = PictureLibrary()
        let results = Tour.play(Tour.scenarios, framesPerSecond: 30, languageCode: "en", pictures: library)
        let html = try PageWriter.html(PageWriter.data(for: results, pictures: library.store))
        Self.tour = (results, library.store, html)
        return (results, library.store, html)
    }

    @Test func thePageHoldsEveryScenarioWithItsFrames() throws {
        let (results, _, html) = try Self.playedTour()
        let data = try PageWriter.data(inPage: html)
        #expect(
            data.scenarios.map(\.name) == [
                "header", "gif-header", "auto-footer", "back-footer", "trailer", "language", "begin-early",
                "results", "haptics", "accessibility", "rtl", "rtl-trailer", "dark", "large-title", "tab-bar",
                "sticky-sections", "paging", "failed-load", "older-items", "leader", "second-floor", "custom-content",
                "prefetch",
            ])
        for (scenario, result) in zip(data.scenarios, results) {
            let recording = result.recording
            #expect(scenario.framesPerSecond == 30)
            #expect(scenario.frames == recording.frames, "\(scenario.name)")
            #expect(scenario.statuses.count == scenario.frames.count, "\(scenario.name)")
            #expect(scenario.events == recording.events, "\(scenario.name)")
            #expect(scenario.matchesExpectation, "\(scenario.name)")
            // At least 30 pictures per second of virtual time, for scenarios of several seconds.
            #expect(scenario.frames.count >= 30 * 3, "\(scenario.name)")
            #expect(scenario.frames.allSatisfy { data.pictures.pictures.indices.contains($0) }, "\(scenario.name)")
        }
    }

    @Test func everyPictureIsAWellFormedSVGOfThePhone() throws {
        let (_, pictures, html) = try Self.playedTour()
        let data = try PageWriter.data(inPage: html)
        #expect(data.pictures == pictures, "the pictures survive the page")
        #expect(pictures.pictures.count > 100)
        for number in pictures.pictures.indices {
            let text = pictures.svg(number)
            let checker = SVGChecker(Data(text.utf8))
            #expect(checker.isWellFormed, "picture \(number): \(checker.error.map { "\($0)" } ?? "")")
            #expect(checker.root == "svg")
            #expect(checker.rootSize == "390×844")
        }
    }

    @Test func thePageIsSelfContainedAndSmall() throws {
        let (_, _, html) = try Self.playedTour()
        #expect(html.utf8.count < 4_000_000, "a few MB at most")
        #expect(!html.contains("<link"))
        #expect(!html.contains(" src="), "no external scripts or images")
        #expect(!html.contains("url(http"))
        #expect(!html.contains("@import"))
        // The only "http" is the SVG namespace name, which is never fetched.
        #expect(
            html.components(separatedBy: "http").count - 1 == html.components(
                separatedBy: "http:\\/\\/www.w3.org\\/2000\\/svg"
            ).count - 1)
        #expect(html.contains("new URLSearchParams(location.hash.slice(1))"), "the page follows #scenario=…&frame=…")
    }

    @Test func writingCreatesTheDirectoryAndReturnsThePage() throws {
        let (results, pictures, _) = try Self.playedTour()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demo-page-\(UUID().uuidString)/nested").path
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let page = try PageWriter.write(
            PageWriter.data(for: Array(results.prefix(1)), pictures: pictures),
            to: directory)
        #expect(page.lastPathComponent == "mjrefresh-demo.html")
        let written = try String(contentsOf: page, encoding: .utf8)
        #expect(try PageWriter.data(inPage: written).scenarios.map(\.name) == ["header"])
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
