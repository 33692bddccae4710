import Foundation
import Testing

/// The README's tables without a test column, and its checkable prose, are held by `ReadmeRowProofs`: every row has
/// an entry there, every entry still has its row, and every test, flow, compiled line and measuring script an entry
/// names exists. A row added, renamed or removed, or a proof renamed or deleted, fails here.
struct ReadmeRowProofTests {
    @Test(arguments: ReadmeTableProofs.all.map(\.header))
    func everyRowOfTheTableHasAProofAndEveryProofARow(header: String) throws {
        let table = try #require(ReadmeTableProofs.all.first { $0.header == header })
        let firstCells = try Self.firstCells(ofTableIn: table.heading, headedBy: table.header)
        #expect(!firstCells.isEmpty, "\(table.heading): the table is where it was")
        for cell in firstCells {
            let entries = table.rows.filter { Self.key($0.key, matches: cell) }
            #expect(entries.count == 1, "\(table.heading): the row \(cell) has \(entries.count) entries, not 1")
        }
        for row in table.rows {
            #expect(firstCells.contains { Self.key(row.key, matches: $0) }, "\(table.heading): no row \(row.key)")
            #expect(!row.proofs.isEmpty, "\(table.heading): \(row.key) names no proof")
        }
    }

    @Test func everyClaimOfTheContainersProseIsStillMade() throws {
        let prose = ReadmeProseProofs.containersAndBars
        let text = try Self.section(prose.heading).replacingOccurrences(of: "\n", with: " ")
        for claim in prose.claims {
            #expect(text.contains(claim.phrase), "\(prose.heading) no longer says \(claim.phrase)")
            #expect(!claim.proofs.isEmpty, "\(prose.heading): \(claim.phrase) names no proof")
        }
    }

    @Test func everyProofNamedExists() throws {
        let proofs =
            ReadmeTableProofs.all.flatMap { $0.rows.flatMap(\.proofs) }
            + ReadmeProseProofs.containersAndBars.claims.flatMap(\.proofs)
        // The examples' own build folders (CI builds them in place) hold dependencies' sources, not proofs.
        let sources = (Repository.files(under: "Tests") + Repository.files(under: "Examples"))
            .filter { $0.hasSuffix(".swift") && !$0.contains("/.build") }.compactMap { try? Repository.text($0) }
            .joined(separator: "\n")
        let readme = try Repository.text("README.md")
        for proof in proofs {
            switch proof {
            case .test(let name):
                let declared = ["func \(name)(", "struct \(name) ", "class \(name):", "class \(name) "]
                    .contains { sources.contains($0) }
                #expect(declared, "`\(name)` is no test in Tests/ or Examples/")
            case .compiles(let code, let file, let script), .runs(let code, let file, let script):
                #expect(try Repository.text(file).contains(code), "\(file) no longer has \(code)")
                let checks = try Repository.text(script)
                let folders = Self.ancestors(of: file)
                #expect(folders.contains { checks.contains($0) }, "\(script) builds nothing of \(file)")
            case .measuredBy(let path):
                #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(path).path))
                let name =
                    path.hasSuffix(".swift")
                    ? (path as NSString).lastPathComponent.replacingOccurrences(
                        of: ".swift", with: "") : path
                #expect(readme.contains(name), "the README does not say that \(path) measures its figures")
            case .unproven(let reason):
                #expect(!reason.isEmpty, "an unproven claim says why")
            }
        }
    }

    static func key(_ key: String, matches cell: String) -> Bool {
        key.hasSuffix("…") ? cell.hasPrefix(key.dropLast()) : cell == key
    }

    /// `file` and the folders it is in, longest first, without the repository root.
    static func ancestors(of file: String) -> [String] {
        var paths = [file]
        var components = file.split(separator: "/")
        while components.count > 1 {
            components.removeLast()
            paths.append(components.joined(separator: "/"))
        }
        return paths.filter { $0.contains("/") || $0 == file }
    }

    /// The text from the line `heading` to the next heading of any level.
    static func section(_ heading: String) throws -> String {
        let lines = try Repository.text("README.md").components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "README has a section \(heading)")
        return lines[(start + 1)...].prefix { !$0.hasPrefix("#") }.joined(separator: "\n")
    }

    /// The first cell of each row of the first table after `heading` whose header line starts with `header`.
    static func firstCells(ofTableIn heading: String, headedBy header: String) throws -> [String] {
        let lines = try Repository.text("README.md").components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "README has a section \(heading)")
        let top = try #require(lines[start...].firstIndex { $0.hasPrefix(header) }, "\(heading) has a table \(header)")
        return lines[(top + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
    }
}
