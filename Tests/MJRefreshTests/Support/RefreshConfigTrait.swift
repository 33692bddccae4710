import MJRefresh
import Testing
import UIKit

/// Runs each test with MJRefresh's texts in one language (and, if given, the device's layout direction) and puts
/// MJRefresh's process-wide configuration back to its defaults afterwards:
/// `@Suite(.uiSimulation, .refreshConfig(language: "ar", layoutDirection: .rightToLeft))`.
///
/// `MJRefreshConfig.default` and `MJRefreshHeader.lastUpdatedTimeStore` outlive a test, so a test that changes
/// them would change the texts every later test reads. List this trait after `.uiSimulation`: traits listed first
/// scope the ones after them, so the restore happens while the test still has the simulator to itself.
struct RefreshConfigTrait: TestTrait, SuiteTrait, TestScoping {
    /// The language the test starts in; `nil` is the device's.
    let languageCode: String?
    /// The device's layout direction for the test; `nil` leaves the simulator's (`UISimulation.reset()` restores it).
    let layoutDirection: UIUserInterfaceLayoutDirection?

    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let languageCode = languageCode, layoutDirection = layoutDirection
        await MainActor.run {
            MJRefreshConfig.default.languageCode = languageCode
            if let layoutDirection { UISimulation.userInterfaceLayoutDirection = layoutDirection }
        }
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
    /// Each test starts with MJRefresh's texts in `language` (`nil`: the device's) on a device laid out in
    /// `layoutDirection` (`nil`: the simulator's), and MJRefresh's shared configuration goes back to its defaults
    /// after it (see `RefreshConfigTrait`).
    static func refreshConfig(
        language: String? = nil, layoutDirection: UIUserInterfaceLayoutDirection? = nil
    ) -> Self {
        Self(languageCode: language, layoutDirection: layoutDirection)
    }
}
