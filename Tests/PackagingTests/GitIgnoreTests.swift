import Testing

/// What the repository keeps out of git, as the README says.
struct GitIgnoreTests {
    /// The demo writes its page to `./demo-output` unless told otherwise; git ignores that folder.
    @Test func theDemosDefaultOutputIsIgnoredByGit() throws {
        let patterns = try Repository.text(".gitignore").components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(patterns.contains { ["demo-output", "demo-output/", "/demo-output", "/demo-output/"].contains($0) })
    }
}
