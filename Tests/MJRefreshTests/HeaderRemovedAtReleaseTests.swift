import MJRefresh
import SimulationTesting
import Testing

/// A host may take the header off its scroll view when the finger lifts (in `scrollViewDidEndDragging`) and put it
/// back later. The release the header was waiting for belongs to the pull it had then: back on the scroll view, the
/// header is armed by a new pull and fires only when that pull's finger lifts.
@MainActor
@Suite(.uiSimulation)
struct HeaderRemovedAtReleaseTests {
    /// Takes the header off its scroll view as the drag ends.
    private final class RemovingDelegate: NSObject, UIScrollViewDelegate {
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            scrollView.mj_header = nil
        }
    }

    @Test func aHeaderPutBackFiresOnlyWhenItsNewPullIsReleased() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        let delegate = RemovingDelegate()
        stage.scrollView.delegate = delegate
        stage.pullDown(300)
        #expect(header.state == .pulling)
        stage.release()
        #expect(stage.scrollView.mj_header == nil)
        #expect(counter.count == 0, "taken off as the finger lifted: the pull does not fire")
        stage.scrollView.delegate = nil
        stage.attach(header)
        stage.pullDown(300)
        UISimulation.advance(by: 0.1)
        #expect(header.state == .pulling, "armed, the finger still down")
        #expect(counter.count == 0, "nothing fires before the finger lifts")
        stage.release()
        #expect(counter.count == 1, "the new pull fires when its finger lifts")
    }
}
