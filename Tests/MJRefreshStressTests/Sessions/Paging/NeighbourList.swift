import MJRefresh

/// A page beside the session's list: a list of its own with its own header and auto footer, which the session
/// touches only by pulling it when it is shown (`PagingStep.refreshShownNeighbour`). Its components log as the
/// session's do, so the invariants can tell that they act on their own list only: nothing the session does to its
/// list, or to the pager, refreshes them or changes their insets, and their own refreshes leave the session's list
/// alone.
@MainActor
final class NeighbourList {
    static let rows = 30

    let owner: SessionOwner
    let header = LoggedHeader()
    let footer = LoggedAutoFooter()
    /// The refreshes the session's pulls started on this list.
    private(set) var pulledRefreshes = 0

    init(setup: SessionSetup, frame: CGRect) {
        owner = SessionOwner(setup: setup, frame: frame, rows: Self.rows)
        for component in [header, footer] as [any LoggedComponent] {
            component.log.component = component
            component.refreshingBlock = component.log.refreshingBlock
            component.link(to: owner.scrollView)
        }
    }

    var scrollView: UIScrollView { owner.scrollView }
    var logs: [ComponentLog] { [header.log, footer.log] }

    /// The user pulls the list and lifts; the app ends the refresh half a second later.
    func pullToRefresh() {
        let before = header.log.entriesIntoRefreshing
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 300), duration: 24 * SessionRig.frameDuration)
        scrollView.simulateTouchUp(velocity: .zero)
        UISimulation.advance(by: 0.5)
        pulledRefreshes += header.log.entriesIntoRefreshing - before
        header.endRefreshing()
        UISimulation.advance(by: 0.5)
    }
}
