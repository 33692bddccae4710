import ContainerScreens
import ExampleFlows
import MJRefresh

/// A source the flows answer by hand: it keeps each request until `answer` is called.
@MainActor
final class ManualMessageSource: MessageSource {
    private var pending: [(page: Int, completion: ([String], Bool) -> Void)] = []

    var requests: Int { pending.count }

    func load(page: Int, completion: @escaping @MainActor ([String], Bool) -> Void) {
        pending.append((page, completion))
    }

    /// Answers the oldest request with twenty rows.
    func answer(hasMore: Bool = true) {
        guard !pending.isEmpty else { return }
        let request = pending.removeFirst()
        request.completion((1...20).map { "Message \(request.page * 20 + $0)" }, hasMore)
        UISimulation.runUntilIdle()
    }
}

/// The part of `view` the user sees: inside the list's frame, below the bars above it and above the bars below.
@MainActor
func visibleHeight(of view: UIView, in scrollView: UIScrollView) -> CGFloat {
    let frame = view.convert(view.bounds, to: nil)
    let list = scrollView.convert(scrollView.bounds, to: nil)
    let top = list.minY + scrollView.safeAreaInsets.top
    let bottom = list.maxY - scrollView.safeAreaInsets.bottom
    return max(0, min(frame.maxY, bottom) - max(frame.minY, top))
}

@MainActor
func runInboxFlows(_ runner: FlowRunner) {
    runner.flow("inbox: pull to refresh under the large title and search field") {
        let source = ManualMessageSource()
        let app = runner.show(AppTabBarController(source: source))
        let table = app.inbox.tableView!
        let header = table.mj_header!
        let bar = app.inbox.navigationController!.navigationBar
        let restingOffset = table.contentOffset.y
        runner.check(visibleHeight(of: header, in: table) == 0, "the idle header is hidden under the bars")
        runner.check(bar.frame.height == 96, "the large title shows (44 + 52), the search field starts hidden")
        table.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.4)
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        runner.check(header.state == .refreshing && source.requests == 1, "the release refreshes once")
        runner.check(visibleHeight(of: header, in: table) == header.bounds.height, "the header shows whole")
        runner.check(header.convert(header.bounds, to: nil).minY == bar.frame.maxY, "just below the bar")
        source.answer()
        runner.check(
            table.contentOffset.y == restingOffset - 52, "the list rests below the search field the pull showed")
        runner.check(bar.frame.height == 148, "the title expanded, the search field shown (44 + 52 + 52)")
    }

    runner.flow("inbox: the end of the list loads above the tab bar") {
        let source = ManualMessageSource()
        let app = runner.show(AppTabBarController(source: source))
        let table = app.inbox.tableView!
        let footer = table.mj_footer!
        let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        table.simulateDrag(by: CGPoint(x: 0, y: -(end - table.contentOffset.y) - 10), duration: 1)
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        runner.check(source.requests == 1, "the footer asked for the next page")
        runner.check(
            footer.convert(footer.bounds, to: nil).maxY <= app.tabBar.frame.minY + 0.5,
            "the footer sits above the tab bar")
        source.answer()
        runner.check(app.inbox.rows.count == 40, "the next page is in")
    }

    runner.flow("inbox: a pull held across a tab switch never refreshes") {
        let source = ManualMessageSource()
        let app = runner.show(AppTabBarController(source: source))
        let table = app.inbox.tableView!
        let header = table.mj_header!
        let baseline = table.contentInset
        table.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.4)
        runner.check(header.state == .pulling, "armed under the finger")
        app.selectedIndex = 1
        UISimulation.runUntilIdle()
        table.simulateTouchUp()
        app.selectedIndex = 0
        UISimulation.runUntilIdle()
        runner.check(source.requests == 0 && header.state == .idle, "back to idle, no refresh")
        runner.check(table.contentInset == baseline, "the baseline insets")
        runner.check(table.contentOffset.y == -table.adjustedContentInset.top, "the list at rest below the bars")
    }

    runner.flow("thread: refreshing from viewDidLoad of a pushed large-title screen") {
        let source = ManualMessageSource()
        let app = runner.show(AppTabBarController(source: source))
        app.inbox.openMessage(at: 0)
        UISimulation.runUntilIdle()
        let navigation = app.inbox.navigationController!
        guard let thread = navigation.topViewController as? ThreadViewController else {
            return runner.check(false, "the thread was pushed")
        }
        let header = thread.tableView.mj_header!
        runner.check(thread.loads == 1 && source.requests == 1, "the load ran once")
        runner.check(visibleHeight(of: header, in: thread.tableView) == header.bounds.height, "the header shows")
        runner.check(
            header.convert(header.bounds, to: nil).minY == navigation.navigationBar.frame.maxY,
            "below the expanded bar")
        navigation.simulateEdgeSwipeBegan()
        navigation.simulateEdgeSwipe(by: 100, duration: 0.2)
        navigation.simulateEdgeSwipeEnded()
        UISimulation.runUntilIdle()
        runner.check(navigation.topViewController === thread && header.state == .refreshing, "a cancelled swipe back")
        source.answer()
        runner.check(header.state == .idle && thread.replies.count == 20, "the thread loaded")
        navigation.simulateEdgeSwipeBegan()
        navigation.simulateEdgeSwipe(by: 300, duration: 0.3)
        navigation.simulateEdgeSwipeEnded()
        UISimulation.runUntilIdle()
        runner.check(navigation.topViewController === app.inbox, "a finished swipe back")
    }

    runner.flow("article: a plain scroll view under the navigation bar") {
        let source = ManualMessageSource()
        let app = runner.show(AppTabBarController(source: source))
        app.selectedIndex = 1
        UISimulation.runUntilIdle()
        let scrollView = app.article.scrollView
        let header = scrollView.mj_header!
        runner.check(scrollView.adjustedContentInset.top == 103, "below the status area and the bar (59 + 44)")
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.4)
        scrollView.simulateTouchUp()
        UISimulation.advance(by: 0.5)
        runner.check(app.article.refreshes == 1, "the pull refreshed")
        runner.check(header.convert(header.bounds, to: nil).minY == 103, "below the bar")
        source.answer()
        runner.check(scrollView.contentOffset.y == -103 && header.state == .idle, "ended and at rest")
    }
}
