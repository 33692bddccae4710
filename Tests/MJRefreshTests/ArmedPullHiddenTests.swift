import MJRefresh
import SimulationTesting
import Testing

/// A pull armed while the app hides its component or makes it not interactive disarms at once: the finger's lift
/// would not reach it, and it must neither wait at rest showing "Release to refresh" nor fire later on its own.
/// Shown again, it arms only from a new pull.
@MainActor
@Suite(.uiSimulation)
struct ArmedPullHiddenTests {
    enum Interruption: CaseIterable, Sendable {
        case hidden, notInteractive

        @MainActor func apply(to component: MJRefreshComponent, interrupted: Bool) {
            switch self {
            case .hidden: component.isHidden = interrupted
            case .notInteractive: component.isUserInteractionEnabled = !interrupted
            }
        }
    }

    @Test(arguments: Interruption.allCases)
    func anArmedHeaderDisarmsAndPullsAgainFromANewGesture(interruption: Interruption) {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        stage.pullDown(300)
        #expect(header.state == .pulling)

        interruption.apply(to: header, interrupted: true)
        #expect(header.state == .idle, "disarmed at once")
        stage.release()
        interruption.apply(to: header, interrupted: false)
        UISimulation.runUntilIdle()
        #expect(header.state == .idle, "not left armed at rest")
        #expect(counter.count == 0, "the lift it missed fires nothing")
        #expect(header.stateLabel.text == "Pull down to refresh")

        stage.pullDown(300)
        #expect(header.state == .pulling, "a new pull arms it")
        stage.release()
        #expect(counter.count == 1)
        #expect(header.state == .refreshing)
    }

    @Test(arguments: Interruption.allCases)
    func anArmedTrailerDisarms(interruption: Interruption) {
        let (stage, _, trailer, refreshes) = makeTrailerGallery(items: 40)
        stage.scrollView.setContentOffset(
            CGPoint(x: stage.scrollView.contentSize.width - stage.scrollView.bounds.width, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 120, dimension: 390))
        #expect(trailer.state == .pulling)

        interruption.apply(to: trailer, interrupted: true)
        #expect(trailer.state == .idle, "disarmed at once")
        stage.release()
        interruption.apply(to: trailer, interrupted: false)
        UISimulation.runUntilIdle()
        #expect(trailer.state == .idle)
        #expect(refreshes.count == 0)
    }

    @Test func hidingARefreshingHeaderKeepsItsRefresh() {
        let stage = Stage()
        let header = stage.refreshingHeader()
        header.isHidden = true
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing, "only an armed pull disarms; a header's refresh goes on, as MJRefresh's")
    }
}
