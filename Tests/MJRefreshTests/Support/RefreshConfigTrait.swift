import MJRefresh
import Testing

/// Runs each test with MJRefresh's texts in one language and gives the process-wide configuration back afterwards:
/// `@Suite(.uiSimulation, .refreshConfig(language: "en"))`.
///
/// `MJRefreshConfig.default` and `MJRefreshHeader.lastUpdatedTimeStore` outlive a test, so a test that changes
/// them would change the texts every later test reads. List this trait after `.uiSimulation`: traits listed first
/// scope the ones after them, so the restore happens while the test still has the simulator to itself.
struct RefreshConfigTrait: TestTrait, SuiteTrait, TestScoping {
    /// The language the test starts in; `nil` is the device's.
    let languageCode: String?

    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let languageCode = languageCode
        await MainActor.run { MJRefreshConfig.default.languageCode = languageCode }
        do {
            try await function()
        } catch {
            await Self.restoreDefaults()
            throw error
        }
        await Self.restoreDefaults()
    }

    @MainActor
    private static func restoreDefaults() {
        let config = MJRefreshConfig.default
        config.languageCode = nil
        config.i18nFilename = nil
        config.i18nBundle = nil
        MJRefreshHeader.lastUpdatedTimeStore = MJRefreshUserDefaultsLastUpdatedStore()
    }
}

extension Trait where Self == RefreshConfigTrait {
    /// Each test starts with MJRefresh's texts in `language` (`nil`: the device's) and leaves MJRefresh's shared
    /// configuration as it found it (see `RefreshConfigTrait`).
    static func refreshConfig(language: String? = nil) -> Self { Self(languageCode: language) }
}
