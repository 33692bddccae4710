import MJRefresh
import SimulationTesting
import XCTest

/// `MJRefreshGifHeader` (issue 3): images per state, idle frames chosen by the pull, the header growing to
/// its images, and the image view's place beside the texts.
final class GifHeaderTests: SimulationTestCase {
    func testTheGifViewIsASubviewAndTheTextGapIs20() {
        onMain {
            let header = MJRefreshGifHeader {}
            XCTAssertTrue(header.gifView.superview === header)
            XCTAssertEqual(header.labelLeftInset, 20)
        }
    }

    func testIdleFramesFollowThePullingPercentClamped() {
        onMain {
            let header = MJRefreshGifHeader {}
            let frames = Self.images(10)
            XCTAssertTrue(header.setImages(frames, for: .idle) === header)
            let expectations: [(percent: CGFloat, index: Int)] = [
                (0, 0), (0.05, 0), (0.1, 1), (0.35, 3), (0.99, 9), (1, 9), (1.7, 9), (-0.4, 0), (.nan, 0),
                (.infinity, 9),
            ]
            for (percent, index) in expectations {
                header.pullingPercent = percent
                XCTAssertTrue(header.gifView.image === frames[index], "percent \(percent) shows frame \(index)")
                XCTAssertFalse(header.gifView.isAnimating)
            }
        }
    }

    func testAPullShowsTheMatchingIdleFrameThenPlaysThePullingImages() {
        onMain {
            let stage = Stage()
            let header = MJRefreshGifHeader {}
            let idle = Self.images(10), pulling = Self.images(4)
            header.setImages(idle, for: .idle).setImages(pulling, for: .pulling)
            stage.scrollView.mj_header = header
            stage.pullDown(Stage.fingerTravel(forOverscroll: 27))
            XCTAssertTrue(header.gifView.image === idle[5], "half way: frame ⌊10 × 0.5⌋")
            stage.pullDown(Stage.fingerTravel(forOverscroll: 80) - Stage.fingerTravel(forOverscroll: 27))
            XCTAssertEqual(header.state, .pulling)
            XCTAssertTrue(header.gifView.isAnimating)
            XCTAssertEqual(header.gifView.animationImages?.count, 4)
            XCTAssertEqual(header.gifView.animationDuration, 0.4, accuracy: 1e-9, "0.1 s per image")
            let shown = header.gifView.image
            stage.pullDown(10)
            XCTAssertTrue(header.gifView.image === shown, "idle frames are not chosen while pulling")
            stage.release()
        }
    }

    func testImagesWithADurationPlayWhileRefreshingAndStopWhenIdle() {
        onMain {
            let stage = Stage()
            let header = MJRefreshGifHeader {}
            let refreshing = Self.images(3)
            XCTAssertTrue(header.setImages(refreshing, duration: 1.5, for: .refreshing) === header)
            header.setImages(nil, for: .refreshing)  // ignored: the images stay
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            XCTAssertTrue(header.gifView.isAnimating)
            XCTAssertEqual(header.gifView.animationImages?.count, 3)
            XCTAssertEqual(header.gifView.animationDuration, 1.5)
            UISimulation.runUntilIdle()
            header.endRefreshing()
            XCTAssertFalse(header.gifView.isAnimating)
        }
    }

    func testASingleImageIsShownStill() {
        onMain {
            let header = MJRefreshGifHeader {}
            let still = Self.images(1)
            header.setImages(still, for: .pulling)
            header.state = .pulling
            XCTAssertTrue(header.gifView.image === still[0])
            XCTAssertFalse(header.gifView.isAnimating)
        }
    }

    func testATallerFirstImageMakesTheHeaderTaller() {
        onMain {
            let stage = Stage()
            let header = MJRefreshGifHeader {}
            stage.scrollView.mj_header = header
            header.setImages(Self.images(2, height: 40), for: .idle)
            XCTAssertEqual(header.frame.height, 54, "a shorter image changes nothing")
            header.setImages([Self.image(height: 70), Self.image(height: 20)], for: .pulling)
            XCTAssertEqual(header.frame.height, 70)
            UISimulation.advance(by: oneFrame)
            XCTAssertEqual(header.frame.minY, -70, "placed above the content at its new height")
            stage.pullDown(Stage.fingerTravel(forOverscroll: 60))
            XCTAssertEqual(header.state, .idle, "the threshold is the new height")
            stage.pullDown(Stage.fingerTravel(forOverscroll: 75) - Stage.fingerTravel(forOverscroll: 60))
            XCTAssertEqual(header.state, .pulling)
            stage.release()
            XCTAssertEqual(stage.scrollView.contentInset.top, 70)
        }
    }

    func testTheImageSitsLeftOfTheTextsOrCentredWithoutThem() {
        onMain {
            let stage = Stage()
            let header = MJRefreshGifHeader {}
            header.setImages(Self.images(3), for: .idle)
            stage.scrollView.mj_header = header
            UISimulation.advance(by: oneFrame)
            let textWidth = max(header.stateLabel.mj_textWidth(), header.lastUpdatedTimeLabel.mj_textWidth())
            XCTAssertEqual(header.gifView.contentMode, .right)
            XCTAssertEqual(header.gifView.frame.minX, 0)
            XCTAssertEqual(header.gifView.frame.height, 54)
            XCTAssertEqual(header.gifView.frame.width, 390 / 2 - textWidth / 2 - 20, accuracy: 1e-9)

            header.stateLabel.isHidden = true
            header.lastUpdatedTimeLabel.isHidden = true
            header.setNeedsLayout()
            UISimulation.advance(by: oneFrame)
            XCTAssertEqual(header.gifView.contentMode, .center)
            XCTAssertEqual(header.gifView.frame, header.bounds)
        }
    }

    // MARK: Helpers

    /// `count` distinct solid images 30 pt square.
    @MainActor
    private static func images(_ count: Int, height: CGFloat = 30) -> [UIImage] {
        (0..<count).map { _ in image(height: height) }
    }

    @MainActor
    private static func image(height: CGFloat) -> UIImage {
        UIImage(simulatedColor: .gray, size: CGSize(width: 30, height: height))
    }
}
