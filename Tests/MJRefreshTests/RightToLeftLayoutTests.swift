import MJRefresh
import SimulationTesting
import Testing

/// Right-to-left layout, with Arabic texts on a device whose language runs right to left: the parts beside the
/// text are mirrored around the component's centre (`x ↦ width − x`) and turn the other way; the texts stay
/// centred. Which direction applies is the component's `effectiveUserInterfaceLayoutDirection`, not the text
/// language.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "ar", layoutDirection: .rightToLeft))
struct RightToLeftLayoutTests {
    @Test func headerArrowAndSpinnerSitRightOfTheTextsAndTheArrowTurnsTheOtherWay() {
        let stage = Stage()
        let counter = CallCounter()
        let header = stage.attach(MJRefreshNormalHeader(refreshingBlock: counter.action))
        UISimulation.advance(by: 1.0 / 60)
        #expect(header.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(header.stateLabel.text == "اسحب للأسفل للتحديث")
        let textWidth = max(header.stateLabel.mj_textWidth(), header.lastUpdatedTimeLabel.mj_textWidth())
        #expect(textWidth > 0)
        // Left to right the arrow's centre is at w/2 − (text/2 + 25); mirrored, at w − that.
        let mirroredX = 390 - (195 - (textWidth / 2 + header.labelLeftInset))
        #expect(abs(header.arrowView.center.x - mirroredX) <= 0.001)
        #expect(abs(header.loadingView.center.x - mirroredX) <= 0.001)
        #expect(header.arrowView.center.y == 27)
        #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 27), "centred texts")
        #expect(header.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 390, height: 27))
        #expect(header.stateLabel.textAlignment == .center)

        stage.pullDown(Stage.fingerTravel(forOverscroll: 70))
        UISimulation.advance(by: 0.3)
        #expect(header.state == .pulling)
        let turned = header.arrowView.transform
        #expect(abs(turned.a + 1) <= 0.001, "turned over")
        #expect(turned.b > 0, "just short of half a turn clockwise: the mirror of the English turn")
        #expect(abs(atan2(turned.b, turned.a) - (.pi - 0.000001)) <= 1e-9)

        stage.release()
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == .zero)
        #expect(counter.count == 1)
    }

    @Test func footersMirrorTheirArrowSpinnerAndImages() {
        let stage = Stage()
        let back = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.advance(by: 1.0 / 60)
        let backX = 390 - (195 - (back.labelLeftInset + back.stateLabel.mj_textWidth() / 2))
        #expect(abs(back.arrowView.center.x - backX) <= 0.001)
        #expect(abs(back.loadingView.center.x - backX) <= 0.001)
        #expect(back.arrowView.transform.b > 0, "pointing up, turned the mirrored way")

        let auto = stage.attach(MJRefreshAutoNormalFooter {})
        UISimulation.advance(by: 1.0 / 60)
        let autoX = 390 - (195 - (auto.stateLabel.mj_textWidth() / 2 + auto.labelLeftInset))
        #expect(abs(auto.loadingView.center.x - autoX) <= 0.001)

        let gif = stage.attach(MJRefreshBackGifFooter {})
        UISimulation.advance(by: 1.0 / 60)
        let gifWidth = 195 - gif.labelLeftInset - gif.stateLabel.mj_textWidth() / 2
        #expect(abs(gif.gifView.frame.minX - (390 - gifWidth)) <= 0.001, "right of the text")
        #expect(abs(gif.gifView.frame.width - gifWidth) <= 0.001)
        #expect(gif.gifView.contentMode == .left, "the images hug the text from the other side")
    }

    @Test func footersKeepTheirCentredLabelsAndTheirVerticalPull() {
        let stage = Stage()
        let (back, counter) = stage.attachCounting(MJRefreshBackNormalFooter())
        UISimulation.advance(by: 1.0 / 60)
        #expect(back.stateLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 44), "centred text, same frame")
        #expect(back.stateLabel.textAlignment == .center)
        stage.pushUp(1156 + Stage.fingerTravel(forOverscroll: 50))
        #expect(back.state == .pulling, "armed 44 pt past the end, as left to right")
        stage.release()
        #expect(counter.count == 1)
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        back.endRefreshing()
        #expect(stage.scrollView.contentInset == .zero)

        let auto = stage.attach(MJRefreshAutoNormalFooter {})
        UISimulation.advance(by: 1.0 / 60)
        #expect(auto.stateLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func gifHeaderImagesSitRightOfTheTexts() {
        let stage = Stage()
        let header = stage.attach(MJRefreshGifHeader {})
        UISimulation.advance(by: 1.0 / 60)
        let textWidth = max(header.stateLabel.mj_textWidth(), header.lastUpdatedTimeLabel.mj_textWidth())
        let width = 195 - textWidth / 2 - header.labelLeftInset
        expectEqual(
            header.gifView.frame, CGRect(x: 390 - width, y: 0, width: width, height: header.mj_h), accuracy: 0.001)
        #expect(header.gifView.contentMode == .left)
    }

    @Test func theComponentsDirectionDecidesNotTheTextLanguage() {
        UISimulation.userInterfaceLayoutDirection = .leftToRight
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.advance(by: 1.0 / 60)
        let leftToRightX = header.arrowView.center.x
        #expect(leftToRightX < 195, "Arabic texts on a left-to-right app: the arrow stays on the left")

        header.semanticContentAttribute = .forceRightToLeft
        header.setNeedsLayout()
        UISimulation.advance(by: 1.0 / 60)
        #expect(
            abs(header.arrowView.center.x - (390 - leftToRightX)) <= 0.001,
            "a header forced right to left mirrors in an English app too")
    }
}

/// Expects `rect` to equal `expected` in each of its four numbers, within `accuracy`.
private func expectEqual(
    _ rect: CGRect, _ expected: CGRect, accuracy: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(rect.minX - expected.minX) <= accuracy, "minX", sourceLocation: sourceLocation)
    #expect(abs(rect.minY - expected.minY) <= accuracy, "minY", sourceLocation: sourceLocation)
    #expect(abs(rect.width - expected.width) <= accuracy, "width", sourceLocation: sourceLocation)
    #expect(abs(rect.height - expected.height) <= accuracy, "height", sourceLocation: sourceLocation)
}
