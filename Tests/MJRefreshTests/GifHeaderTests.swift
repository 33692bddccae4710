import MJRefresh
import SimulationTesting
import Testing

/// `MJRefreshGifHeader` (issue 3): images per state, idle frames chosen by the pull, the header growing to
/// its images, and the image view's place beside the texts.
@MainActor
@Suite(.uiSimulation)
struct GifHeaderTests {
    @Test func theGifViewIsASubviewAndTheTextGapIs20() {
        let header = MJRefreshGifHeader {}
        #expect(header.gifView.superview === header)
        #expect(header.labelLeftInset == 20)
    }

    @Test func idleFramesFollowThePullingPercentClamped() {
        let header = MJRefreshGifHeader {}
        let frames = Self.images(10)
        #expect(header.setImages(frames, for: .idle) === header)
        let expectations: [(percent: CGFloat, index: Int)] = [
            (0, 0), (0.05, 0), (0.1, 1), (0.35, 3), (0.99, 9), (1, 9), (1.7, 9), (-0.4, 0), (.nan, 0),
            (.infinity, 9),
        ]
        for (percent, index) in expectations {
            header.pullingPercent = percent
            #expect(header.gifView.image === frames[index], "percent \(percent) shows frame \(index)")
            #expect(!header.gifView.isAnimating)
        }
    }

    @Test func aPullShowsTheMatchingIdleFrameThenPlaysThePullingImages() {
        let stage = Stage()
        let header = MJRefreshGifHeader {}
        let idle = Self.images(10), pulling = Self.images(4)
        header.setImages(idle, for: .idle).setImages(pulling, for: .pulling)
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 27))
        #expect(header.gifView.image === idle[5], "half way: frame ⌊10 × 0.5⌋")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80) - Stage.fingerTravel(forOverscroll: 27))
        #expect(header.state == .pulling)
        #expect(header.gifView.isAnimating)
        #expect(header.gifView.animationImages?.count == 4)
        #expect(abs(header.gifView.animationDuration - 0.4) <= 1e-9, "0.1 s per image")
        let shown = header.gifView.image
        stage.pullDown(10)
        #expect(header.gifView.image === shown, "idle frames are not chosen while pulling")
        stage.release()
    }

    @Test func imagesWithADurationPlayWhileRefreshingAndStopWhenIdle() {
        let stage = Stage()
        let header = MJRefreshGifHeader {}
        let refreshing = Self.images(3)
        #expect(header.setImages(refreshing, duration: 1.5, for: .refreshing) === header)
        header.setImages(nil, for: .refreshing)  // ignored: the images stay
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        #expect(header.gifView.isAnimating)
        #expect(header.gifView.animationImages?.count == 3)
        #expect(header.gifView.animationDuration == 1.5)
        // The reveal is over after a second; the images animate on, so `runUntilIdle()` would wait for its timeout.
        UISimulation.advance(by: 1)
        #expect(header.gifView.isAnimating, "still playing while refreshing")
        header.endRefreshing()
        #expect(!header.gifView.isAnimating)
    }

    @Test func aSingleImageIsShownStill() {
        let header = MJRefreshGifHeader {}
        let still = Self.images(1)
        header.setImages(still, for: .pulling)
        header.state = .pulling
        #expect(header.gifView.image === still[0])
        #expect(!header.gifView.isAnimating)
    }

    @Test func aTallerFirstImageMakesTheHeaderTaller() {
        let stage = Stage()
        let header = stage.attach(MJRefreshGifHeader {})
        header.setImages(Self.images(2, height: 40), for: .idle)
        #expect(header.frame.height == 54, "a shorter image changes nothing")
        header.setImages([Self.image(height: 70), Self.image(height: 20)], for: .pulling)
        #expect(header.frame.height == 70)
        UISimulation.advance(by: oneFrame)
        #expect(header.frame.minY == -70, "placed above the content at its new height")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 60))
        #expect(header.state == .idle, "the threshold is the new height")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 75) - Stage.fingerTravel(forOverscroll: 60))
        #expect(header.state == .pulling)
        stage.release()
        #expect(stage.scrollView.contentInset.top == 70)
    }

    @Test func theImageSitsLeftOfTheTextsOrCentredWithoutThem() {
        let stage = Stage()
        let header = MJRefreshGifHeader {}
        header.setImages(Self.images(3), for: .idle)
        stage.scrollView.mj_header = header
        UISimulation.advance(by: oneFrame)
        let textWidth = max(header.stateLabel.mj_textWidth(), header.lastUpdatedTimeLabel.mj_textWidth())
        #expect(header.gifView.contentMode == .right)
        #expect(header.gifView.frame.minX == 0)
        #expect(header.gifView.frame.height == 54)
        #expect(abs(header.gifView.frame.width - (390 / 2 - textWidth / 2 - 20)) <= 1e-9)

        header.stateLabel.isHidden = true
        header.lastUpdatedTimeLabel.isHidden = true
        header.setNeedsLayout()
        UISimulation.advance(by: oneFrame)
        #expect(header.gifView.contentMode == .center)
        #expect(header.gifView.frame == header.bounds)
    }

    // MARK: Helpers

    /// `count` distinct solid images 30 pt square.
    private static func images(_ count: Int, height: CGFloat = 30) -> [UIImage] {
        (0..<count).map { _ in image(height: height) }
    }

    private static func image(height: CGFloat) -> UIImage {
        UIImage(simulatedColor: .gray, size: CGSize(width: 30, height: height))
    }
}
