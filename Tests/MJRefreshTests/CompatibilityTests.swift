import Dispatch
import MJRefresh
import SimulationTesting
import Testing

/// What code written against MJRefresh 3.7.9 relies on beyond the spelling (README, "Coming from MJRefresh"):
/// the global constants' values, the importer's names, the untyped image arrays, the collection view switch, a
/// configuration changed from another thread. The deprecated members are played by Examples/ClassicApp (their
/// use warns, and the tests keep zero warnings).
@MainActor
@Suite(.uiSimulation)
struct CompatibilityTests {
    @Test func theGlobalConstantsHoldWhatTheComponentsUse() {
        #expect(
            [MJRefreshHeaderHeight, MJRefreshFooterHeight, MJRefreshTrailWidth, MJRefreshLabelLeftInset] == [
                54, 44, 60, 25,
            ])
        #expect(MJRefreshFastAnimationDuration == 0.25)
        #expect(MJRefreshSlowAnimationDuration == 0.4)
        #expect(
            [
                MJRefreshKeyPathContentOffset, MJRefreshKeyPathContentSize, MJRefreshKeyPathContentInset,
                MJRefreshKeyPathPanState,
            ] == ["contentOffset", "contentSize", "contentInset", "state"])
        #expect(MJRefreshHeaderLastUpdatedTimeKey == "MJRefreshHeaderLastUpdatedTimeKey")
        #expect(Notification.Name.MJRefreshDidChangeLanguage.rawValue == "MJRefreshDidChangeLanguageNotification")
        let keys = [
            MJRefreshHeaderIdleText, MJRefreshHeaderPullingText, MJRefreshHeaderRefreshingText,
            MJRefreshTrailerIdleText, MJRefreshTrailerPullingText, MJRefreshAutoFooterIdleText,
            MJRefreshAutoFooterRefreshingText, MJRefreshAutoFooterNoMoreDataText, MJRefreshBackFooterIdleText,
            MJRefreshBackFooterPullingText, MJRefreshBackFooterRefreshingText, MJRefreshBackFooterNoMoreDataText,
            MJRefreshHeaderLastTimeText, MJRefreshHeaderDateTodayText, MJRefreshHeaderNoneLastDateText,
        ]
        #expect(Set(keys).count == 15, "MJRefresh's fifteen text keys, each once")
        #expect(
            Set(keys).isSubset(of: MJRefreshTextKey.allCases.map(\.rawValue)),
            "each names a key the components use (ours adds keys MJRefresh lacks, such as accessibility's)")
        let header = MJRefreshNormalHeader {}
        #expect(header.mj_h == MJRefreshHeaderHeight)
        #expect(header.fastAnimationDuration == Double(MJRefreshFastAnimationDuration))
        #expect(header.lastUpdatedTimeKey == MJRefreshHeaderLastUpdatedTimeKey)
        #expect(MJRefreshBackNormalFooter {}.mj_h == MJRefreshFooterHeight)
    }

    @Test func theImportersNamesAreTheSameHelpers() {
        #expect(Bundle.mj_refresh() === Bundle.mj_refreshBundle())
        let label = UILabel.mj_()
        let reference = UILabel.mj_label()
        #expect(label.font == reference.font)
        #expect(label.textAlignment == reference.textAlignment)
        #expect(Bundle.mj_arrowImage().size == CGSize(width: 15, height: 40))
        #expect(Bundle.mj_arrowImage().renderingMode == .alwaysTemplate)
    }

    @Test func untypedImageArraysPlayTheirImagesAndSkipTheRest() {
        let stage = Stage()
        let header = stage.attach(MJRefreshGifHeader {})
        let tall = UIImage(simulatedColor: .red, size: CGSize(width: 30, height: 80))
        let other = UIImage(simulatedColor: .blue, size: CGSize(width: 30, height: 80))
        let mixed: [Any] = [tall, "not an image", 42, other]
        header.setImages(mixed, duration: 0.5, for: .refreshing)
        #expect(header.mj_h == 80, "the first image, taller than the header, makes it taller")
        header.beginRefreshing()
        UISimulation.advance(by: 0.05)
        #expect(header.gifView.animationImages?.count == 2, "only the two images play")
        #expect(header.gifView.animationDuration == 0.5)
        let footer = MJRefreshAutoGifFooter {}
        footer.setImages([tall] as [Any], for: .refreshing)
        #expect(footer.mj_h == 80)
    }

    @Test func theCollectionViewSwitchRevealsAndCollapsesWithoutAnimation() {
        let stage = Stage()
        let refreshes = CallCounter(), collapses = CallCounter()
        let header = stage.attach(MJRefreshNormalHeader(refreshingBlock: refreshes.action)) {
            $0.endRefreshingCompletionBlock = collapses.action
            $0.fastAnimationDuration = 0.3
        }
        header.isCollectionViewAnimationBug = true
        #expect(header.fastAnimationDuration == 0)
        #expect(header.slowAnimationDuration == 0)
        header.beginRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(stage.scrollView.contentInset.top == 54)
        #expect(refreshes.count == 1, "revealed without an animation to wait for")
        header.endRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(stage.scrollView.contentInset.top == 0)
        #expect(collapses.count == 1, "collapsed without an animation to wait for")

        header.isCollectionViewAnimationBug = false
        #expect(header.fastAnimationDuration == 0.3, "the durations set before come back")
        #expect(header.slowAnimationDuration == 0.4)
        header.beginRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(refreshes.count == 1, "animated again: the callback waits for the reveal")
        UISimulation.advance(by: 0.3)
        #expect(refreshes.count == 2)
    }

    @Test func aStatelessTitleReadsEmpty() {
        let footer = MJRefreshBackStateFooter {}
        #expect(footer.title(for: .willRefresh) == "")
        #expect(footer.title(for: .noMoreData) == "No more data")
    }

    @Test func theConfigurationChangedFromAnotherThreadReLocalisesOnTheMainThread() async {
        let stage = Stage()
        let header = stage.attach(MJRefreshStateHeader {})
        defer { MJRefreshConfig.default.languageCode = nil }
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                MJRefreshConfig.default.languageCode = "ko"
                done.resume()
            }
        }
        #expect(MJRefreshConfig.default.languageCode == "ko", "set from the other thread")
        #expect(
            await UISimulation.run(until: { header.stateLabel.text == "아래로 당겨 새로고침" }),
            "the header re-texts itself on the main thread")
    }
}
