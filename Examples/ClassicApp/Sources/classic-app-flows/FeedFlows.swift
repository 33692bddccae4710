import ClassicApp
import ExampleFlows
import MJRefresh

@MainActor
func runFeedFlows(_ runner: FlowRunner) {
    runner.flow("feed") {
        let loader = ManualPageLoader()
        let feed = runner.show(FeedViewController(loader: loader))
        let table: UITableView = feed.tableView
        let header = table.mj_header
        runner.check(
            header is MJRefreshNormalHeader && header?.state == .refreshing,
            "the header refreshes as the screen opens")
        runner.check(loader.requestedPages == [0], "the first page is requested once")
        runner.check(header?.shownTitle == "Loading ...", "the app's refreshing title shows")
        loader.answer(rows: 20, hasMore: true)
        runner.check(header?.state == .idle && feed.rows.count == 20, "the first page ends the refresh: 20 rows")
        runner.check(table.mj_footer?.isHidden == false, "the footer shows once there are rows")
        runner.check(feed.lastRefresh != nil, "endRefreshingCompletionBlock ran after the collapse")

        swipe(table, by: CGPoint(x: 0, y: 250))
        runner.check(header?.state == .refreshing && loader.requestedPages == [0], "a pull down reloads page 0")
        loader.answer(rows: 20, hasMore: true)
        runner.check(header?.state == .idle && feed.rows.count == 20, "the reload replaces the rows")
        runner.check(table.contentInset.top == 0, "the header gives its inset back")

        for page in 1...2 {
            let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
            swipe(table, by: CGPoint(x: 0, y: -(end - table.contentOffset.y) - 60), duration: 0.8)
            runner.check(
                table.mj_footer?.state == .refreshing && loader.requestedPages == [page],
                "scrolling to the end loads page \(page)")
            loader.answer(rows: 20, hasMore: page < 2)
        }
        runner.check(feed.rows.count == 60 && table.mj_totalDataCount() == 60, "three pages: 60 rows")
        runner.check(
            table.mj_footer?.state == .noMoreData && table.mj_footer?.shownTitle == "No more data",
            "after the last page the footer says there is no more data")
    }
}

extension MJRefreshComponent {
    /// The text of the state label of whichever state component this is.
    var shownTitle: String? {
        let label =
            (self as? MJRefreshStateHeader)?.stateLabel ?? (self as? MJRefreshAutoStateFooter)?.stateLabel
            ?? (self as? MJRefreshBackStateFooter)?.stateLabel ?? (self as? MJRefreshStateTrailer)?.stateLabel
        return label?.text
    }
}
