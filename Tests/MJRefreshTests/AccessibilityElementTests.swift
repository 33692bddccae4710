import MJRefresh
import SimulationTesting
import XCTest

/// What VoiceOver finds on screen: each titled component is one element reading its current title; hidden and
/// faded-out components, and components without a title, are not there.
final class AccessibilityElementTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testAHeaderIsOneElementReadingItsCurrentTitle() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            UISimulation.runUntilIdle()
            XCTAssertEqual(element(of: header, in: stage)?.label, "Pull down to refresh")
            XCTAssertEqual(element(of: header, in: stage)?.value, header.lastUpdatedTimeLabel.text)
            XCTAssertFalse(
                elements(in: stage).contains { $0.object === header.stateLabel },
                "the labels inside are read as part of the header")
            XCTAssertEqual(element(of: header, in: stage)?.frame, header.convert(header.bounds, to: nil))

            stage.pullDown(150)
            XCTAssertEqual(element(of: header, in: stage)?.label, "Release to refresh")
            stage.release()
            XCTAssertEqual(element(of: header, in: stage)?.label, "Loading...")
        }
    }

    func testTheLabelFollowsLanguageChangesAndCustomTitles() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = footer
            MJRefreshConfig.default.languageCode = "ru"
            XCTAssertEqual(footer.accessibilityLabel, footer.stateLabel.text)
            XCTAssertEqual(
                footer.accessibilityLabel, Bundle.mj_localizedString(forKey: MJRefreshTextKey.backFooterIdle.rawValue))
            footer.setTitle("Older posts", for: .idle)
            UISimulation.runUntilIdle()
            XCTAssertEqual(element(of: footer, in: stage)?.label, "Older posts")
        }
    }

    func testHiddenFadedOutAndUntitledComponentsAreNotExposed() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            header.isAutomaticallyChangeAlpha = true
            stage.scrollView.mj_header = header
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            UISimulation.runUntilIdle()
            XCTAssertNil(element(of: header, in: stage), "an idle header faded out by auto-alpha is invisible")
            XCTAssertNotNil(element(of: footer, in: stage))
            footer.isHidden = true
            XCTAssertNil(element(of: footer, in: stage))

            stage.pullDown(150)
            XCTAssertNotNil(element(of: header, in: stage), "pulled into view it shows, and is read")
            stage.release()

            let bare = MJRefreshAutoFooter {}
            stage.scrollView.mj_footer = bare
            UISimulation.runUntilIdle()
            XCTAssertFalse(bare.isAccessibilityElement)
            XCTAssertNil(element(of: bare, in: stage))
        }
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
