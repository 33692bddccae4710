import Foundation
import Testing

/// The components' code asks what a component is through its role and purpose values and the hooks each class
/// overrides, never by testing its class: a base class that asks which subclass it is breaks for every subclass an
/// app writes.
struct ComponentShapeTests {
    private let componentFolders = [
        "Sources/MJRefresh/Base", "Sources/MJRefresh/Accessibility", "Sources/MJRefresh/Custom",
    ]

    @Test func noComponentCodeTestsTheClassOfAComponent() throws {
        var scanned = 0
        for folder in componentFolders {
            for path in Repository.files(under: folder) where path.hasSuffix(".swift") {
                // The code only: comments say "the component is …" in prose.
                let text = try Repository.text(path).split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                let checks = allCaptures(
                    #"((?:self|component) (?:is|as\?|as!) |(?:is|as\?|as!) (?:any )?MJRefresh\w+)"#, in: text)
                #expect(checks.isEmpty, "\(path): \(checks.map { $0[0] })")
                scanned += 1
            }
        }
        #expect(scanned > 20, "the scan found the components' files")
    }
}
