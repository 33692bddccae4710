import Foundation
import Testing

/// CocoaPods is not installable on the project's Linux machines (not in Debian), so `pod lib lint` cannot run
/// here. These tests hold the podspec to what SwiftPM builds: the same version as the changelog and the README,
/// the same deployment target, exactly the library's sources (not the stand-in, the demo or the tests) and every
/// resource of those targets, including the privacy manifest.
struct PodspecTests {
    private let podspecPath = "MJRefreshSwift.podspec"

    private func podspec() throws -> Podspec { Podspec(text: try Repository.text(podspecPath)) }
    private func manifest() throws -> PackageManifest { PackageManifest(text: try Repository.text("Package.swift")) }

    @Test func versionIsTheChangelogsNewestAndTheOneTheReadmeTellsAppsToDependOn() throws {
        let version = try #require(try podspec().string("version"))
        let changelog = try Repository.text("CHANGELOG.md")
        #expect(firstCapture(#"(?m)^## (\d+\.\d+\.\d+)"#, in: changelog) == version)
        let readme = try Repository.text("README.md")
        #expect(firstCapture(#"\.package\(url: "[^"]+", from: "([^"]+)"\)"#, in: readme) == version)
        #expect(firstCapture(#":tag =>\s*'([^']+)'"#, in: readme) == version)
    }

    @Test func moduleIsTheLibraryProductSoAppsImportTheSameName() throws {
        #expect(try podspec().string("module_name") == manifest().libraryProductName)
    }

    @Test func deploymentTargetAndSwiftVersionAreThePackages() throws {
        let pod = try podspec()
        let package = try manifest()
        let deploymentTarget = try #require(package.iOSDeploymentTarget)
        let toolsMajorVersion = try #require(package.toolsMajorVersion)
        #expect(pod.string("ios.deployment_target") == deploymentTarget)
        #expect(pod.strings("swift_versions") == ["\(toolsMajorVersion).0"])
    }

    @Test func sourcesAreExactlyTheLibraryTargetsSwiftFiles() throws {
        let globs = try podspec().strings("source_files")
        #expect(!globs.isEmpty)
        let targets = try manifest().libraryTargets
        #expect(targets == ["MJRefresh", "MJRefreshCore"])
        let everySwiftFile = Repository.files(under: "Sources").filter { $0.hasSuffix(".swift") }
        let expected = targets.flatMap { Repository.files(under: "Sources/\($0)") }.filter { $0.hasSuffix(".swift") }
        #expect(everySwiftFile.filter { path in globs.contains { Glob($0).matches(path) } } == expected.sorted())
    }

    @Test func resourcesAreEveryResourceOfTheLibraryTargetsWithThePrivacyManifestAmongThem() throws {
        let bundles = try podspec().resourceBundles
        let globs = bundles.values.flatMap { $0 }
        let expected = try manifest().libraryTargets.flatMap { Repository.files(under: "Sources/\($0)/Resources") }
        #expect(!expected.isEmpty)
        let everyFile = Repository.files(under: "Sources")
        #expect(everyFile.filter { path in globs.contains { Glob($0).matches(path) } } == expected.sorted())
        // Texts and images in the bundle the code opens.
        let lookup = try Repository.text("Sources/MJRefreshCore/CocoaPodsResourceBundle.swift")
        let opened = try #require(firstCapture(#"forResource: "([^"]+)", withExtension: "bundle""#, in: lookup))
        #expect(opened != "MJRefresh", "the Objective-C pod's bundle name: an app may have both pods")
        let mainBundle = try #require(bundles[opened])
        #expect(
            expected.filter { !$0.hasSuffix(".xcprivacy") }.allSatisfy { path in
                mainBundle.contains { Glob($0).matches(path) }
            })
        #expect(globs.contains { Glob($0).matches("Sources/MJRefresh/Resources/PrivacyInfo.xcprivacy") })
    }

    @Test func licenceFileExists() throws {
        #expect(try podspec().text.contains(":file => 'LICENSE'"))
        #expect(try Repository.text("LICENSE").contains("Copyright (c) 2013-2015 MJRefresh"))
    }
}

/// The `s.field = value` assignments of a podspec, for the shapes this one uses: a quoted string, an array of
/// quoted strings, and a hash of quoted names to strings or arrays.
struct Podspec {
    let text: String

    func string(_ field: String) -> String? {
        firstCapture(#"(?m)^\s*s\."# + NSRegularExpression.escapedPattern(for: field) + #"\s*=\s*'([^']*)'"#, in: text)
    }

    func strings(_ field: String) -> [String] {
        guard
            let list = firstCapture(
                #"(?m)^\s*s\."# + NSRegularExpression.escapedPattern(for: field) + #"\s*=\s*\[([^\]]*)\]"#, in: text)
        else { return [] }
        return quoted(in: list)
    }

    var resourceBundles: [String: [String]] {
        guard let hash = firstCapture(#"(?s)s\.resource_bundles\s*=\s*\{(.*?)\n\s*\}"#, in: text) else { return [:] }
        var result: [String: [String]] = [:]
        for entry in allCaptures(#"'([^']+)'\s*=>\s*(\[[^\]]*\]|'[^']*')"#, in: hash) {
            result[entry[0]] = quoted(in: entry[1])
        }
        return result
    }

    private func quoted(in text: String) -> [String] { allCaptures(#"'([^']*)'"#, in: text).map { $0[0] } }
}

/// The facts the podspec must agree with, read from `Package.swift`'s text (running SwiftPM from a test would
/// lock the build folder it runs in).
struct PackageManifest {
    let text: String

    var toolsMajorVersion: String? { firstCapture(#"swift-tools-version:\s*(\d+)"#, in: text) }

    var iOSDeploymentTarget: String? {
        firstCapture(#"\.iOS\(\.v(\d+)\)"#, in: text).map { "\($0).0" }
    }

    var libraryProductName: String? { firstCapture(#"\.library\(name: "([^"]+)""#, in: text) }

    /// The library product's targets and the targets they depend on unconditionally (the stand-in is a
    /// Linux-only, conditional dependency and stays out).
    var libraryTargets: [String] {
        guard let product = firstCapture(#"\.library\(name: "[^"]+", targets: \[([^\]]*)\]"#, in: text) else {
            return []
        }
        var result: [String] = []
        var queue = allCaptures(#""([^"]+)""#, in: product).map { $0[0] }
        while let name = queue.popLast() {
            guard !result.contains(name) else { continue }
            result.append(name)
            let declaration = #"(?s)\.target\(\s*name: ""# + name + #"",\s*dependencies: \[(.*?)\n\s*\]"#
            if let dependencies = firstCapture(declaration, in: text) {
                queue += allCaptures(#"(?m)^\s*"([^"]+)",?\s*$"#, in: dependencies).map { $0[0] }
            }
        }
        return result.sorted()
    }
}

/// A CocoaPods file pattern: `**/` matches any folders (or none), `*` anything within one path component.
struct Glob {
    /// `nil` for a pattern that is no valid expression: it matches nothing, so the comparisons above fail.
    private let regex: NSRegularExpression?

    init(_ pattern: String) {
        var expression = "^"
        var rest = Substring(pattern)
        while let character = rest.first {
            if rest.hasPrefix("**/") {
                expression += "(?:.*/)?"
                rest = rest.dropFirst(3)
            } else {
                expression += character == "*" ? "[^/]*" : NSRegularExpression.escapedPattern(for: String(character))
                rest = rest.dropFirst()
            }
        }
        regex = try? NSRegularExpression(pattern: expression + "$")
    }

    /// A pattern that matches a folder matches every file in it: CocoaPods copies a matched folder whole (which
    /// keeps an `.lproj` folder's name in the resource bundle).
    func matches(_ path: String) -> Bool {
        let folders = path.indices.filter { path[$0] == "/" }.map { String(path[..<$0]) }
        return ([path] + folders).contains { candidate in
            regex?.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
        }
    }
}

func firstCapture(_ pattern: String, in text: String) -> String? { allCaptures(pattern, in: text).first?.first }

/// Each match's capture groups, in order.
func allCaptures(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
        (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
    }
}
