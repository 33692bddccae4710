import MJRefresh
import SimulationTesting
import Testing

/// What VoiceOver finds on screen: each titled component is one element reading its current title; hidden and
/// faded-out components, and components without a title, are not there.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AccessibilityElementTests {
    /// The stage each test plays on: Swift Testing makes a new suite instance, so a new stage, for every test.
    private let stage = Stage()

    @Test func aHeaderIsOneElementReadingItsCurrentTitle() {
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.runUntilIdle()
        #expect(element(of: header, in: stage)?.label == "Pull down to refresh")
        #expect(element(of: header, in: stage)?.value == header.lastUpdatedTimeLabel.text)
        #expect(
            !(elements(in: stage).contains { $0.object === header.stateLabel }),
            "the labels inside are read as part of the header")
        #expect(element(of: header, in: stage)?.frame == header.convert(header.bounds, to: nil))

        stage.pullDown(150)
        #expect(element(of: header, in: stage)?.label == "Release to refresh")
        stage.release()
        #expect(element(of: header, in: stage)?.label == "Loading...")
    }

    @Test func theLabelFollowsLanguageChangesAndCustomTitles() {
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        MJRefreshConfig.default.languageCode = "ru"
        #expect(footer.accessibilityLabel == footer.stateLabel.text)
        #expect(
            footer.accessibilityLabel == Bundle.mj_localizedString(forKey: MJRefreshTextKey.backFooterIdle.rawValue))
        footer.setTitle("Older posts", for: .idle)
        UISimulation.runUntilIdle()
        #expect(element(of: footer, in: stage)?.label == "Older posts")
    }

    @Test func hiddenFadedOutAndUntitledComponentsAreNotExposed() {
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.isAutomaticallyChangeAlpha = true }
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(element(of: header, in: stage) == nil, "an idle header faded out by auto-alpha is invisible")
        #expect(element(of: footer, in: stage) != nil)
        footer.isHidden = true
        #expect(element(of: footer, in: stage) == nil)

        stage.pullDown(150)
        #expect(element(of: header, in: stage) != nil, "pulled into view it shows, and is read")
        stage.release()

        let bare = stage.attach(MJRefreshAutoFooter {})
        UISimulation.runUntilIdle()
        #expect(!bare.isAccessibilityElement)
        #expect(element(of: bare, in: stage) == nil)
    }
}

@MainActor
private func elements(in stage: Stage) -> [UISimulation.AccessibilityElement] {
    UISimulation.accessibilityElements(in: stage.window)
}

@MainActor
private func element(of component: UIView, in stage: Stage) -> UISimulation.AccessibilityElement? {
    elements(in: stage).first { $0.object === component }
}
