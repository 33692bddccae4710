import Foundation
import Testing

/// The components' code asks what a component is through its role and purpose values and the hooks each class
/// overrides, never by testing its class: a base class that asks which subclass it is breaks for every subclass an
/// app writes. And every type the library declares stays small: a declaration of at most 300 lines holding at most
/// 12 stored properties (a god class grows past both).
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

    /// `open` = MJRefresh's subclass hooks; the rest is `public final`. The base classes declare exactly these as
    /// `open` (their overrides of UIKit's members aside), and the README's subclassing paragraph names each.
    @Test func theBaseClassesOpenExactlyMJRefreshsHooksAndTheReadmeNamesThem() throws {
        let hooks: [String: [String]] = [
            "MJRefreshComponent.swift": [
                "prepare", "placeSubviews", "i18nDidChange", "stateDidChange", "state", "isRefreshing",
                "pullingPercent",
                "beginRefreshing", "beginRefreshing", "endRefreshing", "endRefreshing", "executeRefreshingCallback",
                "scrollViewContentOffsetDidChange", "scrollViewContentSizeDidChange", "scrollViewPanStateDidChange",
            ],
            "MJRefreshHeader.swift": ["lastUpdatedTimeKey"],
            "MJRefreshFooter.swift": ["endRefreshingWithNoMoreData", "resetNoMoreData"],
        ]
        var scanned = 0
        for path in Repository.files(under: "Sources/MJRefresh/Base") where path.hasSuffix(".swift") {
            let text = try Repository.text(path)
            let declared = allCaptures(#"(?m)^\s*(?:@\S+\s+)*open (?:var|func) (\w+)"#, in: text).map { $0[0] }
            let file = String(path.split(separator: "/").last ?? "")
            #expect(declared.sorted() == (hooks[file] ?? []).sorted(), "\(path)")
            scanned += 1
        }
        #expect(scanned > 15, "the scan found the base classes")
        let readme = try Repository.text("README.md")
        let paragraph = try #require(readme.components(separatedBy: "\n\n").first { $0.hasPrefix("**Subclassing.**") })
        for hook in Set(hooks.values.joined()) {
            #expect(paragraph.contains("`\(hook)"), "the README's subclassing paragraph names `\(hook)`")
        }
    }

    @Test func noTypeIsOver300LinesOr12StoredProperties() throws {
        var scanned: [String: TypeDeclaration] = [:]
        for folder in ["Sources/MJRefresh", "Sources/MJRefreshCore", "Sources/MJRefreshSwiftUI"] {
            for path in Repository.files(under: folder) where path.hasSuffix(".swift") {
                for type in TypeDeclaration.all(in: try Repository.text(path)) {
                    #expect(type.lines <= 300, "\(path): \(type.name) is \(type.lines) lines")
                    #expect(
                        type.storedProperties.count <= 12,
                        "\(path): \(type.name) stores \(type.storedProperties.count): \(type.storedProperties)")
                    scanned[type.name] = type
                }
            }
        }
        // The scan reads what it should: the component's own declaration, its stored properties among them.
        let component = try #require(scanned["MJRefreshComponent"])
        #expect(component.storedProperties.contains("scrollView") && component.storedProperties.contains("cycle"))
        #expect(!component.storedProperties.contains("isHidden"), "an observed override stores nothing")
        #expect(!component.storedProperties.contains("state"), "a computed property stores nothing")
        #expect(scanned.count > 50)
    }
}

/// A class, struct, enum or actor as its declaration spells it: from its keyword's line to its closing brace, and
/// the stored instance properties declared directly in it (a `let`; a `var` without accessors, or with only
/// `didSet`/`willSet`). Extensions are separate declarations.
struct TypeDeclaration {
    let name: String
    let lines: Int
    let storedProperties: [String]

    static func all(in text: String) -> [TypeDeclaration] {
        let code = codeLines(text)
        var found: [TypeDeclaration] = []
        for (start, line) in code.enumerated() {
            guard
                let name = allCaptures(#"^\s*(?:@\S+\s+)*(?:\w+\s+)*?(?:class|struct|enum|actor)\s+(\w+)"#, in: line)
                    .first,
                !line.contains("class func"), !line.contains("class var"), !line.contains("protocol ")
            else { continue }
            var depth = 0
            var opened = false
            var stored: [String] = []
            var end = start
            for index in start..<code.count {
                let line = code[index]
                if opened && depth == 1, let property = storedProperty(line, next: code[safe: index + 1] ?? "") {
                    stored.append(property)
                }
                for character in line {
                    if character == "{" {
                        depth += 1
                        opened = true
                    } else if character == "}" {
                        depth -= 1
                    }
                }
                end = index
                if opened && depth == 0 { break }
            }
            found.append(TypeDeclaration(name: name[0], lines: end - start + 1, storedProperties: stored))
        }
        return found
    }

    /// The name of the stored instance property `line` declares, if it declares one.
    private static func storedProperty(_ line: String, next: String) -> String? {
        guard
            let match = allCaptures(
                #"^\s*(?:@\S+\s+)*((?:\w+(?:\(\w+\))?\s+)*)(var|let)\s+(\w+)(.*)$"#, in: line
            ).first
        else { return nil }
        let modifiers = match[0].split(separator: " ")
        guard !modifiers.contains("static"), !modifiers.contains("class"), !modifiers.contains("override") else {
            return nil
        }
        if match[1] == "let" { return match[2] }
        guard let brace = match[3].firstIndex(of: "{") else { return match[2] }
        var accessors = match[3][match[3].index(after: brace)...].trimmingCharacters(in: .whitespaces)
        if accessors.isEmpty { accessors = next.trimmingCharacters(in: .whitespaces) }
        return accessors.hasPrefix("didSet") || accessors.hasPrefix("willSet") ? match[2] : nil
    }

    /// The lines with comments and the contents of string literals taken out, so that braces in them do not count.
    private static func codeLines(_ text: String) -> [String] {
        var inMultilineString = false
        return text.components(separatedBy: "\n").map { line in
            if line.contains(#"""""#) {
                inMultilineString.toggle()
                return ""
            }
            if inMultilineString { return "" }
            var code = line.replacingOccurrences(
                of: #""(?:[^"\\]|\\.)*""#, with: #""""#, options: .regularExpression)
            if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
            return code
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
