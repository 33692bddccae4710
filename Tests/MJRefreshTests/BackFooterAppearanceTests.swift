import MJRefresh
import SimulationTesting
import Testing

/// The back footers' visible parts: texts and `title(for:)`, the arrow and spinner, and the GIF footer's frames.
@MainActor
@Suite(.uiSimulation)
final class BackFooterAppearanceTests {
    /// The tests set the language; the next test starts from the device's own.
    isolated deinit { MJRefreshConfig.default.languageCode = nil }

    @Test(arguments: [
        ("en", ["Pull up to load more", "Release to load more", "Loading...", "No more data"]),
        ("zh-Hans", ["上拉可以加载更多", "松开立即加载更多", "正在加载更多的数据...", "已经全部加载完毕"]),
    ])
    func textsFollowThePullInEnglishAndChinese(language: String, texts: [String]) {
        MJRefreshConfig.default.languageCode = language
        let stage = Stage()
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        #expect(footer.stateLabel.text == texts[0])
        stage.scrollToBottom()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        #expect(footer.stateLabel.text == texts[1])
        stage.release()
        #expect(footer.stateLabel.text == texts[2])
        footer.endRefreshingWithNoMoreData()
        #expect(footer.stateLabel.text == texts[3])
        #expect(
            [MJRefreshState.idle, .pulling, .refreshing, .noMoreData].map { footer.title(for: $0) } == texts)
    }

    @Test func customTitlesAndTitleForState() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshBackStateFooter {})
        #expect(footer.labelLeftInset == 25)
        #expect(footer.title(for: .willRefresh) == "", "a state without a title (non-optional, as in MJRefresh)")
        footer.setTitle("Keep pulling", for: .idle).setTitle("Let go", for: .pulling)
        footer.setTitle(nil, for: .pulling)
        #expect(footer.title(for: .idle) == "Keep pulling")
        #expect(footer.title(for: .pulling) == "Let go", "nil is ignored")
        #expect(footer.stateLabel.text == "Keep pulling")
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(footer.stateLabel.text == "Keep pulling", "a custom title survives a language change")
        #expect(footer.title(for: .refreshing) == "正在加载更多的数据...")
        stage.pullUpPastTheEnd(overscroll: 80)
        #expect(footer.stateLabel.text == "正在加载更多的数据...")
        #expect(footer.stateLabel.frame == footer.bounds)
    }

    @Test func theArrowPointsUpThenTurnsDownAtTheThresholdAndTheSpinnerShowsTheLoad() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.advance(by: 1.0 / 60)
        #expect(abs(footer.arrowView.transform.a - (-1)) <= 0.001, "idle: pointing up")
        #expect(footer.arrowView.bounds.size == CGSize(width: 15, height: 40))
        #expect(footer.arrowView.tintColor == footer.stateLabel.textColor)
        let textWidth = footer.stateLabel.mj_textWidth()
        #expect(abs(footer.arrowView.center.x - (195 - 25 - textWidth / 2)) <= 0.5)
        #expect(footer.loadingView.center == footer.arrowView.center)
        stage.scrollToBottom()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        UISimulation.advance(by: 0.3)
        #expect(footer.arrowView.transform == .identity, "armed: pointing down")
        stage.release()
        #expect(footer.arrowView.isHidden)
        #expect(footer.loadingView.isAnimating)
        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(!footer.arrowView.isHidden)
        #expect(!footer.loadingView.isAnimating)
        #expect(abs(footer.arrowView.transform.a - (-1)) <= 0.001)
        footer.setTitle("Up", for: .idle)
        UISimulation.advance(by: 1.0 / 60)
        #expect(
            abs(footer.arrowView.center.x - (195 - 25 - footer.stateLabel.mj_textWidth() / 2)) <= 0.5,
            "the arrow follows a new, narrower title")
        footer.endRefreshingWithNoMoreData()
        #expect(footer.arrowView.isHidden, "no arrow when nothing more can load")
        #expect(!footer.loadingView.isAnimating)
    }

    @Test func theGifFooterScrubsIdleFramesWithThePullAndAnimatesLoading() {
        let stage = Stage()
        let footer = MJRefreshBackGifFooter {}
        #expect(footer.labelLeftInset == 20)
        let idle = (0..<4).map { _ in UIImage(simulatedColor: .gray, size: CGSize(width: 30, height: 30)) }
        let loading = (0..<3).map { _ in UIImage(simulatedColor: .red, size: CGSize(width: 30, height: 30)) }
        footer.setImages(idle, for: .idle)
        footer.setImages(loading, duration: 0.9, for: .refreshing)
        footer.setImages(loading, for: .pulling)
        stage.scrollView.mj_footer = footer
        stage.scrollToBottom()
        stage.pushUp(Stage.fingerTravel(forOverscroll: 23))
        #expect(footer.gifView.image === idle[2], "about half the pull shows frame ⌊4 × 0.52⌋ = 2")
        stage.pushUp(Stage.fingerTravel(forOverscroll: 60) - Stage.fingerTravel(forOverscroll: 23), duration: 0.1)
        #expect(footer.state == .pulling)
        #expect(footer.gifView.isAnimating)
        #expect(abs(footer.gifView.animationDuration - 0.3) <= 1e-9)
        stage.release()
        #expect(footer.gifView.isAnimating)
        #expect(abs(footer.gifView.animationDuration - 0.9) <= 1e-9)
        #expect(!footer.gifView.isHidden)
        #expect(footer.gifView.contentMode == .right)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.gifView.isHidden)
        #expect(!footer.gifView.isAnimating)
        footer.resetNoMoreData()
        #expect(!footer.gifView.isHidden)
        footer.stateLabel.isHidden = true
        UISimulation.advance(by: 1.0 / 60)
        footer.setNeedsLayout()
        footer.layoutIfNeeded()
        #expect(footer.gifView.contentMode == .center)
        #expect(footer.gifView.frame == footer.bounds)
    }
}
