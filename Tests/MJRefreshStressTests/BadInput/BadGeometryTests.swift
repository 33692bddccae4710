import MJRefresh
import SimulationTesting
import Testing

/// README, "Bad input": sizes, insets and offsets that are not finite or not positive. Each test is one row.
@MainActor
@Suite(.uiSimulation)
struct BadGeometryTests {
    @Test func nonFiniteContentSizeCountsAsEmpty() async {
        for size in [
            CGSize(width: CGFloat.nan, height: .nan), CGSize(width: CGFloat.infinity, height: .infinity),
            CGSize(width: -CGFloat.infinity, height: -.infinity),
        ] {
            await expectEveryComponentCopes("content size \(size)") { $0.scrollView.contentSize = size }
        }
    }

    @Test func negativeContentSizeCountsAsEmpty() async {
        await expectEveryComponentCopes("negative content size") {
            $0.scrollView.contentSize = CGSize(width: -100, height: -500)
        }
    }

    @Test func negativeHostInsetIsKeptAndSharesAddOnTop() async {
        let host = UIEdgeInsets(top: -30, left: -30, bottom: -30, right: -30)
        await expectEveryComponentCopes("negative inset", hostInset: host) { $0.scrollView.contentInset = host }
    }

    @Test func nonFiniteHostInsetCountsAsZeroOnceAComponentWritesTheEdge() async {
        for value in [CGFloat.nan, .infinity, -.infinity] {
            await UISimulation.reset()
            let stage = await BadInputStage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            stage.scrollView.contentInset.top = value
            header.beginRefreshing()
            await UISimulation.runUntilIdle()
            #expect(stage.scrollView.contentInset.top == header.mj_h, "\(value) counts as 0, plus the share")
            header.endRefreshing()
            await UISimulation.runUntilIdle()
            #expect(stage.scrollView.contentInset.top == 0, "\(value) is not restored: it counted as 0")

            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_footer = footer
            stage.scrollView.contentInset.bottom = value
            #expect(stage.scrollView.contentInset.bottom == footer.mj_h, "the footer's share goes back on 0")
            stage.scrollView.mj_footer = nil
            #expect(stage.scrollView.contentInset.bottom == 0)
            #expect(UISimulation.invalidGeometryReports == [])
            #expect(stage.scrollView.contentOffset.y.isFinite)
        }
    }

    @Test func nonFiniteOffsetIsRefusedAndComponentsSeeNothing() async {
        let stage = await BadInputStage()
        let components = stage.makeComponents()
        stage.scrollView.mj_header = components[0] as? MJRefreshHeader
        stage.scrollView.mj_footer = components[2] as? MJRefreshFooter
        let offset = stage.scrollView.contentOffset
        for value in [CGFloat.nan, .infinity, -.infinity] {
            stage.scrollView.contentOffset = CGPoint(x: 0, y: value)
            stage.scrollView.setContentOffset(CGPoint(x: value, y: 0), animated: true)
        }
        await UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentOffset == offset, "UIKit raises; the stand-in keeps the offset")
        #expect(UISimulation.invalidGeometryReports.count == 6, "only the app's own six writes are reported")
        #expect(components[0].state == .idle)
        #expect(components[2].state == .idle)
        #expect(stage.callbacks == 0)
    }

    @Test func anOffsetFarPastAnEdgeWithoutAFingerStartsNoPullRefresh() async {
        for (index, offset) in [CGPoint(x: 0, y: -10_000), CGPoint(x: 0, y: 10_000), CGPoint(x: 10_000, y: 0)]
            .enumerated()
        {
            await UISimulation.reset()
            let stage = await BadInputStage(contentSize: CGSize(width: 1000, height: 2000))
            let component = [MJRefreshNormalHeader(), MJRefreshBackNormalFooter(), MJRefreshNormalTrailer()][index]
            component.refreshingBlock = {}
            component.link(to: stage.scrollView)
            stage.scrollView.contentOffset = offset
            await UISimulation.runUntilIdle()
            #expect(component.state == .idle, "\(type(of: component)): only a finger starts a refresh")
            #expect(component.pullingPercent.isFinite)
            #expect(stage.scrollView.contentInset == .zero)
        }
    }

    @Test func zeroSizeScrollView() async {
        await expectEveryComponentCopes("zero-size scroll view", frame: .zero) { _ in }
    }

    @Test func zeroHeightComponentAddsNothingAndStillCallsBack() async {
        let stage = await BadInputStage()
        for component in stage.makeComponents() {
            if component is MJRefreshTrailer { component.mj_w = 0 } else { component.mj_h = 0 }
            component.link(to: stage.scrollView)
            let before = stage.callbacks
            component.beginRefreshing()
            await UISimulation.runUntilIdle()
            #expect(stage.callbacks == before + 1, "\(type(of: component))")
            #expect(component.pullingPercent.isFinite)
            component.endRefreshing()
            await UISimulation.runUntilIdle()
            stage.expectSettled(component, "\(type(of: component)) of zero height")
            #expect(stage.scrollView.contentInset == .zero, "a zero-height component adds nothing")
        }
    }

    @Test func negativeHeightActsAsItsMagnitude() async {
        let stage = await BadInputStage()
        let header = MJRefreshNormalHeader {}
        header.mj_h = -20
        #expect(header.mj_h == 20, "UIKit stores a frame with a negative height standardized")
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 20)
        header.endRefreshing()
        await UISimulation.runUntilIdle()
        stage.expectSettled(header, "negative height")
    }

    @Test func nonFiniteHeightIsRefusedAndTheComponentKeepsItsHeight() async {
        let stage = await BadInputStage()
        for component in stage.makeComponents() {
            let height = component.mj_h
            component.mj_h = .nan
            component.mj_h = .infinity
            #expect(component.mj_h == height, "UIKit raises CALayerInvalidGeometry; the frame is kept")
            component.link(to: stage.scrollView)
            await stage.pullBothWaysAndEnd(component)
        }
        #expect(UISimulation.invalidGeometryReports.count == 8, "only the app's own eight writes")
    }
}

/// Attaches each kind of component in turn to a stage that `spoil` made bad, pulls at both ends, ends, and
/// checks the stage settled with the host's inset.
@MainActor
private func expectEveryComponentCopes(
    _ label: String, frame: CGRect? = nil, hostInset: UIEdgeInsets = .zero,
    sourceLocation: SourceLocation = #_sourceLocation,
    spoil: @MainActor (BadInputStage) -> Void
) async {
    await UISimulation.reset()
    let stage = await BadInputStage(frame: frame)
    spoil(stage)
    for component in stage.makeComponents() {
        component.link(to: stage.scrollView)
        await stage.pullBothWaysAndEnd(component)
        component.beginRefreshing()
        await UISimulation.runUntilIdle()
        component.endRefreshing()
        await UISimulation.runUntilIdle()
        stage.expectSettled(
            component, hostInset: hostInset, "\(label), \(type(of: component))", sourceLocation: sourceLocation)
    }
}
