import MJRefresh
import SimulationTesting
import Testing

/// README "Right-to-left": a component follows its own layout direction, not MJRefresh's text language: Arabic
/// texts in a left-to-right app keep MJRefresh's layout, and a component forced right to left is mirrored in an
/// English app.
@MainActor
@Suite(.uiSimulation, .refreshConfig())
struct RightToLeftPromisesTests {
    @Test func arabicTextsInALeftToRightAppKeepTheArrowLeftOfTheText() {
        MJRefreshConfig.default.languageCode = "ar"
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.advance(by: oneFrame)
        #expect(header.stateLabel.text == "اسحب للأسفل للتحديث")
        #expect(header.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(header.arrowView.center.x < 195, "left of the centred text, as in MJRefresh")
    }

    @Test func aComponentForcedRightToLeftIsMirroredInAnEnglishApp() {
        MJRefreshConfig.default.languageCode = "en"
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.semanticContentAttribute = .forceRightToLeft }
        UISimulation.advance(by: oneFrame)
        #expect(header.stateLabel.text == "Pull down to refresh")
        #expect(header.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(header.arrowView.center.x > 195, "right of the centred text")
    }
}
