import MJRefresh
import SimulationTesting
import Testing

/// The auto footers' visible parts: texts in every state and language, custom titles, the spinner and the GIF.
@MainActor
@Suite(.uiSimulation)
final class AutoFooterAppearanceTests {
    /// The tests set the language; the next test starts from the device's own.
    isolated deinit { MJRefreshConfig.default.languageCode = nil }

    @Test func textsFollowTheStateInEnglishAndChinese() {
        MJRefreshConfig.default.languageCode = "en"
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        #expect(footer.stateLabel.text == "Tap or pull up to load more")
        footer.beginRefreshing()
        #expect(footer.stateLabel.text == "Loading...")
        footer.endRefreshingWithNoMoreData()
        #expect(footer.stateLabel.text == "No more data")

        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(footer.stateLabel.text == "已经全部加载完毕", "a visible label follows the language at once")
        footer.resetNoMoreData()
        #expect(footer.stateLabel.text == "点击或上拉加载更多")
        footer.beginRefreshing()
        #expect(footer.stateLabel.text == "正在加载更多的数据...")
    }

    @Test func customTitlesWinAndSurviveALanguageChange() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoStateFooter {})
        footer.setTitle("More, please", for: .idle).setTitle("Fetching", for: .refreshing)
        #expect(footer.stateLabel.text == "More, please")
        footer.setTitle(nil, for: .idle)
        #expect(footer.stateLabel.text == "More, please", "nil is ignored")
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(footer.stateLabel.text == "More, please")
        footer.beginRefreshing()
        #expect(footer.stateLabel.text == "Fetching")
        footer.endRefreshingWithNoMoreData()
        #expect(footer.stateLabel.text == "已经全部加载完毕")
        footer.setTitle("The end", for: .noMoreData)
        #expect(footer.stateLabel.text == "The end", "a title for the current state shows at once")
    }

    @Test func theSpinnerTurnsBesideTheTextWhileLoading() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        #expect(footer.labelLeftInset == 25)
        #expect(!footer.loadingView.isAnimating)
        #expect(footer.loadingView.isHidden, "hidden when stopped")
        footer.beginRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.loadingView.isAnimating)
        #expect(!footer.loadingView.isHidden)
        let textWidth = footer.stateLabel.mj_textWidth()
        #expect(textWidth > 40)
        #expect(footer.stateLabel.frame == footer.bounds)
        #expect(abs(footer.loadingView.center.x - (195 - textWidth / 2 - 25)) <= 0.5)
        #expect(abs(footer.loadingView.center.y - 22) <= 0.5)
        footer.endRefreshing()
        #expect(!footer.loadingView.isAnimating)
    }

    @Test func hiddenRefreshingTitleLeavesTheSpinnerAloneInTheMiddle() {
        let stage = Stage()
        let footer = MJRefreshAutoNormalFooter {}
        footer.isRefreshingTitleHidden = true
        #expect(footer.isRefreshingTitleHidden)
        stage.scrollView.mj_footer = footer
        #expect(footer.stateLabel.text == "Tap or pull up to load more", "only the loading title is hidden")
        footer.beginRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.stateLabel.text == nil)
        #expect(abs(footer.loadingView.center.x - 195) <= 0.5)
        footer.isRefreshingTitleHidden = false
        #expect(footer.stateLabel.text == "Loading...")
        UISimulation.advance(by: 1.0 / 60)
        #expect(
            abs(footer.loadingView.center.x - (195 - footer.stateLabel.mj_textWidth() / 2 - 25)) <= 0.5,
            "the spinner moves beside the text again")
    }

    @Test func theGifFooterPlaysItsImagesOnlyWhileLoading() {
        let stage = Stage()
        let footer = MJRefreshAutoGifFooter {}
        #expect(footer.labelLeftInset == 20)
        let frames = (0..<4).map { _ in UIImage(simulatedColor: .blue, size: CGSize(width: 30, height: 30)) }
        footer.setImages(frames, for: .refreshing).setImages(nil, for: .idle)
        stage.scrollView.mj_footer = footer
        #expect(footer.frame.height == 44, "images shorter than the footer keep its height")
        #expect(footer.gifView.isHidden)
        footer.beginRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(!footer.gifView.isHidden)
        #expect(footer.gifView.isAnimating)
        #expect(footer.gifView.animationImages?.count == 4)
        #expect(abs(footer.gifView.animationDuration - 0.4) <= 1e-9, "0.1 s an image")
        #expect(footer.gifView.contentMode == .right)
        #expect(abs(footer.gifView.frame.width - (195 - 20 - footer.stateLabel.mj_textWidth() / 2)) <= 0.5)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.gifView.isHidden)
        #expect(!footer.gifView.isAnimating)
    }

    @Test func theGifFooterWithOneImageAndNoTitleShowsItStillInTheMiddle() {
        let stage = Stage()
        let footer = MJRefreshAutoGifFooter {}
        let image = UIImage(simulatedColor: .green, size: CGSize(width: 40, height: 60), scale: 2)
        footer.setImages([image], duration: 1, for: .refreshing)
        #expect(footer.frame.height == 60, "a taller first image makes the footer taller")
        footer.isRefreshingTitleHidden = true
        stage.scrollView.mj_footer = footer
        #expect(stage.scrollView.contentInset.bottom == 60)
        footer.beginRefreshing()
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.gifView.image === image)
        #expect(!footer.gifView.isAnimating)
        #expect(footer.gifView.contentMode == .center)
        #expect(footer.gifView.frame == footer.bounds)
    }

    @Test func automaticAlphaKeepsTheFooterInvisibleUntilItLoads() {
        let stage = Stage()
        let footer = MJRefreshAutoNormalFooter {}.autoChangeTransparency(true)
        stage.scrollView.mj_footer = footer
        #expect(footer.alpha == 0, "an auto footer has no pull to fade in with")
        stage.pushUp(1300, duration: 1)
        #expect(footer.state == .refreshing)
        UISimulation.runUntilIdle()
        #expect(footer.alpha == 1)
    }

    @Test func noMoreDataOnTheFirstPageIsVisibleEvenWithAutomaticAlpha() {
        let stage = Stage()
        let footer = MJRefreshAutoNormalFooter {}.autoChangeTransparency(true)
        stage.scrollView.mj_footer = footer
        footer.endRefreshingWithNoMoreData()
        UISimulation.runUntilIdle()
        #expect(footer.alpha == 1, "the text says there is no more: it must be seen")
    }

    @Test func endingCallsTheCompletionAtOnce() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        var events: [String] = []
        footer.beginRefreshing { events.append("began") }
        footer.endRefreshing { events.append("ended") }
        #expect(events == ["began", "ended"], "an auto footer has no collapse to wait for")
    }

    @Test func aSubclassDrawsItsOwnFooterThroughTheHooks() {
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
        let (footer, counter) = stage.attachCounting(DIYFooter())
        #expect(stage.scrollView.contentInset.bottom == 50)
        stage.scrollView.contentSize.height = 1900
        #expect(footer.contentHeights == [1900])
        #expect(footer.frame.minY == 1900)
        stage.pushUp(1900 + 50 - 844 + 10, duration: 1)
        #expect(counter.count == 1)
        UISimulation.advance(by: 1.0 / 60)
        #expect(footer.label.text == "Working")
        #expect(footer.label.frame == footer.bounds)
        #expect(footer.offsets.last ?? 0 > CGFloat(1900 + 50 - 844), "the hook saw the content pushed past its end")
        stage.release()
        #expect(footer.panStates.first == .began)
        #expect(footer.panStates.contains(.ended))
    }
}
