import ClassicApp
import Dispatch
import ExampleFlows
import LegacyClient
import MJRefresh

@MainActor
func runCustomHeaderFlows(_ runner: FlowRunner) {
    runner.flow("custom header") {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        runner.place(scrollView)
        var refreshes = 0
        let header = PlaneHeader { refreshes += 1 }
        scrollView.mj_header = header
        UISimulation.runUntilIdle()
        runner.check(header.mj_h == 60 && header.label.superview === header, "prepare() sized it and added its parts")
        runner.check(header.sizeChanges == 0, "no content size change yet")
        scrollView.contentSize.height = 2100
        runner.check(header.sizeChanges == 1, "scrollViewContentSizeDidChange(_:) hears the change")

        swipe(scrollView, by: CGPoint(x: 0, y: 300))
        runner.check(header.states == [.pulling, .refreshing], "its state observer saw the pull arm, then refresh")
        runner.check(header.offsetChanges > 0 && header.panChanges >= 2, "offset and pan hooks run as the finger moves")
        runner.check(header.callbackRuns == 1 && refreshes == 1, "executeRefreshingCallback() override ran once")
        runner.check(header.plane.alpha == 1, "the pullingPercent observer faded the plane in")
        runner.check(
            header.label.text == Bundle.mj_localizedString(forKey: MJRefreshHeaderRefreshingText),
            "the refreshing text from the built-in strings")

        header.endRefreshing()
        UISimulation.runUntilIdle()
        runner.check(
            header.endCalls == 1 && header.state == .idle && header.label.text == "Landed",
            "the endRefreshing() override ran and the header ended")
        runner.check(scrollView.contentInset.top == 0, "the inset came back")

        // A call from another thread lands on the main thread, in order, through the override.
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        finishLoad(on: header) {}
        UISimulation.run(until: { header.state == .idle }, timeout: 5)
        runner.check(header.endCalls == 2 && header.state == .idle, "endRefreshing() from a background thread ends it")

        MJRefreshConfig.default.languageCode = "ko"
        runner.check(header.languageChanges == 1, "i18nDidChange() runs when the language changes")
        MJRefreshConfig.default.languageCode = nil
    }
}

@MainActor
func runBrandFooterFlow(_ runner: FlowRunner) {
    runner.flow("custom footer") {
        let table = UITableView()
        table.contentSize.height = 2000
        runner.place(table)
        var loads = 0
        let footer = BrandFooter.make { loads += 1 }
        table.mj_footer = footer
        footer.beginRefreshing()
        runner.check(loads == 1 && footer.state == .refreshing, "the inherited factory initialiser's block loads")
        runner.check(footer.logo.superview === footer, "its own init(frame:) added the logo")
        footer.endRefreshingWithNoMoreData()
        runner.check(footer.state == .noMoreData && footer.logo.isHidden, "its override hides the logo at the end")
        footer.resetNoMoreData()
        runner.check(footer.state == .idle && !footer.logo.isHidden, "and shows it again on reset")
    }
}

@MainActor
func runLegacyClientFlows(_ runner: FlowRunner) {
    runner.flow("deprecated members") {
        let table = UITableView()
        runner.place(table)
        let readBack = configureWithDeprecatedMembers(table)
        runner.check(
            readBack == [
                "alpha true", "header true", "footer true", "percent 0.5", "hidden true",
                "style true", "ending true",
            ],
            "the old spellings set and read the current members: \(readBack)")
        let normal = table.mj_header as? MJRefreshNormalHeader
        runner.check(
            normal?.isAutomaticallyChangeAlpha == true && normal?.loadingView.style == .large,
            "isAutoChangeAlpha and activityIndicatorViewStyle reached the header")
        let footer = table.mj_footer as? MJRefreshAutoFooter
        runner.check(
            footer?.triggerAutomaticallyRefreshPercent == 0.5,
            "appearencePercentTriggerAutoRefresh reached the footer")
        table.contentSize.height = 2000
        markEndOfList(table)
        runner.check(table.mj_footer?.state == .noMoreData, "noticeNoMoreData() ends with no more data")
    }

    runner.flow("nonisolated helpers") {
        // A scroll view with content: a table without a data source has no rows, and an auto footer on an empty
        // list hides itself and loads nothing.
        let table = UIScrollView()
        table.contentSize.height = 2000
        runner.place(table)
        var loads = 0
        table.mj_header = RefreshFactory.header(onRefresh: {})
        let header = table.mj_header as? MJRefreshNormalHeader
        runner.check(
            header?.lastUpdatedTimeLabel.isHidden == true && header?.stateLabel.text == "Pull to refresh",
            "the house style applied")
        let footer = RefreshFactory.footer(onLoad: {})
        table.mj_footer = footer
        let hasMore = Binding<Bool>()
        let counter = LoadCounter()
        bind(hasMore, to: footer, load: { counter.count += 1 })
        hasMore.send(false)
        runner.check(footer.isHidden, "the binding hides the footer when there is nothing more")
        hasMore.send(true)
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        loads = counter.count
        runner.check(!footer.isHidden && loads == 1, "the bound refreshing block loads")
    }
}

/// Counts loads from a `@Sendable` block; the flows call it on the main thread only.
final class LoadCounter: @unchecked Sendable {
    var count = 0
}
