import MJRefresh
import SimulationTesting
import Testing

/// What VoiceOver finds on screen: each titled component is one element reading its current title; hidden and
/// faded-out components, and components without a title, are not there.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AccessibilityElementTests {
    /// The screen VoiceOver reads; Swift Testing makes a suite instance, so a new screen, per test.
    private let stage = Stage()

    /// What VoiceOver finds on the screen.
    private var elements: [UISimulation.AccessibilityElement] { UISimulation.accessibilityElements(in: stage.window) }

    /// The element VoiceOver finds for `component`, if any.
    private func element(of component: UIView) -> UISimulation.AccessibilityElement? {
        elements.first { $0.object === component }
    }

    @Test func aHeaderIsOneElementReadingItsCurrentTitle() {
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.runUntilIdle()
        #expect(element(of: header)?.label == "Pull down to refresh")
        #expect(element(of: header)?.value == header.lastUpdatedTimeLabel.text)
        #expect(
            !(elements.contains { $0.object === header.stateLabel }),
            "the labels inside are read as part of the header")
        #expect(element(of: header)?.frame == header.convert(header.bounds, to: nil))

        stage.pullDown(150)
        #expect(element(of: header)?.label == "Release to refresh")
        stage.release()
        #expect(element(of: header)?.label == "Loading...")
    }

    @Test func theLabelFollowsLanguageChangesAndCustomTitles() {
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        MJRefreshConfig.default.languageCode = "ru"
        #expect(footer.accessibilityLabel == footer.stateLabel.text)
        #expect(
            footer.accessibilityLabel == Bundle.mj_localizedString(forKey: MJRefreshTextKey.backFooterIdle.rawValue))
        footer.setTitle("Older posts", for: .idle)
        UISimulation.runUntilIdle()
        #expect(element(of: footer)?.label == "Older posts")
    }

    @Test func hiddenFadedOutAndUntitledComponentsAreNotExposed() {
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.isAutomaticallyChangeAlpha = true }
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(element(of: header) == nil, "an idle header faded out by auto-alpha is invisible")
        #expect(element(of: footer) != nil)
        footer.isHidden = true
        #expect(element(of: footer) == nil)

        stage.pullDown(150)
        #expect(element(of: header) != nil, "pulled into view it shows, and is read")
        stage.release()

        let bare = stage.attach(MJRefreshAutoFooter {})
        UISimulation.runUntilIdle()
        #expect(!bare.isAccessibilityElement)
        #expect(element(of: bare) == nil)
    }
}
