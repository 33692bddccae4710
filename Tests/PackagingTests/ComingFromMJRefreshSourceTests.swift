import Foundation
import Testing

/// Rows of the README's "Coming from MJRefresh" table that are facts of the source rather than of behaviour on the
/// stand-in: what is not provided, and how `state` is declared.
struct ComingFromMJRefreshSourceTests {
    private static func shippedSources() -> [(path: String, text: String)] {
        Repository.files(under: "Sources").filter { $0.hasSuffix(".swift") || $0.hasSuffix(".h") }
            .compactMap { path in (try? Repository.text(path)).map { (path, $0) } }
    }

    /// MJRefresh's method-swizzling helper is not provided, and nothing swizzles.
    @Test func noSourceDeclaresMJRefreshsSwizzlingHelper() {
        let sources = Self.shippedSources()
        #expect(sources.count > 20, "the sources are where they were")
        for (path, text) in sources {
            #expect(!text.contains("MJRefreshExchangeImplementations"), "\(path)")
            #expect(!text.contains("method_exchangeImplementations"), "\(path)")
        }
    }

    /// `state` is a Swift property, neither `@objc` nor `dynamic`: `observe(\.state)` finds no Objective-C name for
    /// its key path (observing by the key `"state"` goes through the Objective-C face, which Linux has not).
    @Test func theStateIsASwiftPropertyWithoutDynamicDispatch() throws {
        let lines = try Repository.text("Sources/MJRefresh/Base/MJRefreshComponent.swift").components(separatedBy: "\n")
        let declaration = try #require(lines.firstIndex { $0.contains(" var state: MJRefreshState") })
        #expect(!lines[declaration].contains("@objc") && !lines[declaration].contains("dynamic"))
        #expect(!lines[declaration - 1].contains("@objc") && !lines[declaration - 1].contains("dynamic"))
        let everywhere = Self.shippedSources().map(\.text).joined(separator: "\n")
        #expect(!everywhere.contains("dynamic var state"), "no extension makes it dynamic")
        #expect(!everywhere.contains("dynamic open var state"))
    }
}
