import MJRefresh

/// A page beside the session's list: a list of its own with its own header and auto footer, which the session
/// never touches. Its components log as the session's do, so the invariants can tell that they act on their own
/// list only: nothing the session does to its list, or to the pager, refreshes them or changes their insets.
@MainActor
final class NeighbourList {
    static let rows = 30

    let owner: SessionOwner
    let header = LoggedHeader()
    let footer = LoggedAutoFooter()

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
}
