import Dispatch
import MJRefresh
import SimulationTesting
import XCTest

/// What code written against MJRefresh 3.7.9 relies on beyond the spelling (README, "Coming from MJRefresh"):
/// the global constants' values, the importer's names, the untyped image arrays, the collection view switch, a
/// configuration changed from another thread. The deprecated members are played by Examples/ClassicApp (their
/// use warns, and the tests keep zero warnings).
final class CompatibilityTests: SimulationTestCase {
    func testTheGlobalConstantsHoldWhatTheComponentsUse() {
        XCTAssertEqual(
            [MJRefreshHeaderHeight, MJRefreshFooterHeight, MJRefreshTrailWidth, MJRefreshLabelLeftInset],
            [54, 44, 60, 25])
        XCTAssertEqual(MJRefreshFastAnimationDuration, 0.25)
        XCTAssertEqual(MJRefreshSlowAnimationDuration, 0.4)
        XCTAssertEqual(
            [
                MJRefreshKeyPathContentOffset, MJRefreshKeyPathContentSize, MJRefreshKeyPathContentInset,
                MJRefreshKeyPathPanState,
            ], ["contentOffset", "contentSize", "contentInset", "state"])
        XCTAssertEqual(MJRefreshHeaderLastUpdatedTimeKey, "MJRefreshHeaderLastUpdatedTimeKey")
        XCTAssertEqual(Notification.Name.MJRefreshDidChangeLanguage.rawValue, "MJRefreshDidChangeLanguageNotification")
        let keys = [
            MJRefreshHeaderIdleText, MJRefreshHeaderPullingText, MJRefreshHeaderRefreshingText,
            MJRefreshTrailerIdleText, MJRefreshTrailerPullingText, MJRefreshAutoFooterIdleText,
            MJRefreshAutoFooterRefreshingText, MJRefreshAutoFooterNoMoreDataText, MJRefreshBackFooterIdleText,
            MJRefreshBackFooterPullingText, MJRefreshBackFooterRefreshingText, MJRefreshBackFooterNoMoreDataText,
            MJRefreshHeaderLastTimeText, MJRefreshHeaderDateTodayText, MJRefreshHeaderNoneLastDateText,
        ]
        XCTAssertEqual(Set(keys), Set(MJRefreshTextKey.allCases.map(\.rawValue)), "one constant per text key")
        onMain {
            let header = MJRefreshNormalHeader {}
            XCTAssertEqual(header.mj_h, MJRefreshHeaderHeight)
            XCTAssertEqual(header.fastAnimationDuration, Double(MJRefreshFastAnimationDuration))
            XCTAssertEqual(header.lastUpdatedTimeKey, MJRefreshHeaderLastUpdatedTimeKey)
            XCTAssertEqual(MJRefreshBackNormalFooter {}.mj_h, MJRefreshFooterHeight)
        }
    }

    func testTheImportersNamesAreTheSameHelpers() {
        onMain {
            XCTAssertTrue(Bundle.mj_refresh() === Bundle.mj_refreshBundle())
            let label = UILabel.mj_()
            let reference = UILabel.mj_label()
            XCTAssertEqual(label.font, reference.font)
            XCTAssertEqual(label.textAlignment, reference.textAlignment)
            XCTAssertEqual(Bundle.mj_arrowImage().size, CGSize(width: 15, height: 40))
            XCTAssertEqual(Bundle.mj_arrowImage().renderingMode, .alwaysTemplate)
        }
    }

    func testUntypedImageArraysPlayTheirImagesAndSkipTheRest() {
        onMain {
            let stage = Stage()
            let header = MJRefreshGifHeader {}
            stage.scrollView.mj_header = header
            let tall = UIImage(simulatedColor: .red, size: CGSize(width: 30, height: 80))
            let other = UIImage(simulatedColor: .blue, size: CGSize(width: 30, height: 80))
            let mixed: [Any] = [tall, "not an image", 42, other]
            header.setImages(mixed, duration: 0.5, for: .refreshing)
            XCTAssertEqual(header.mj_h, 80, "the first image, taller than the header, makes it taller")
            header.beginRefreshing()
            UISimulation.advance(by: 0.05)
            XCTAssertEqual(header.gifView.animationImages?.count, 2, "only the two images play")
            XCTAssertEqual(header.gifView.animationDuration, 0.5)
            let footer = MJRefreshAutoGifFooter {}
            footer.setImages([tall] as [Any], for: .refreshing)
            XCTAssertEqual(footer.mj_h, 80)
        }
    }

    func testTheCollectionViewSwitchRevealsAndCollapsesWithoutAnimation() {
        onMain {
            let stage = Stage()
            let refreshes = CallCounter(), collapses = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: refreshes.action)
            header.endRefreshingCompletionBlock = collapses.action
            header.fastAnimationDuration = 0.3
            stage.scrollView.mj_header = header
            header.isCollectionViewAnimationBug = true
            XCTAssertEqual(header.fastAnimationDuration, 0)
            XCTAssertEqual(header.slowAnimationDuration, 0)
            header.beginRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(stage.scrollView.contentInset.top, 54)
            XCTAssertEqual(refreshes.count, 1, "revealed without an animation to wait for")
            header.endRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(stage.scrollView.contentInset.top, 0)
            XCTAssertEqual(collapses.count, 1, "collapsed without an animation to wait for")

            header.isCollectionViewAnimationBug = false
            XCTAssertEqual(header.fastAnimationDuration, 0.3, "the durations set before come back")
            XCTAssertEqual(header.slowAnimationDuration, 0.4)
            header.beginRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(refreshes.count, 1, "animated again: the callback waits for the reveal")
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(refreshes.count, 2)
        }
    }

    func testAStatelessTitleReadsEmpty() {
        onMain {
            let footer = MJRefreshBackStateFooter {}
            XCTAssertEqual(footer.title(for: .willRefresh), "")
            XCTAssertEqual(footer.title(for: .noMoreData), "No more data")
        }
    }

    func testTheConfigurationChangedFromAnotherThreadReLocalisesOnTheMainThread() {
        onMain {
            let stage = Stage()
            let header = MJRefreshStateHeader {}
            stage.scrollView.mj_header = header
            defer { MJRefreshConfig.default.languageCode = nil }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MJRefreshConfig.default.languageCode = "ko"
                done.signal()
            }
            done.wait()
            XCTAssertEqual(MJRefreshConfig.default.languageCode, "ko", "set from the other thread")
            XCTAssertTrue(
                UISimulation.run(until: { header.stateLabel.text == "아래로 당겨 새로고침" }),
                "the header re-texts itself on the main thread")
        }
    }
}
