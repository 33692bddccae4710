import Foundation
import Testing

/// `import MJRefresh` re-exports MJRefreshCore, so every public declaration of the engine would become API an app
/// can lean on. Only the vocabulary apps name stays public; the engine is `@_spi(Engine)`. A plain import hiding
/// SPI is the compiler's business; these tests hold the line that decides what is SPI.
struct PublicSurfaceTests {
    /// The types an app names: states and results it reads or hands over, text keys, languages, and the stores
    /// `MJRefreshHeader.lastUpdatedTimeStore` takes. Constants are MJRefresh's globals (`MJRefreshHeaderHeight`, …).
    private let appFacingTypes: Set<String> = [
        "MJRefreshInMemoryLastUpdatedStore",
        "MJRefreshLanguage",
        "MJRefreshLastUpdatedStore",
        "MJRefreshPrefetchDistance",
        "MJRefreshResult",
        "MJRefreshState",
        "MJRefreshTextKey",
        "MJRefreshUserDefaultsLastUpdatedStore",
    ]

    private var coreSources: [String] {
        Repository.files(under: "Sources/MJRefreshCore").filter { $0.hasSuffix(".swift") }
    }

    @Test func coresPublicTypesAreExactlyTheOnesAppsName() throws {
        var publicTypes: Set<String> = []
        var engineTypes: Set<String> = []
        for path in coreSources {
            let text = try Repository.text(path)
            for match in allCaptures(
                #"(?m)^((?:@_spi\(Engine\) )?)public (?:final )?(?:struct|enum|protocol|class|actor) (\w+)"#, in: text)
            {
                if match[0].isEmpty { publicTypes.insert(match[1]) } else { engineTypes.insert(match[1]) }
            }
        }
        #expect(publicTypes == appFacingTypes)
        #expect(engineTypes.contains("MJRefreshHeaderTrigger"), "the scan found the engine's types")
        #expect(engineTypes.isDisjoint(with: appFacingTypes))
    }

    @Test func coreHasNoPublicTopLevelFunctionsOrValuesOrExtensions() throws {
        for path in coreSources {
            let text = try Repository.text(path)
            let topLevel = allCaptures(
                #"(?m)^(?:@\w+(?:\([^)]*\))? )*public (?:func|let|var|extension) (\w+)"#, in: text)
            #expect(topLevel.map { $0[0] } == [], "\(path)")
        }
    }

    /// CocoaPods compiles Core's sources into the MJRefresh module, where there is no MJRefreshCore to import (and
    /// none is needed: a module sees its own SPI). No CocoaPods build runs here, so the guard is checked as text.
    @Test func everyEngineImportInTheLibraryIsSkippedWhereCoreIsPartOfTheModule() throws {
        let files = Repository.files(under: "Sources/MJRefresh").filter { $0.hasSuffix(".swift") }
        var importing = 0
        for path in files {
            let text = try Repository.text(path)
            let imports = allCaptures(#"(?m)^(.*import MJRefreshCore)$"#, in: text).count
            let guarded = allCaptures(
                #"#if canImport\(MJRefreshCore\)\n(?:@\w+(?:\([^)]*\))? )*import MJRefreshCore\n#endif"#, in: text
            ).count
            #expect(imports == guarded, "\(path)")
            importing += imports
        }
        #expect(importing > 1)
    }
}
