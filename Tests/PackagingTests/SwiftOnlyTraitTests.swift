import Foundation
import Testing

/// The package trait `SwiftOnly` (README, "Objective-C") leaves out the Objective-C face and nothing else, and is
/// off unless an app enables it, so that a build which applies no traits (CocoaPods) and a default SwiftPM build are
/// the same. The face compiles only where there is an Objective-C runtime, so these tests hold the manifest and the
/// sources to that rule; `Benchmarks/size/measure` compiles the module for iPhone with and without the trait, and
/// `.ci/objc-check` compiles the default build's Objective-C interface.
struct SwiftOnlyTraitTests {
    private let face = "Sources/MJRefresh/ObjectiveC/"

    @Test func theManifestDeclaresTheTraitAndEnablesNoTraitByDefault() throws {
        let manifest = try Repository.text("Package.swift")
        #expect(allCaptures(#"\.trait\(\s*name: "(\w+)""#, in: manifest).map { $0[0] } == ["SwiftOnly"])
        #expect(!manifest.contains(".default(enabledTraits:"), "a default trait would differ from builds without")
    }

    /// Each file of the face opens with the trait's condition (`ObjectiveCFaceTests` holds that); no other does.
    @Test func noSourceOutsideTheObjectiveCFaceIsLeftOutBySwiftOnly() throws {
        let sources = Repository.files(under: "Sources").filter { $0.hasSuffix(".swift") }
        #expect(sources.contains { !$0.hasPrefix(face) } && sources.contains { $0.hasPrefix(face) })
        for path in sources where !path.hasPrefix(face) {
            #expect(try !Repository.text(path).contains("SwiftOnly"), "\(path)")
        }
    }
}
