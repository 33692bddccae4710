import Foundation
import MJRefresh
import Testing

/// Apple rejects apps whose SDKs use a "required reason" API without declaring it. The library's manifest must
/// reach the built bundle, parse as a property list, and declare exactly the APIs the sources use.
struct PrivacyManifestTests {
    private func manifest() throws -> [String: Any] {
        let url = try #require(
            Bundle.mj_refreshBundle().url(forResource: "PrivacyInfo", withExtension: "xcprivacy"),
            "PrivacyInfo.xcprivacy is not in the MJRefresh resource bundle")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try #require(plist as? [String: Any], "the manifest's root is not a dictionary")
    }

    @Test func theBuiltBundleHoldsAManifestThatTracksNothingAndCollectsNothing() throws {
        let manifest = try manifest()
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.count == 0)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.count == 0)
    }

    @Test func userDefaultsIsDeclaredWithTheReasonForTheAppsOwnData() throws {
        let entries = try #require(try manifest()["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        let userDefaults = entries.filter {
            $0["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults"
        }
        #expect(userDefaults.count == 1)
        // CA92.1: read and written by the app itself only (the last-updated dates of its own headers).
        #expect(userDefaults.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["CA92.1"])
    }

    /// The declared categories are the ones whose APIs the library's sources call: a new use of, say, a file's
    /// modification date fails here until the manifest declares it, and a stale declaration fails too.
    @Test func theDeclaredCategoriesAreTheOnesTheSourcesUse() throws {
        let signatures: [String: [String]] = [
            "NSPrivacyAccessedAPICategoryUserDefaults": ["UserDefaults"],
            "NSPrivacyAccessedAPICategoryFileTimestamp": [
                "creationDate", "modificationDate", "contentModificationDateKey", "attributesOfItem", "getattrlist",
            ],
            "NSPrivacyAccessedAPICategorySystemBootTime": ["systemUptime", "mach_absolute_time"],
            "NSPrivacyAccessedAPICategoryDiskSpace": [
                "volumeAvailableCapacity", "systemFreeSize", "systemSize", "statfs", "statvfs",
            ],
            "NSPrivacyAccessedAPICategoryActiveKeyboards": ["activeInputModes"],
        ]
        let code = try (Repository.files(under: "Sources/MJRefreshCore") + Repository.files(under: "Sources/MJRefresh"))
            .filter { $0.hasSuffix(".swift") }
            .map { try Repository.text($0) }
            .joined(separator: "\n")
            .split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }  // doc comments may name anything
            .joined(separator: "\n")
        #expect(!code.isEmpty, "no library sources found under \(Repository.root.path)")
        let used = Set(signatures.filter { _, names in names.contains { code.contains($0) } }.keys)
        let entries = try #require(try manifest()["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        let declared = Set(entries.compactMap { $0["NSPrivacyAccessedAPIType"] as? String })
        #expect(declared == used)
    }
}
