import MJRefresh
import SimulationTesting
import XCTest

/// The auto footers' visible parts: texts in every state and language, custom titles, the spinner and the GIF.
final class AutoFooterAppearanceTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testTextsFollowTheStateInEnglishAndChinese() {
        onMain {
            MJRefreshConfig.default.languageCode = "en"
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more")
            footer.beginRefreshing()
            XCTAssertEqual(footer.stateLabel.text, "Loading...")
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.stateLabel.text, "No more data")

            MJRefreshConfig.default.languageCode = "zh-Hans"
            XCTAssertEqual(footer.stateLabel.text, "已经全部加载完毕", "a visible label follows the language at once")
            footer.resetNoMoreData()
            XCTAssertEqual(footer.stateLabel.text, "点击或上拉加载更多")
            footer.beginRefreshing()
            XCTAssertEqual(footer.stateLabel.text, "正在加载更多的数据...")
        }
    }

    func testCustomTitlesWinAndSurviveALanguageChange() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoStateFooter {}
            stage.scrollView.mj_footer = footer
            footer.setTitle("More, please", for: .idle).setTitle("Fetching", for: .refreshing)
            XCTAssertEqual(footer.stateLabel.text, "More, please")
            footer.setTitle(nil, for: .idle)
            XCTAssertEqual(footer.stateLabel.text, "More, please", "nil is ignored")
            MJRefreshConfig.default.languageCode = "zh-Hans"
            XCTAssertEqual(footer.stateLabel.text, "More, please")
            footer.beginRefreshing()
            XCTAssertEqual(footer.stateLabel.text, "Fetching")
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.stateLabel.text, "已经全部加载完毕")
            footer.setTitle("The end", for: .noMoreData)
            XCTAssertEqual(footer.stateLabel.text, "The end", "a title for the current state shows at once")
        }
    }

    func testTheSpinnerTurnsBesideTheTextWhileLoading() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.labelLeftInset, 25)
            XCTAssertFalse(footer.loadingView.isAnimating)
            XCTAssertTrue(footer.loadingView.isHidden, "hidden when stopped")
            footer.beginRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertTrue(footer.loadingView.isAnimating)
            XCTAssertFalse(footer.loadingView.isHidden)
            let textWidth = footer.stateLabel.mj_textWidth()
            XCTAssertGreaterThan(textWidth, 40)
            XCTAssertEqual(footer.stateLabel.frame, footer.bounds)
            XCTAssertEqual(footer.loadingView.center.x, 195 - textWidth / 2 - 25, accuracy: 0.5)
            XCTAssertEqual(footer.loadingView.center.y, 22, accuracy: 0.5)
            footer.endRefreshing()
            XCTAssertFalse(footer.loadingView.isAnimating)
        }
    }

    func testHiddenRefreshingTitleLeavesTheSpinnerAloneInTheMiddle() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            footer.isRefreshingTitleHidden = true
            XCTAssertTrue(footer.isRefreshingTitleHidden)
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.stateLabel.text, "Tap or pull up to load more", "only the loading title is hidden")
            footer.beginRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertNil(footer.stateLabel.text)
            XCTAssertEqual(footer.loadingView.center.x, 195, accuracy: 0.5)
            footer.isRefreshingTitleHidden = false
            XCTAssertEqual(footer.stateLabel.text, "Loading...")
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(
                footer.loadingView.center.x, 195 - footer.stateLabel.mj_textWidth() / 2 - 25, accuracy: 0.5,
                "the spinner moves beside the text again")
        }
    }

    func testTheGifFooterPlaysItsImagesOnlyWhileLoading() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoGifFooter {}
            XCTAssertEqual(footer.labelLeftInset, 20)
            let frames = (0..<4).map { _ in UIImage(simulatedColor: .blue, size: CGSize(width: 30, height: 30)) }
            footer.setImages(frames, for: .refreshing).setImages(nil, for: .idle)
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.frame.height, 44, "images shorter than the footer keep its height")
            XCTAssertTrue(footer.gifView.isHidden)
            footer.beginRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertFalse(footer.gifView.isHidden)
            XCTAssertTrue(footer.gifView.isAnimating)
            XCTAssertEqual(footer.gifView.animationImages?.count, 4)
            XCTAssertEqual(footer.gifView.animationDuration, 0.4, accuracy: 1e-9, "0.1 s an image")
            XCTAssertEqual(footer.gifView.contentMode, .right)
            XCTAssertEqual(footer.gifView.frame.width, 195 - 20 - footer.stateLabel.mj_textWidth() / 2, accuracy: 0.5)
            footer.endRefreshingWithNoMoreData()
            XCTAssertTrue(footer.gifView.isHidden)
            XCTAssertFalse(footer.gifView.isAnimating)
        }
    }

    func testTheGifFooterWithOneImageAndNoTitleShowsItStillInTheMiddle() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoGifFooter {}
            let image = UIImage(simulatedColor: .green, size: CGSize(width: 40, height: 60), scale: 2)
            footer.setImages([image], duration: 1, for: .refreshing)
            XCTAssertEqual(footer.frame.height, 60, "a taller first image makes the footer taller")
            footer.isRefreshingTitleHidden = true
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 60)
            footer.beginRefreshing()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertTrue(footer.gifView.image === image)
            XCTAssertFalse(footer.gifView.isAnimating)
            XCTAssertEqual(footer.gifView.contentMode, .center)
            XCTAssertEqual(footer.gifView.frame, footer.bounds)
        }
    }

    func testAutomaticAlphaKeepsTheFooterInvisibleUntilItLoads() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}.autoChangeTransparency(true)
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(footer.alpha, 0, "an auto footer has no pull to fade in with")
            stage.pushUp(1300, duration: 1)
            XCTAssertEqual(footer.state, .refreshing)
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.alpha, 1)
        }
    }

    func testNoMoreDataOnTheFirstPageIsVisibleEvenWithAutomaticAlpha() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}.autoChangeTransparency(true)
            stage.scrollView.mj_footer = footer
            footer.endRefreshingWithNoMoreData()
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.alpha, 1, "the text says there is no more: it must be seen")
        }
    }

    func testEndingCallsTheCompletionAtOnce() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            var events: [String] = []
            footer.beginRefreshing { events.append("began") }
            footer.endRefreshing { events.append("ended") }
            XCTAssertEqual(events, ["began", "ended"], "an auto footer has no collapse to wait for")
        }
    }

    func testASubclassDrawsItsOwnFooterThroughTheHooks() {
        onMain {
            final class DIYFooter: MJRefreshAutoFooter {
                let label = UILabel()
                var offsets: [CGFloat] = []
                var contentHeights: [CGFloat] = []
                var panStates: [UIGestureRecognizer.State] = []

                override func prepare() {
                    super.prepare()
                    mj_h = 50
                    addSubview(label)
                }

                override func placeSubviews() {
                    super.placeSubviews()
                    label.frame = bounds
                }

                override func stateDidChange(from oldState: MJRefreshState) {
                    super.stateDidChange(from: oldState)
                    label.text = state == .refreshing ? "Working" : "Idle"
                }

                override func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
                    super.scrollViewContentOffsetDidChange(change)
                    if let offset = change?["new"] as? CGPoint { offsets.append(offset.y) }
                }

                override func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
                    super.scrollViewContentSizeDidChange(change)
                    if let size = change?["new"] as? CGSize { contentHeights.append(size.height) }
                }

                override func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
                    super.scrollViewPanStateDidChange(change)
                    if let state = change?["new"] as? UIGestureRecognizer.State { panStates.append(state) }
                }
            }
            let stage = Stage()
            let counter = CallCounter()
            let footer = DIYFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 50)
            stage.scrollView.contentSize.height = 1900
            XCTAssertEqual(footer.contentHeights, [1900])
            XCTAssertEqual(footer.frame.minY, 1900)
            stage.pushUp(1900 + 50 - 844 + 10, duration: 1)
            XCTAssertEqual(counter.count, 1)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(footer.label.text, "Working")
            XCTAssertEqual(footer.label.frame, footer.bounds)
            XCTAssertGreaterThan(
                footer.offsets.last ?? 0, 1900 + 50 - 844,
                "the hook saw the content pushed past its end")
            stage.release()
            XCTAssertEqual(footer.panStates.first, .began)
            XCTAssertTrue(footer.panStates.contains(.ended))
        }
    }
}
