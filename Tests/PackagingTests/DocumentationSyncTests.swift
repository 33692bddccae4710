import Testing

/// The testing article's three examples are proved by the tests that run them, only while they are the same code:
/// the Swift Testing one here (`DocumentationExampleTests.swift`), the XCTest one in the client package, the
/// release one in `Tests/MJRefreshTests/DocPromises`.
struct DocumentationSyncTests {
    @Test(arguments: [
        (0, "Tests/PackagingTests/DocumentationExampleTests.swift"),
        (1, "Examples/SwiftTestingClient/Tests/XCTestClientTests/FeedRefreshTests.swift"),
        (2, "Tests/MJRefreshTests/DocPromises/TestingWithTheLinuxSimulatorPromiseTests.swift"),
    ])
    func theTestingArticlesExamplesAreTheOnesThatRun(block: Int, testFile: String) throws {
        let article = try Repository.text("Sources/MJRefresh/MJRefresh.docc/TestingWithTheLinuxSimulator.md")
        let blocks = allCaptures(#"(?s)```swift(?: simulator)?\n(.*?)```"#, in: article)
        try #require(blocks.count > block, "the article has a code block \(block)")
        let example = try #require(blocks[block].first)
        let test = try Repository.text(testFile)
        #expect(test.hasSuffix(example), "copy the article's code block \(block) into \(testFile), or back")
    }
}
