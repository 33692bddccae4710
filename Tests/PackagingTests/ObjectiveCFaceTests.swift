import Foundation
import MJRefresh
import Testing

/// The Objective-C face (Sources/MJRefresh/ObjectiveC and the header target Sources/MJRefreshObjC) compiles only
/// where there is an Objective-C runtime; `.ci/objc-check` compiles it and an Objective-C client for iPhone. These
/// tests hold, on Linux, what it must share with the Swift API: the constants' values, the state numbers, and Swift
/// callers never seeing its members.
struct ObjectiveCFaceTests {
    private let constantsSource = "Sources/MJRefreshObjC/MJRefreshConst.m"
    private let constantsHeader = "Sources/MJRefreshObjC/include/MJRefreshObjC.h"

    /// `name = value` of each constant the Objective-C source defines.
    private func definitions() throws -> [String: String] {
        let text = try Repository.text(constantsSource)
        let pairs = allCaptures(#"(?m)^(?:const CGFloat|NSString \*const) (\w+) = @?"?([^";]+)"?;$"#, in: text)
        return Dictionary(pairs.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func numbersAreTheOnesTheSwiftComponentsUse() throws {
        let numbers: [String: Double] = [
            "MJRefreshLabelLeftInset": Double(MJRefreshLabelLeftInset),
            "MJRefreshHeaderHeight": Double(MJRefreshHeaderHeight),
            "MJRefreshFooterHeight": Double(MJRefreshFooterHeight),
            "MJRefreshTrailWidth": Double(MJRefreshTrailWidth),
            "MJRefreshFastAnimationDuration": Double(MJRefreshFastAnimationDuration),
            "MJRefreshSlowAnimationDuration": Double(MJRefreshSlowAnimationDuration),
        ]
        let defined = try definitions()
        for (name, value) in numbers {
            #expect(defined[name].flatMap(Double.init) == value, "\(name)")
        }
    }

    @Test func stringsAreTheOnesTheSwiftComponentsUse() throws {
        let strings: [String: String] = [
            "MJRefreshKeyPathContentOffset": MJRefreshKeyPathContentOffset,
            "MJRefreshKeyPathContentSize": MJRefreshKeyPathContentSize,
            "MJRefreshKeyPathContentInset": MJRefreshKeyPathContentInset,
            "MJRefreshKeyPathPanState": MJRefreshKeyPathPanState,
            "MJRefreshHeaderLastUpdatedTimeKey": MJRefreshHeaderLastUpdatedTimeKey,
            "MJRefreshHeaderIdleText": MJRefreshHeaderIdleText,
            "MJRefreshHeaderPullingText": MJRefreshHeaderPullingText,
            "MJRefreshHeaderRefreshingText": MJRefreshHeaderRefreshingText,
            "MJRefreshTrailerIdleText": MJRefreshTrailerIdleText,
            "MJRefreshTrailerPullingText": MJRefreshTrailerPullingText,
            "MJRefreshAutoFooterIdleText": MJRefreshAutoFooterIdleText,
            "MJRefreshAutoFooterRefreshingText": MJRefreshAutoFooterRefreshingText,
            "MJRefreshAutoFooterNoMoreDataText": MJRefreshAutoFooterNoMoreDataText,
            "MJRefreshBackFooterIdleText": MJRefreshBackFooterIdleText,
            "MJRefreshBackFooterPullingText": MJRefreshBackFooterPullingText,
            "MJRefreshBackFooterRefreshingText": MJRefreshBackFooterRefreshingText,
            "MJRefreshBackFooterNoMoreDataText": MJRefreshBackFooterNoMoreDataText,
            "MJRefreshHeaderLastTimeText": MJRefreshHeaderLastTimeText,
            "MJRefreshHeaderDateTodayText": MJRefreshHeaderDateTodayText,
            "MJRefreshHeaderNoneLastDateText": MJRefreshHeaderNoneLastDateText,
            "MJRefreshDidChangeLanguageNotification": Notification.Name.MJRefreshDidChangeLanguage.rawValue,
        ]
        let defined = try definitions()
        for (name, value) in strings {
            #expect(defined[name] == value, "\(name)")
        }
        #expect(defined.count == strings.count + 6, "every definition is checked above")
    }

    @Test func headerDeclaresExactlyWhatTheSourceDefinesHiddenFromSwift() throws {
        let header = try Repository.text(constantsHeader)
        let declaration = #"(?m)^UIKIT_EXTERN (?:const CGFloat|NSString \*const) (\w+) NS_REFINED_FOR_SWIFT;$"#
        let declared = allCaptures(declaration, in: header).map { $0[0] }
        let defined = try definitions()
        #expect(declared.sorted() == defined.keys.sorted())
        #expect(header.components(separatedBy: "UIKIT_EXTERN").count - 1 == declared.count, "each one matched")
    }

    /// CocoaPods builds one module: the pod compiles the constants and makes their header public (its umbrella then
    /// gives it to `@import MJRefresh;`), and leaves out `MJRefresh/MJRefresh.h`, which imports the module it would be
    /// part of.
    @Test func podShipsTheHeaderTargetsHeaderAndConstants() throws {
        let pod = Podspec(text: try Repository.text("MJRefreshSwift.podspec"))
        let sources = pod.strings("source_files")
        #expect(sources.contains(constantsSource))
        #expect(sources.contains(constantsHeader))
        #expect(pod.string("public_header_files") == constantsHeader)
        let everyObjCFile = Repository.files(under: "Sources/MJRefreshObjC").filter { $0.hasSuffix(".h") }
        #expect(everyObjCFile.filter { path in sources.contains { Glob($0).matches(path) } } == [constantsHeader])
    }

    /// The Objective-C examples of the README and of the documentation are code CI compiles: each paragraph of each
    /// block (but its `@import`) stands, line for line, in Examples/ObjCClient/Sources/MJClientDocumentationExamples.m.
    @Test(arguments: ["README.md", "Sources/MJRefresh/MJRefresh.docc/ObjectiveC.md"])
    func objectiveCExamplesAreCodeCICompiles(path: String) throws {
        let compiled = try codeLines(Repository.text("Examples/ObjCClient/Sources/MJClientDocumentationExamples.m"))
        let blocks = allCaptures(#"(?s)```objc\n(.*?)```"#, in: try Repository.text(path)).map { $0[0] }
        #expect(!blocks.isEmpty)
        for paragraph in blocks.flatMap({ $0.components(separatedBy: "\n\n") }) {
            let lines = codeLines(paragraph).filter { !$0.hasPrefix("@import") }
            guard !lines.isEmpty else { continue }
            let found = (0...max(0, compiled.count - lines.count)).contains { start in
                Array(compiled.dropFirst(start).prefix(lines.count)) == lines
            }
            #expect(found, "\(path): \(lines[0])")
        }
    }

    /// The non-empty lines of `text`, without their indentation.
    private func codeLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// MJRefresh's `MJRefreshStateIdle` … `MJRefreshStateNoMoreData` are 1…5, as the Swift cases' raw values.
    @Test func objectiveCStatesAreTheSwiftStatesNumbers() throws {
        let text = try Repository.text("Sources/MJRefresh/ObjectiveC/ObjectiveCInterop.swift")
        let enumBody = try #require(
            firstCapture(#"(?s)@objc\(MJRefreshState\) public enum \w+: Int \{(.*?)\n\n"#, in: text))
        let cases = allCaptures(#"case (\w+) = (\d+)"#, in: enumBody).map { ($0[0], Int($0[1])) }
        #expect(cases.map(\.0) == MJRefreshState.allCases.map { "\($0)" })
        #expect(cases.map(\.1) == MJRefreshState.allCases.map(\.rawValue))
    }

    /// Every Objective-C declaration is `@available(swift, obsoleted: 1)`, itself or through the type it belongs to:
    /// Swift callers keep the Swift API unchanged and never see a second spelling of it.
    @Test func swiftCallersNeverSeeTheObjectiveCMembers() throws {
        let files = Repository.files(under: "Sources/MJRefresh/ObjectiveC").filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        var declarations = 0
        for path in files {
            let lines = try Repository.text(path).components(separatedBy: "\n")
            #expect(
                lines.first == "#if canImport(ObjectiveC) && !SwiftOnly",
                "\(path): the whole file is Apple-only, and left out by the package trait SwiftOnly")
            var inHiddenType = false
            for (index, line) in lines.enumerated() {
                let attributes = lines[...index].reversed().prefix {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("@")
                }
                let isHidden = attributes.contains { $0.contains("@available(swift, obsoleted: 1)") }
                if line == "}" { inHiddenType = false }
                if firstCapture(#"^@.* (class|protocol|enum) "#, in: line) != nil { inHiddenType = isHidden }
                guard line.contains("@objc"), !line.contains("get {"), !inHiddenType || !line.hasPrefix(" ") else {
                    continue
                }
                declarations += 1
                #expect(isHidden, "\(path):\(index + 1)")
            }
        }
        #expect(declarations > 100)
    }
}
