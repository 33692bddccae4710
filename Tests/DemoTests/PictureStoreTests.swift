import Foundation
import Testing

@testable import mjrefresh_demo

/// The compact picture storage gives back exactly what it was given, also after a trip through JSON.
struct PictureStoreTests {
    private let png = "data:image/png;base64,iVBORw0KGgo="

    /// A new store after adding `first`, then `second`, with the numbers they were given.
    private static func store(adding first: String, _ second: String) -> (PictureStore, first: Int, second: Int) {
        var store = PictureStore()
        let a = store.add(first)
        let b = store.add(second)
        return (store, a, b)
    }

    @Test func roundTripSharesLinesAndPictures() {
        let first = "<svg>\n  <g transform=\"translate(0 0)\">\n    <rect/>\n  </g>\n</svg>\n"
        let second = "<svg>\n  <g transform=\"translate(0 12)\">\n    <rect/>\n  </g>\n</svg>\n"
        let (filled, a, b) = Self.store(adding: first, second)
        var store = filled  // adding again must change nothing
        #expect(store.add(first) == a, "an identical picture is stored once")
        #expect(a != b)
        #expect(store.svg(a) == first)
        #expect(store.svg(b) == second)
        // Six distinct lines (the empty last one included) plus the changed transform.
        #expect(store.lines.count == 7)
        #expect(store.pictures[a] == [0, 6], "consecutive new lines form one run")
        #expect(store.pictures[b] == [0, 1, 6, 1, 2, 4])
    }

    @Test func imagesAreStoredOnceWhereverTheyAppear() {
        let first = "<svg>\n<image x=\"0\" href=\"\(png)\"/>\n</svg>"
        let moved = "<svg>\n<image x=\"5\" href=\"\(png)\"/> <image href=\"\(png)\"/>\n</svg>"
        let (store, a, b) = Self.store(adding: first, moved)
        #expect(store.images == [png])
        #expect(!store.lines.contains { $0.contains("base64") })
        #expect(store.lines.contains("<image x=\"0\" href=\"@img0@\"/>"))
        #expect(store.svg(a) == first)
        #expect(store.svg(b) == moved)
    }

    @Test func textLookingLikeAReferenceStaysText() {
        var store = PictureStore()
        let svg = "<svg>\n<text>@img0@ href=&quot;@img0@</text><image href=\"\(png)\"/>\n</svg>"
        let number = store.add(svg)
        #expect(store.svg(number) == svg)
    }

    @Test func jsonRoundTripKeepsPicturesAndAdding() throws {
        var store = PictureStore()
        let first = store.add("<svg>\n<image href=\"\(png)\"/>\n</svg>")
        let decoded = try JSONDecoder().decode(PictureStore.self, from: JSONEncoder().encode(store))
        #expect(decoded == store)
        var grown = decoded
        #expect(grown.add("<svg>\n<image href=\"\(png)\"/>\n</svg>") == first)
        #expect(grown.lines.count == store.lines.count)
    }

    @Test func jsonWithRunsOutsideTheLinesIsRejected() {
        let json = #"{"lines":["<svg>"],"images":[],"pictures":[[0,2]]}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(PictureStore.self, from: Data(json.utf8)) }
    }
}
