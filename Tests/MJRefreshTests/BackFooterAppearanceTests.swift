import MJRefresh
import SimulationTesting
import XCTest

/// The back footers' visible parts: texts and `title(for:)`, the arrow and spinner, and the GIF footer's frames.
final class BackFooterAppearanceTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testTextsFollowThePullInEnglishAndChinese() {
        onMain {
            for (language, texts) in [
                (
                    "en",
                    [
                        "Pull up to load more", "Release to load more", "Loading...",
                        "No more data",
                    ]
                ),
                (
                    "zh-Hans",
                    [
                        "上拉可以加载更多", "松开立即加载更多", "正在加载更多的数据...",
                        "已经全部加载完毕",
                    ]
                ),
            ] {
                UISimulation.reset()
                MJRefreshConfig.default.languageCode = language
                let stage = Stage()
                let footer = MJRefreshBackNormalFooter {}
                stage.scrollView.mj_footer = footer
                XCTAssertEqual(footer.stateLabel.text, texts[0], language)
                stage.scrollToBottom()
                stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
                XCTAssertEqual(footer.stateLabel.text, texts[1], language)
                stage.release()
                XCTAssertEqual(footer.stateLabel.text, texts[2], language)
                footer.endRefreshingWithNoMoreData()
                XCTAssertEqual(footer.stateLabel.text, texts[3], language)
                XCTAssertEqual(
                    [MJRefreshState.idle, .pulling, .refreshing, .noMoreData].map { footer.title(for: $0) },
                    texts, language)
            }
        }
    }

    func testCustomTitlesAndTitleForState() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshBackStateFooter {}
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.labelLeftInset, 25)
            XCTAssertEqual(
                footer.title(for: .willRefresh), "", "a state without a title (non-optional, as in MJRefresh)")
            footer.setTitle("Keep pulling", for: .idle).setTitle("Let go", for: .pulling)
            footer.setTitle(nil, for: .pulling)
            XCTAssertEqual(footer.title(for: .idle), "Keep pulling")
            XCTAssertEqual(footer.title(for: .pulling), "Let go", "nil is ignored")
            XCTAssertEqual(footer.stateLabel.text, "Keep pulling")
            MJRefreshConfig.default.languageCode = "zh-Hans"
            XCTAssertEqual(footer.stateLabel.text, "Keep pulling", "a custom title survives a language change")
            XCTAssertEqual(footer.title(for: .refreshing), "正在加载更多的数据...")
            stage.pullUpPastTheEnd(overscroll: 80)
            XCTAssertEqual(footer.stateLabel.text, "正在加载更多的数据...")
            XCTAssertEqual(footer.stateLabel.frame, footer.bounds)
        }
    }

    func testTheArrowPointsUpThenTurnsDownAtTheThresholdAndTheSpinnerShowsTheLoad() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = footer
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(footer.arrowView.transform.a, -1, accuracy: 0.001, "idle: pointing up")
            XCTAssertEqual(footer.arrowView.bounds.size, CGSize(width: 15, height: 40))
            XCTAssertEqual(footer.arrowView.tintColor, footer.stateLabel.textColor)
            let textWidth = footer.stateLabel.mj_textWidth()
            XCTAssertEqual(footer.arrowView.center.x, 195 - 25 - textWidth / 2, accuracy: 0.5)
            XCTAssertEqual(footer.loadingView.center, footer.arrowView.center)
            stage.scrollToBottom()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(footer.arrowView.transform, .identity, "armed: pointing down")
            stage.release()
            XCTAssertTrue(footer.arrowView.isHidden)
            XCTAssertTrue(footer.loadingView.isAnimating)
            footer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertFalse(footer.arrowView.isHidden)
            XCTAssertFalse(footer.loadingView.isAnimating)
            XCTAssertEqual(footer.arrowView.transform.a, -1, accuracy: 0.001)
            footer.setTitle("Up", for: .idle)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(
                footer.arrowView.center.x, 195 - 25 - footer.stateLabel.mj_textWidth() / 2, accuracy: 0.5,
                "the arrow follows a new, narrower title")
            footer.endRefreshingWithNoMoreData()
            XCTAssertTrue(footer.arrowView.isHidden, "no arrow when nothing more can load")
            XCTAssertFalse(footer.loadingView.isAnimating)
        }
    }

    func testTheGifFooterScrubsIdleFramesWithThePullAndAnimatesLoading() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshBackGifFooter {}
            XCTAssertEqual(footer.labelLeftInset, 20)
            let idle = (0..<4).map { _ in UIImage(simulatedColor: .gray, size: CGSize(width: 30, height: 30)) }
            let loading = (0..<3).map { _ in UIImage(simulatedColor: .red, size: CGSize(width: 30, height: 30)) }
            footer.setImages(idle, for: .idle)
            footer.setImages(loading, duration: 0.9, for: .refreshing)
            footer.setImages(loading, for: .pulling)
            stage.scrollView.mj_footer = footer
            stage.scrollToBottom()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 23))
            XCTAssertTrue(footer.gifView.image === idle[2], "about half the pull shows frame ⌊4 × 0.52⌋ = 2")
            stage.pushUp(Stage.fingerTravel(forOverscroll: 60) - Stage.fingerTravel(forOverscroll: 23), duration: 0.1)
            XCTAssertEqual(footer.state, .pulling)
            XCTAssertTrue(footer.gifView.isAnimating)
            XCTAssertEqual(footer.gifView.animationDuration, 0.3, accuracy: 1e-9)
            stage.release()
            XCTAssertTrue(footer.gifView.isAnimating)
            XCTAssertEqual(footer.gifView.animationDuration, 0.9, accuracy: 1e-9)
            XCTAssertFalse(footer.gifView.isHidden)
            XCTAssertEqual(footer.gifView.contentMode, .right)
            footer.endRefreshingWithNoMoreData()
            XCTAssertTrue(footer.gifView.isHidden)
            XCTAssertFalse(footer.gifView.isAnimating)
            footer.resetNoMoreData()
            XCTAssertFalse(footer.gifView.isHidden)
            footer.stateLabel.isHidden = true
            UISimulation.advance(by: 1.0 / 60)
            footer.setNeedsLayout()
            footer.layoutIfNeeded()
            XCTAssertEqual(footer.gifView.contentMode, .center)
            XCTAssertEqual(footer.gifView.frame, footer.bounds)
        }
    }
}
