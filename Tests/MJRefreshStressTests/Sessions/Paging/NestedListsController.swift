import MJRefresh

/// The nested-scroll layout of JXPagingView (#277): a vertical table whose header is a 200 pt banner and whose one
/// row, as tall as the table's area between the bars, holds the app's pager of lists (`PagedListsController`, a
/// child). The outer table takes the safe area; the lists leave it to the outer table
/// (`contentInsetAdjustmentBehavior = .never`), so that collapsing the banner does not change their insets. One
/// finger drags the outer table and the list under it (their pans recognize together); the banner collapses before
/// a list scrolls, and expands before a list can be pulled past its top.
@MainActor
final class NestedListsController: UIViewController, PagedScreen, UITableViewDataSource, UITableViewDelegate {
    static let banner: CGFloat = 200

    let main = NestedMainTable(frame: UIScreen.main.bounds, style: .plain)
    private let pages: PagedListsController
    private let lists: [UIScrollView]
    private var observations: [NSKeyValueObservation] = []

    init(lists: [UIScrollView]) {
        self.lists = lists
        pages = PagedListsController(lists: lists)
        for list in lists { list.contentInsetAdjustmentBehavior = .never }
        super.init(nibName: nil, bundle: nil)
        addChild(pages)
        pages.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { nil }

    var controller: UIViewController { self }
    var pager: UIScrollView { pages.pager }
    var shownPage: Int { pages.shownPage }

    func turnPage(to index: Int, animated: Bool) {
        pages.turnPage(to: index, animated: animated)
    }

    override func loadView() {
        main.bounces = false
        main.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: main.bounds.width, height: Self.banner))
        main.dataSource = self
        main.delegate = self
        view = main
        observations = lists.map { list in
            list.observe(\.contentOffset) { [weak self] list, _ in
                MainActor.assumeIsolated { self?.listDidScroll(list) }
            }
        }
    }

    /// The list on the page shown.
    private var current: UIScrollView { lists[shownPage] }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight
    }

    /// The row fills the table's area between the bars.
    private var rowHeight: CGFloat {
        max(0, main.bounds.height - main.adjustedContentInset.top - main.adjustedContentInset.bottom)
    }

    /// The outer table's offsets with the banner shown and collapsed.
    private var expanded: CGFloat { -main.adjustedContentInset.top }
    private var collapsed: CGFloat { Self.banner - main.adjustedContentInset.top }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        pages.view.frame = cell.contentView.bounds
        pages.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.contentView.addSubview(pages.view)
        return cell
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A new size or new bars measure the row again, by an empty batch update: a reload would move the pager to a
        // new cell, out of the window for a moment, and take a swiping finger away.
        if main.rectForRow(at: IndexPath(row: 0, section: 0)).height != rowHeight {
            main.beginUpdates()
            main.endUpdates()
        }
    }

    /// The outer table scrolled: once the list under the finger has left its top, the banner stays collapsed.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let list = current
        if list.contentOffset.y > -list.adjustedContentInset.top, main.contentOffset.y != collapsed {
            main.contentOffset.y = collapsed
        }
    }

    /// A list scrolled: it stays at its top while the banner is partly shown, and cannot pass its top while the
    /// banner is partly collapsed.
    private func listDidScroll(_ list: UIScrollView) {
        let top = -list.adjustedContentInset.top
        if main.contentOffset.y < collapsed, list.contentOffset.y > top {
            list.contentOffset.y = top
        } else if main.contentOffset.y > expanded, list.contentOffset.y < top {
            list.contentOffset.y = top
        }
    }
}

/// The outer table of the nested-scroll layout: its pan recognizes with any other pan, so the finger on a list
/// drags it too.
final class NestedMainTable: UITableView, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
    }
}
