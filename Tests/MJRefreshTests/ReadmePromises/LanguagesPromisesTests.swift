import Foundation
import MJRefresh
import SimulationTesting
import Testing

/// README "Languages": an app's strings table is looked up in its `<code>.lproj` folder as the code is given, then as
/// the built-in language the code maps to, then as the bare language; any key it lacks comes from the built-in table.
@MainActor
@Suite(.uiSimulation, .refreshConfig())
struct LanguagesPromisesTests {
    /// A bundle folder with a `MyStrings` table in each of `folders` (named without `.lproj`), each giving the header's
    /// idle text as the folder's own name.
    private static func makeBundle(folders: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("MJRefreshLanguagesPromises-\(UUID().uuidString)")
        for folder in folders {
            let url = directory.appendingPathComponent("\(folder).lproj")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("\"MJRefreshHeaderIdleText\" = \"from \(folder)\";\n".utf8)
                .write(to: url.appendingPathComponent("MyStrings.strings"))
        }
        return directory
    }

    @Test(arguments: [
        (["zh-HK", "zh-Hant", "zh"], "from zh-HK"), (["zh-Hant", "zh"], "from zh-Hant"), (["zh"], "from zh"),
        (["pt-AO", "pt-PT", "pt"], "from pt-AO"), (["pt-PT", "pt"], "from pt-PT"), (["pt"], "from pt"),
    ])
    func theAppsFolderIsTriedAsGivenThenAsTheBuiltInLanguageThenBare(folders: [String], expected: String) throws {
        let directory = try Self.makeBundle(folders: folders)
        defer { try? FileManager.default.removeItem(at: directory) }
        let code = folders[0].hasPrefix("zh") ? "zh-HK" : "pt-AO"
        let config = MJRefreshConfig.default
        config.languageCode = code
        config.i18nBundle = Bundle(path: directory.path)
        config.i18nFilename = "MyStrings"
        let header = Stage().attach(MJRefreshNormalHeader {})
        #expect(header.stateLabel.text == expected, "\(code) with \(folders)")
        let builtInPulling = code == "zh-HK" ? "鬆開立即刷新" : "Largue para atualizar"
        #expect(Bundle.mj_localizedString(forKey: "MJRefreshHeaderPullingText") == builtInPulling, "built in")
    }
}
