import Testing

/// The README's bad-input table names, for each row, the tests that hold it: every name must still be a test
/// function or a suite in `Tests/`, so a renamed or deleted test cannot leave a row without its proof.
struct BadInputTableTests {
    @Test func everyTestTheTableNamesExists() throws {
        let readme = try Repository.text("README.md")
        let table = try #require(allCaptures(#"(?s)## Bad input\n(.*?)\n### "#, in: readme).first?.first)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Bad input") }
        let sources = Repository.files(under: "Tests").filter { $0.hasSuffix(".swift") }
            .compactMap { try? Repository.text($0) }.joined(separator: "\n")
        #expect(rows.count > 20, "the table is where it was")
        for row in rows {
            let testColumn = try #require(row.split(separator: "|").last.map(String.init), "\(row)")
            let names = allCaptures("`([A-Za-z]+)`", in: testColumn).compactMap(\.first)
            #expect(!names.isEmpty, "a row without a test: \(row.prefix(60))")
            for name in names {
                let declared = sources.contains("func \(name)(") || sources.contains("struct \(name) ")
                #expect(declared, "`\(name)` in the bad-input table names no test in Tests/")
            }
        }
    }
}
