import ExampleFlows
import ListScreens
import MJRefresh

// The screens played as a user would: pull, scroll, swipe between pages, wait for the server. Every check is
// about what the user or the app sees: states, rows, frames, callbacks.

MainActor.assumeIsolated {
    let runner = FlowRunner()
    runStickySectionsFlow(runner)
    runPagedListsFlow(runner)
    runSwipeableListsFlow(runner)
    runPinnedHeadersFlow(runner)
    runNestedPagingFlow(runner)
    runShelvesFlow(runner)
    runner.finish()
}

@MainActor
func runStickySectionsFlow(_ runner: FlowRunner) {
    runner.flow("sticky sections") {
        let loader = ManualFeedLoader()
        let screen = runner.show(StickySectionsViewController(loader: loader))
        let table: UITableView = screen.tableView
        runner.check(table.mj_header?.state == .refreshing, "the header refreshes as the screen opens")
        loader.answer()
        runner.check(table.mj_header?.state == .idle && screen.sections.count == 1, "the first page is in")
        runner.check(table.headerView(forSection: 0)?.frame.minY == 0, "section 0's header at the top")

        runner.checkPullRefreshes(table, loader: loader, "a pull down reloads")
        let header = table.mj_header
        swipe(table, by: CGPoint(x: 0, y: -300), duration: 0.5)
        let pinned = table.headerView(forSection: 0)?.frame.minY ?? -1
        runner.check(
            abs(pinned - table.contentOffset.y) < 0.5,
            "scrolled while refreshing, the section header sticks at the top of the list, not below it")
        loader.answer()
        let afterEnd = table.headerView(forSection: 0)?.frame.minY ?? -1
        runner.check(
            header?.state == .idle && abs(afterEnd - table.contentOffset.y) < 0.5,
            "after the end the section header is still at the top")

        runner.checkScrollingToEndLoads(
            table, loader: loader, request: "Section 1", "scrolling to the end loads the next page once")
        loader.answer()
        UISimulation.advance(by: 2)
        runner.check(screen.sections.count == 2 && loader.requests.isEmpty, "two pages, and no load by itself")
        runner.check(table.mj_footer?.state == .idle, "the footer is idle again")
    }
}

@MainActor
func runPagedListsFlow(_ runner: FlowRunner) {
    runner.flow("page view controller") {
        let loader = ManualFeedLoader()
        let screen = runner.show(PagedListsViewController(loader: loader))
        loader.answerAll()
        let scrollView = screen.view.subviews.compactMap { $0 as? UIScrollView }.first
        runner.check(scrollView != nil && screen.currentPage?.feed == "News", "the first page shows")
        guard let scrollView else { return }
        swipe(scrollView, by: CGPoint(x: -200, y: 0), duration: 0.2, velocity: CGPoint(x: -900, y: 0))
        loader.answerAll()
        runner.check(screen.currentPage?.feed == "Sports", "a swipe left shows the next page")
        runner.check(
            screen.pages.allSatisfy { !$0.isViewLoaded || $0.tableView.mj_header?.state != .refreshing },
            "a page swipe refreshes nothing")
        guard let page = screen.currentPage else { return }
        runner.checkPullRefreshes(
            page.tableView, loader: loader, request: "Sports 0", "a pull on the page refreshes its own list")
        runner.check(
            screen.pages[0].tableView.mj_header?.state == .idle, "the other pages' headers stay idle")
        loader.answer("Sports")
        runner.checkRefreshEnded(page.tableView, "it ends")
    }
}

@MainActor
func runSwipeableListsFlow(_ runner: FlowRunner) {
    runner.flow("paging scroll view") {
        let loader = ManualFeedLoader()
        let screen = runner.show(SwipeableListsViewController(loader: loader))
        loader.answerAll()
        runner.check(screen.entries.allSatisfy { $0.count == 15 }, "every tab's list is filled")
        swipe(screen.pager, by: CGPoint(x: -220, y: 0), duration: 0.25, velocity: CGPoint(x: -800, y: 0))
        runner.check(screen.pager.contentOffset.x == 390, "a swipe moves to the next tab")
        runner.check(loader.requests.isEmpty, "and loads nothing")
        let list = screen.lists[1]
        runner.checkScrollingToEndLoads(
            list, loader: loader, request: "For you 1", flicks: 20, "the tab's own footer loads its next page")
        loader.answer()
        runner.check(screen.entries[1].count == 30 && screen.entries[0].count == 15, "only that tab grew")
    }
}

@MainActor
func runPinnedHeadersFlow(_ runner: FlowRunner) {
    runner.flow("pinned collection headers") {
        let loader = ManualFeedLoader()
        let screen = runner.show(PinnedHeadersCollectionViewController(loader: loader))
        loader.answer()
        let collection: UICollectionView = screen.collectionView
        let kind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0)
        runner.check(collection.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 0, "a header on top")
        runner.checkPullRefreshes(collection, loader: loader, "a pull down reloads")
        let headerView = collection.supplementaryView(forElementKind: kind, at: first)
        runner.check(
            (headerView?.frame.minY ?? -1) >= (collection.mj_header?.frame.maxY ?? 0),
            "the section header sits below the refreshing header")
        swipe(collection, by: CGPoint(x: 0, y: -200), duration: 0.5)
        let pinned = collection.supplementaryView(forElementKind: kind, at: first)?.frame.minY ?? -1
        runner.check(abs(pinned - max(0, collection.contentOffset.y)) < 0.5, "scrolled, it sticks at the top")
        loader.answer()
        runner.checkRefreshEnded(collection)
        runner.checkScrollingToEndLoads(
            collection, loader: loader, request: "Tile 1", "scrolling to the end loads the next section")
        loader.answer()
        runner.check(screen.sections.count == 2 && loader.requests.isEmpty, "two sections, no load by itself")
    }
}

@MainActor
func runNestedPagingFlow(_ runner: FlowRunner) {
    runner.flow("nested paging") {
        let loader = ManualFeedLoader()
        let screen = runner.show(NestedPagingViewController(loader: loader))
        loader.answerAll()
        let main = screen.mainTableView
        guard let list = screen.currentList else { return runner.check(false, "a list shows") }
        let banner = NestedPagingViewController.bannerHeight
        swipe(list, by: CGPoint(x: 0, y: -150), duration: 0.3)
        runner.check(
            abs(main.contentOffset.y - 150) < 0.5 && list.contentOffset.y == 0, "pushing up collapses the banner first")
        swipe(list, by: CGPoint(x: 0, y: -200), duration: 0.3)
        runner.check(
            main.contentOffset.y == banner && abs(list.contentOffset.y - 150) < 1,
            "then the list scrolls under the collapsed banner")
        swipe(list, by: CGPoint(x: 0, y: 300), duration: 0.5)
        runner.check(
            abs(main.contentOffset.y - 50) < 1 && list.contentOffset.y == 0 && loader.requests.isEmpty,
            "pulling down scrolls the list back, then expands the banner, without a refresh")
        runner.checkPullRefreshes(
            list, loader: loader, request: "Posts 0",
            "once the banner is fully shown, the rest of the pull refreshes the list")
        runner.check(main.contentOffset.y == 0, "the banner stays where it is")
        runner.check(screen.lists[1].mj_header?.state == .idle, "the other list's header stays idle")
        loader.answer()
        runner.checkRefreshEnded(list)
        swipe(screen.pager, by: CGPoint(x: -200, y: 0), duration: 0.2, velocity: CGPoint(x: -900, y: 0))
        runner.check(screen.currentList === screen.lists[1] && loader.requests.isEmpty, "a page swipe loads nothing")
    }
}

@MainActor
func runShelvesFlow(_ runner: FlowRunner) {
    runner.flow("compositional shelves") {
        let loader = ManualFeedLoader()
        let screen = runner.show(ShelvesViewController(loader: loader))
        loader.answerAll()
        let collection: UICollectionView = screen.collectionView
        runner.check(screen.featured.count == 15 && screen.entries.count == 15, "the featured row and the list are in")
        guard let shelf = collection.subviews.compactMap({ $0 as? UIScrollView }).first else {
            return runner.check(false, "the featured row is a scroll view of its own")
        }
        let top = collection.contentOffset.y
        swipe(shelf, by: CGPoint(x: -300, y: 0), duration: 0.3, velocity: CGPoint(x: -900, y: 0))
        runner.check(
            shelf.contentOffset.x > 0 && collection.contentOffset.y == top,
            "a sideways swipe scrolls the featured row, not the list")
        runner.check(
            collection.mj_header?.state == .idle && loader.requests.isEmpty, "and neither refreshes nor loads")
        runner.checkPullRefreshes(collection, loader: loader, request: "Featured 0", "a pull down reloads")
        loader.answerAll()
        runner.checkRefreshEnded(collection)
        runner.checkScrollingToEndLoads(
            collection, loader: loader, request: "Shelf 1", "scrolling to the end loads the next page once")
        loader.answer()
        runner.check(
            collection.numberOfItems(inSection: 1) == 30 && loader.requests.isEmpty,
            "the page slides in, and nothing more loads by itself")
        runner.check(collection.mj_footer?.state == .idle, "the footer is idle once the new rows are in place")
    }
}
