import MJRefresh
import SimulationTesting
import Testing

/// A back footer and a trailer on short content sit exactly at the edge of the visible area, and follow every
/// change of that area by the next frame: the safe area alone (rotation, the home indicator), the bounds alone
/// (a banner that shrinks the list), or the adjusted inset alone (`contentInsetAdjustmentBehavior`). Their idle
/// title never shows inside the list.
@MainActor
@Suite(.uiSimulation)
struct VisibleAreaPlacementTests {
    /// The bottom edge of the visible area in content coordinates, at rest at the top.
    private static func visibleBottom(of scrollView: UIScrollView) -> CGFloat {
        let inset = scrollView.adjustedContentInset
        return -inset.top + scrollView.bounds.height - inset.bottom
    }

    private static func nextFrame() {
        UISimulation.advance(by: 1.0 / 120)
    }

    @Test func aBackFooterFollowsTheBottomSafeAreaAlone() {
        let stage = Stage(contentHeight: 300)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(footer.frame.minY == 844)
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        Self.nextFrame()
        #expect(footer.frame.minY == CGFloat(844 - 34), "the home indicator appeared: above it, at the edge")
        #expect(footer.frame.minY == Self.visibleBottom(of: stage.scrollView))
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        Self.nextFrame()
        #expect(footer.frame.minY == CGFloat(844 - 47 - 34))
        #expect(abs(footer.frame.minY - Self.visibleBottom(of: stage.scrollView)) <= 0.001)
        stage.window.simulatedSafeAreaInsets = .zero
        Self.nextFrame()
        #expect(footer.frame.minY == 844)
    }

    @Test func aBackFooterFollowsTheAdjustedInsetAlone() {
        let stage = Stage(contentHeight: 300, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(footer.frame.minY == CGFloat(844 - 47 - 34))
        stage.scrollView.contentInsetAdjustmentBehavior = .never
        Self.nextFrame()
        #expect(footer.frame.minY == 844, "no safe area in the adjusted inset any more")
    }

    @Test func aBannerThatShrinksTheListPutsTheFooterAfterContentThatNowOverflows() {
        let stage = Stage(contentHeight: 700)
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        UISimulation.runUntilIdle()
        #expect(footer.frame.minY == 844, "short: at the bottom of the visible area")
        stage.scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 500)  // a banner above the list
        Self.nextFrame()
        #expect(footer.frame.minY == 700, "the content now overflows: right after it, not inside it")
        stage.scrollView.frame = stage.window.bounds
        Self.nextFrame()
        #expect(footer.frame.minY == 844)
    }

    @Test func aTrailerFollowsTheSideSafeAreasAndTheBounds() {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 0)
        scrollView.contentInsetAdjustmentBehavior = .always
        window.addSubview(scrollView)
        let trailer = MJRefreshNormalTrailer {}
        scrollView.mj_trailer = trailer
        UISimulation.runUntilIdle()
        #expect(trailer.frame.minX == 390)
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47)
        Self.nextFrame()
        #expect(trailer.frame.minX == CGFloat(390 - 47 - 47), "at the right edge of the visible area")
        window.simulatedSafeAreaInsets = .zero
        Self.nextFrame()
        #expect(trailer.frame.minX == 390)
        scrollView.frame = CGRect(x: 0, y: 0, width: 150, height: 844)
        Self.nextFrame()
        #expect(trailer.frame.minX == 200, "the content now overflows: right after it")
        #expect(trailer.frame.height == 844)
    }

    @Test func idleHeaderAndAutoFooterStayAtTheContentsEdgesThroughEveryChange() {
        let (stage, table, source) = makeListStage(rows: 5)
        defer { withExtendedLifetime(source) {} }
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshAutoNormalFooter {}
        table.mj_header = header
        table.mj_footer = footer
        UISimulation.runUntilIdle()
        let changes: [@MainActor () -> Void] = [
            { stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) },
            { table.frame = CGRect(x: 0, y: 60, width: 390, height: 600) },
            { table.contentInsetAdjustmentBehavior = .never },
            {
                stage.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
                table.frame = stage.window.bounds
            },
        ]
        for (index, change) in changes.enumerated() {
            change()
            Self.nextFrame()
            #expect(header.frame.maxY == 0, "change \(index): the header ends where the content starts")
            #expect(footer.frame.minY == CGFloat(5 * 44), "change \(index): the footer starts where the rows end")
            #expect(header.frame.width == table.bounds.width, "change \(index)")
            #expect(footer.frame.width == table.bounds.width, "change \(index)")
        }
    }
}
