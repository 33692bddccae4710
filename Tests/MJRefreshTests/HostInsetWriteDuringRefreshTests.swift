import MJRefresh
import SimulationTesting
import Testing

/// "Insets are bookkept as deltas on top of your own `contentInset`": a host write during a refresh is the host's
/// own value, whatever it was computed from, so an absolute write comes back exactly at the end, and a
/// read-modify-write (`+= 10`), which read the header's share too, keeps that share as the host's.
@MainActor
@Suite(.uiSimulation)
struct HostInsetWriteDuringRefreshTests {
    let stage = Stage()

    @Test func aWholeValueWrittenDuringARefreshIsKeptAndTheShareComesOffAtTheEnd() {
        let header = stage.refreshingHeader()
        #expect(stage.scrollView.contentInset.top == 54)
        stage.scrollView.contentInset.top = 10
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 54, "the share shrinks: the offset keeps the header in view")
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 10)
        #expect(stage.scrollView.contentOffset.y == -10)
    }

    @Test func aReadModifyWriteDuringARefreshKeepsTheShareItReadAsTheHosts() {
        let header = stage.refreshingHeader()
        stage.scrollView.contentInset.top += 10
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 64, "54 read and 10 added: the host's own value now")
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 64, "later refreshes leave it as it is")
    }

    /// A host that starts keeping a minimum top inset while the header refreshes (its own layout rule, applied
    /// from `contentInset`'s setter) keeps part of what the end gives back: the list rests at the top the host
    /// keeps, not past it where the share alone would have left it.
    @Test func anEndUnderAHostThatKeepsAMinimumTopRestsAtTheTopItKeeps() {
        let scrollView = MinimumTopScrollView()
        let stage = Stage(contentHeight: 300, scrollView: scrollView)
        let header = stage.refreshingHeader()
        scrollView.minimumTop = 20
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(scrollView.contentInset.top == 20)
        #expect(scrollView.contentOffset.y == -20, "at the top of a list shorter than the view, inside the range")
    }
}

/// Keeps `contentInset.top` at least `minimumTop` whenever the inset is written.
private final class MinimumTopScrollView: UIScrollView {
    var minimumTop: CGFloat = 0
    override var contentInset: UIEdgeInsets {
        didSet { if contentInset.top < minimumTop { contentInset.top = minimumTop } }
    }
}
