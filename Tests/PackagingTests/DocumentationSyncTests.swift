import Testing

/// `FeedRefreshTests` is the testing article's example; it proves the example only while it is the same code.
struct DocumentationSyncTests {
    @Test func theTestingArticlesExampleIsTheOneThatRuns() throws {
        let article = try Repository.text("Sources/MJRefresh/MJRefresh.docc/TestingWithTheLinuxSimulator.md")
        let example = try #require(allCaptures(#"(?s)```swift\n(.*?)```"#, in: article).first?.first)
        let test = try Repository.text("Tests/PackagingTests/DocumentationExampleTests.swift")
        #expect(test.hasSuffix(example), "copy the article's first code block into the test, or back")
    }
}
