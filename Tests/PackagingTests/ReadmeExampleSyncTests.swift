import Testing

/// The README's Swift Testing example runs as a test only while it is the same code: the last suite of
/// `RefreshingTaskOnTheClockTests.swift` is the example, less its imports.
struct ReadmeExampleSyncTests {
    @Test func theSwiftTestingExampleIsTheOneThatRuns() throws {
        let readme = try Repository.text("README.md")
        let blocks = allCaptures(#"(?s)```swift simulator\n(.*?)```"#, in: readme).compactMap(\.first)
        let example = try #require(blocks.first { $0.contains("struct FeedTests") }, "README has the example")
        let body = example.replacingOccurrences(of: "import MJRefresh\nimport Testing\n\n", with: "")
        let test = try Repository.text("Tests/MJRefreshTests/RefreshingTaskOnTheClockTests.swift")
        #expect(test.hasSuffix(body), "copy the README's Swift Testing example into the test file, or back")
    }
}
