import Foundation
import Testing

/// The README's tables are held by tests: a row of a table with a test column names the tests that prove it, and
/// the testing table's APIs are declared by the stand-in. A renamed or deleted test or API cannot leave a row
/// without its proof.
struct ReadmeTableTests {
    /// Each table whose last column names, for every row, the test functions or suites in `Tests/` that hold it.
    @Test(arguments: [("## Bad input", 20), ("### Right-to-left", 5), ("### Results", 6)])
    func everyTestATableNamesExists(section: String, minimumRows: Int) throws {
        let rows = try Self.rows(ofTableIn: section)
        let sources = Repository.files(under: "Tests").filter { $0.hasSuffix(".swift") }
            .compactMap { try? Repository.text($0) }.joined(separator: "\n")
        #expect(rows.count >= minimumRows, "the table is where it was")
        for row in rows {
            let testColumn = try #require(row.last, "\(row)")
            let names = allCaptures("`([A-Za-z]+)`", in: testColumn).compactMap(\.first)
            #expect(!names.isEmpty, "\(section): a row without a test: \(row.first ?? "")")
            for name in names {
                let declared = sources.contains("func \(name)(") || sources.contains("struct \(name) ")
                #expect(declared, "`\(name)` in the table of \(section) names no test in Tests/")
            }
        }
    }

    /// "Testing with the stand-in": every API the table lists is declared in `Simulator/`.
    @Test func everyAPIOfTheStandInTableIsDeclared() throws {
        let rows = try Self.rows(ofTableIn: "## Testing with the stand-in")
        let sources = Repository.files(under: "Simulator").filter { $0.hasSuffix(".swift") }
            .compactMap { try? Repository.text($0) }.joined(separator: "\n")
        #expect(rows.count >= 10, "the table is where it was")
        for row in rows {
            // `UISimulation.advance(by:)`, `.now`, `simulateDrag(by:duration:)`: the member's name.
            let names = allCaptures(#"`(?:[A-Z][A-Za-z]*\.|\.)?([a-z][A-Za-z]*)(?:\(|`)"#, in: row.first ?? "")
                .compactMap(\.first)
            #expect(!names.isEmpty, "a row without an API: \(row.first ?? "")")
            for name in names {
                let declared = ["func \(name)(", "var \(name):", "let \(name):", "var \(name) ", "let \(name) ="]
                    .contains {
                        sources.contains($0)
                    }
                #expect(declared, "`\(name)` in the stand-in's table is declared nowhere in Simulator/")
            }
        }
    }

    /// The cells of each row of the first table after `section`'s heading, without its header and separator.
    static func rows(ofTableIn section: String) throws -> [[String]] {
        let readme = try Repository.text("README.md")
        let lines = readme.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: section), "README has a section \(section)")
        let table = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
