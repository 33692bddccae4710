import Foundation
import XCTest

@testable import mjrefresh_demo

/// The compact picture storage gives back exactly what it was given, also after a trip through JSON.
final class PictureStoreTests: XCTestCase {
    private let png = "data:image/png;base64,iVBORw0KGgo="

    func testRoundTripSharesLinesAndPictures() {
        var store = PictureStore()
        let first = "<svg>\n  <g transform=\"translate(0 0)\">\n    <rect/>\n  </g>\n</svg>\n"
        let second = "<svg>\n  <g transform=\"translate(0 12)\">\n    <rect/>\n  </g>\n</svg>\n"
        let a = store.add(first)
        let b = store.add(second)
        XCTAssertEqual(store.add(first), a, "an identical picture is stored once")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(store.svg(a), first)
        XCTAssertEqual(store.svg(b), second)
        // Six distinct lines (the empty last one included) plus the changed transform.
        XCTAssertEqual(store.lines.count, 7)
        XCTAssertEqual(store.pictures[a], [0, 6], "consecutive new lines form one run")
        XCTAssertEqual(store.pictures[b], [0, 1, 6, 1, 2, 4])
    }

    func testImagesAreStoredOnceWhereverTheyAppear() {
        var store = PictureStore()
        let first = "<svg>\n<image x=\"0\" href=\"\(png)\"/>\n</svg>"
        let moved = "<svg>\n<image x=\"5\" href=\"\(png)\"/> <image href=\"\(png)\"/>\n</svg>"
        let a = store.add(first)
        let b = store.add(moved)
        XCTAssertEqual(store.images, [png])
        XCTAssertFalse(store.lines.contains { $0.contains("base64") })
        XCTAssertTrue(store.lines.contains("<image x=\"0\" href=\"@img0@\"/>"))
        XCTAssertEqual(store.svg(a), first)
        XCTAssertEqual(store.svg(b), moved)
    }

    func testTextLookingLikeAReferenceStaysText() {
        var store = PictureStore()
        let svg = "<svg>\n<text>@img0@ href=&quot;@img0@</text><image href=\"\(png)\"/>\n</svg>"
        let number = store.add(svg)
        XCTAssertEqual(store.svg(number), svg)
    }

    func testJSONRoundTripKeepsPicturesAndAdding() throws {
        var store = PictureStore()
        let first = store.add("<svg>\n<image href=\"\(png)\"/>\n</svg>")
        let decoded = try JSONDecoder().decode(PictureStore.self, from: JSONEncoder().encode(store))
        XCTAssertEqual(decoded, store)
        var grown = decoded
        XCTAssertEqual(grown.add("<svg>\n<image href=\"\(png)\"/>\n</svg>"), first)
        XCTAssertEqual(grown.lines.count, store.lines.count)
    }

    func testJSONWithRunsOutsideTheLinesIsRejected() {
        let json = #"{"lines":["<svg>"],"images":[],"pictures":[[0,2]]}"#
        XCTAssertThrowsError(try JSONDecoder().decode(PictureStore.self, from: Data(json.utf8)))
    }
}
