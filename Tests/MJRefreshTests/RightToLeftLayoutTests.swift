import MJRefresh
import SimulationTesting
import XCTest

/// Right-to-left layout, with Arabic texts on a device whose language runs right to left: the parts beside the
/// text are mirrored around the component's centre (`x ↦ width − x`) and turn the other way; the texts stay
/// centred. Which direction applies is the component's `effectiveUserInterfaceLayoutDirection`, not the text
/// language.
final class RightToLeftLayoutTests: SimulationTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            MJRefreshConfig.default.languageCode = "ar"
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testHeaderArrowAndSpinnerSitRightOfTheTextsAndTheArrowTurnsTheOtherWay() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(header.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            XCTAssertEqual(header.stateLabel.text, "اسحب للأسفل للتحديث")
            let textWidth = max(header.stateLabel.mj_textWidth(), header.lastUpdatedTimeLabel.mj_textWidth())
            XCTAssertGreaterThan(textWidth, 0)
            // Left to right the arrow's centre is at w/2 − (text/2 + 25); mirrored, at w − that.
            let mirroredX = 390 - (195 - (textWidth / 2 + header.labelLeftInset))
            XCTAssertEqual(header.arrowView.center.x, mirroredX, accuracy: 0.001)
            XCTAssertEqual(header.loadingView.center.x, mirroredX, accuracy: 0.001)
            XCTAssertEqual(header.arrowView.center.y, 27)
            XCTAssertEqual(header.stateLabel.frame, CGRect(x: 0, y: 0, width: 390, height: 27), "centred texts")
            XCTAssertEqual(header.lastUpdatedTimeLabel.frame, CGRect(x: 0, y: 27, width: 390, height: 27))
            XCTAssertEqual(header.stateLabel.textAlignment, .center)

            stage.pullDown(Stage.fingerTravel(forOverscroll: 70))
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(header.state, .pulling)
            let turned = header.arrowView.transform
            XCTAssertEqual(turned.a, -1, accuracy: 0.001, "turned over")
            XCTAssertGreaterThan(turned.b, 0, "just short of half a turn clockwise: the mirror of the English turn")
            XCTAssertEqual(atan2(turned.b, turned.a), .pi - 0.000001, accuracy: 1e-9)

            stage.release()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(stage.scrollView.contentInset, UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testFootersMirrorTheirArrowSpinnerAndImages() {
        onMain {
            let stage = Stage()
            let back = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = back
            UISimulation.advance(by: 1.0 / 60)
            let backX = 390 - (195 - (back.labelLeftInset + back.stateLabel.mj_textWidth() / 2))
            XCTAssertEqual(back.arrowView.center.x, backX, accuracy: 0.001)
            XCTAssertEqual(back.loadingView.center.x, backX, accuracy: 0.001)
            XCTAssertGreaterThan(back.arrowView.transform.b, 0, "pointing up, turned the mirrored way")

            let auto = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = auto
            UISimulation.advance(by: 1.0 / 60)
            let autoX = 390 - (195 - (auto.stateLabel.mj_textWidth() / 2 + auto.labelLeftInset))
            XCTAssertEqual(auto.loadingView.center.x, autoX, accuracy: 0.001)

            let gif = MJRefreshBackGifFooter {}
            stage.scrollView.mj_footer = gif
            UISimulation.advance(by: 1.0 / 60)
            let gifWidth = 195 - gif.labelLeftInset - gif.stateLabel.mj_textWidth() / 2
            XCTAssertEqual(gif.gifView.frame.minX, 390 - gifWidth, accuracy: 0.001, "right of the text")
            XCTAssertEqual(gif.gifView.frame.width, gifWidth, accuracy: 0.001)
            XCTAssertEqual(gif.gifView.contentMode, .left, "the images hug the text from the other side")
        }
    }

    func testGifHeaderImagesSitRightOfTheTexts() {
        onMain {
            let stage = Stage()
            let header = MJRefreshGifHeader {}
            stage.scrollView.mj_header = header
            UISimulation.advance(by: 1.0 / 60)
            let textWidth = max(header.stateLabel.mj_textWidth(), header.lastUpdatedTimeLabel.mj_textWidth())
            let width = 195 - textWidth / 2 - header.labelLeftInset
            XCTAssertEqual(
                header.gifView.frame,
                CGRect(x: 390 - width, y: 0, width: width, height: header.mj_h), accuracy: 0.001)
            XCTAssertEqual(header.gifView.contentMode, .left)
        }
    }

    func testTheComponentsDirectionDecidesNotTheTextLanguage() {
        onMain {
            UISimulation.userInterfaceLayoutDirection = .leftToRight
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            UISimulation.advance(by: 1.0 / 60)
            let leftToRightX = header.arrowView.center.x
            XCTAssertLessThan(leftToRightX, 195, "Arabic texts on a left-to-right app: the arrow stays on the left")

            header.semanticContentAttribute = .forceRightToLeft
            header.setNeedsLayout()
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(
                header.arrowView.center.x, 390 - leftToRightX, accuracy: 0.001,
                "a header forced right to left mirrors in an English app too")
        }
    }
}

private func XCTAssertEqual(
    _ rect: CGRect, _ expected: CGRect, accuracy: CGFloat,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(rect.minX, expected.minX, accuracy: accuracy, "minX", file: file, line: line)
    XCTAssertEqual(rect.minY, expected.minY, accuracy: accuracy, "minY", file: file, line: line)
    XCTAssertEqual(rect.width, expected.width, accuracy: accuracy, "width", file: file, line: line)
    XCTAssertEqual(rect.height, expected.height, accuracy: accuracy, "height", file: file, line: line)
}
