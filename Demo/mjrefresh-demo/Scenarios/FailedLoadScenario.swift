import MJRefresh

extension Scenario {
    /// A load that fails waits for the user: flicks at the end load nothing, a tap on the footer retries.
    static let failedLoad = Scenario(
        name: "failed-load",
        title: "A failed load waits",
        summary: "MJRefreshAutoNormalFooter on a table, offline. The first load ends with "
            + "endRefreshing(with: .failure(message:)): after the result's moment the footer says \"Loading failed. "
            + "Tap to retry\" (isWaitingForRetry); two flicks that carry the list back into its end load nothing (a "
            + "release with the content pulled the footer's height past the end would). A tap on the footer "
            + "retries, the connection is back, and the next page arrives.",
        expectedActivity: refresh("footer", through: [.idle, .refreshing], endAnimates: false)
            + refresh("footer", through: [.idle, .refreshing], endAnimates: false),
        play: { director in
            let pageSize = 30
            let list = director.showList(ListController.rows("Post", 1...pageSize, detail: "Page 1"), title: "Feed")
            let table: UITableView = list.tableView
            var attempts = 0
            let footer = MJRefreshAutoNormalFooter { [unowned director, unowned list] in
                attempts += 1
                guard attempts > 1 else {
                    return director.after(1.0, "offline: endRefreshing(with: .failure(message: \"Offline\"))") {
                        list.tableView.mj_footer?.endRefreshing(with: .failure(message: "Offline"))
                    }
                }
                director.after(1.0, "online again: page 2 arrives, endRefreshing()") {
                    list.append(ListController.rows("Post", pageSize + 1...2 * pageSize, detail: "Page 2"))
                    list.tableView.mj_footer?.endRefreshing()
                }
            }
            director.watch(footer, as: "footer").link(to: table)
            director.start("a table showing page 1 (\(pageSize) posts) with an MJRefreshAutoNormalFooter, offline")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 0, y: -300), over: 0.3)
            director.lift(velocity: CGPoint(x: 0, y: -4000))
            director.wait(2.6)
            for _ in 1...2 {
                director.drag(by: CGPoint(x: 0, y: 150), over: 0.25)
                director.lift(velocity: CGPoint(x: 0, y: -2500))
                director.wait(1.5)
            }
            director.tap(footer, "the user taps \"Loading failed. Tap to retry\"")
            director.wait(1.8)
        })
}
