import ClassicApp
import ExampleFlows
import MJRefresh

@MainActor
func runOtherScreens(_ runner: FlowRunner) {
    for usesGifFooter in [false, true] {
        runner.flow(usesGifFooter ? "photos, GIF footer" : "photos") {
            let loader = ManualPageLoader()
            let photos = runner.show(PhotosViewController(loader: loader, usesGifFooter: usesGifFooter))
            let grid: UICollectionView = photos.collectionView
            runner.check(
                grid.mj_header is MJRefreshGifHeader && grid.mj_header?.state == .refreshing,
                "the GIF header refreshes as the screen opens")
            loader.answer(rows: 6, hasMore: true)
            runner.check(photos.photoCount == 6 && grid.mj_header?.state == .idle, "six photos, header idle")
            let footerType: AnyClass = usesGifFooter ? MJRefreshBackGifFooter.self : MJRefreshBackNormalFooter.self
            runner.check(grid.mj_footer.map { type(of: $0) == footerType } == true, "the chosen pull-up footer")
            // Six photos do not fill the screen: pulling up past the footer's height loads.
            swipe(grid, by: CGPoint(x: 0, y: -300))
            runner.check(
                grid.mj_footer?.state == .refreshing && loader.requestedPages == [1],
                "pulling up and releasing loads the next page")
            loader.answer(rows: 6, hasMore: false)
            runner.check(
                photos.photoCount == 12 && grid.mj_footer?.state == .noMoreData,
                "the last page ends with no more data")
        }
    }

    runner.flow("related items") {
        let related = runner.show(RelatedViewController())
        let strip: UICollectionView = related.collectionView
        runner.check(strip.mj_trailer is MJRefreshNormalTrailer, "link(to:) attached the trailer")
        runner.check(strip.mj_trailer?.shownTitle == "Swipe to see all", "the app's idle title")
        swipe(strip, by: CGPoint(x: -300, y: 0))
        runner.check(
            related.openedDetails == 1 && strip.mj_trailer?.state == .idle,
            "pulling past the end opens the details once, and the trailer ends")
        related.useStateTrailer()
        swipe(strip, by: CGPoint(x: -300, y: 0))
        runner.check(
            strip.mj_trailer is MJRefreshStateTrailer && related.openedDetails == 2,
            "the text-only trailer does the same")
    }

    runner.flow("archive") {
        let archive = runner.show(ArchiveViewController())
        let table: UITableView = archive.tableView
        archive.reloadFromButton()
        UISimulation.runUntilIdle()
        // A completion block passed to a call runs once, for that call, after the hooks set with
        // afterBeginningAction and afterEndingAction, which keep running at every refresh. (MJRefresh stored the
        // call's block in the same property, replacing the hook: see "Coming from MJRefresh".)
        runner.check(
            archive.events == ["refresh", "began", "begin completion"],
            "the refreshing block, the afterBeginningAction hook, then the call's begin completion block")
        archive.finishReload()
        UISimulation.runUntilIdle()
        runner.check(
            archive.events == ["refresh", "began", "begin completion", "ending", "ended", "end completion"],
            "endingAnimationBeginningAction as the collapse starts, the afterEndingAction hook, then the call's block")
        runner.check(table.mj_header?.alpha == 0, "autoChangeTransparency(true) fades the idle header out")
        let header = table.mj_header as? MJRefreshStateHeader
        runner.check(
            header?.lastUpdatedTimeLabel?.text == "Updated earlier",
            "modifyLastUpdatedTimeText's text shows after a refresh")
        archive.reloadFromButton()
        archive.cancelReload()
        runner.check(header?.state == .idle && header?.pullingPercent == 0, "cancel sets the state back to idle")
        UISimulation.runUntilIdle()
        // Each load appends 10 rows to the 30; at 50 the archive has no more.
        for (style, rows, state) in [
            (ArchiveViewController.FooterStyle.autoState, 40, MJRefreshState.idle),
            (.autoGif, 50, .noMoreData), (.backState, 60, .noMoreData),
        ] {
            archive.useFooter(style)
            table.mj_footer?.beginRefreshing()
            UISimulation.runUntilIdle()
            runner.check(
                archive.rows.count == rows && table.mj_footer?.state == state,
                "\(style) footer: a load appends rows and ends (\(state))")
        }
    }

    runner.flow("settings") {
        let settings = SettingsViewController()
        let feed = runner.show(FeedViewController(loader: ManualPageLoader()))
        settings.loadViewIfNeeded()
        settings.setLanguage("zh-Hans")
        runner.check(settings.languageNotifications == 1, "the language notification is posted once")
        runner.check(
            feed.tableView.mj_footer?.shownTitle == "Click or drag up to refresh",
            "the app's own footer title survives the language change")
        let report = settings.constantsReport()
        runner.check(
            Array(report.prefix(6)) == [
                "size 54.0", "size 44.0", "size 60.0", "size 25.0",
                "duration 0.25", "duration 0.4",
            ],
            "MJRefresh's sizes and durations")
        runner.check(report.contains("下拉可以刷新"), "the text keys read the built-in Chinese texts")
        runner.check(report.contains("language zh-Hans"), "MJRefreshConfig reads the language back")
        settings.setLanguage(nil)
        runner.check(settings.languageNotifications == 2, "setting it back posts again")

        let bar = UIView()
        let window = feed.view.window!
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        settings.layOut(scrollView, below: bar)
        runner.check(
            bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44) && scrollView.contentInset.top == 44
                && scrollView.contentOffset.y == -44,
            "the frame and inset shorthands lay the screen out")
        runner.check(
            [feed.tableView.mj_header!, feed.tableView.mj_footer!].map(settings.kind(of:))
                == ["header", "auto footer"], "the debug screen names the components")
        let description = settings.describe(feed.tableView.mj_header!)
        runner.check(
            description.hasPrefix("refreshing refreshing=true percent=1.0"),
            "the header describes itself: \(description)")
    }
}
