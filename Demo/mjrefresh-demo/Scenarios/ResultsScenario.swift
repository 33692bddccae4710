import MJRefresh

extension Scenario {
    /// Ending with a result: a refresh that fails shows why, the next one shows that it worked.
    static let results = Scenario(
        name: "results",
        title: "Results",
        summary: "MJRefreshNormalHeader ended with endRefreshing(with:). The first refresh fails: the header shows "
            + "\"Refresh failed: No connection\" with a ✗ for a moment (resultDisplayDuration, 0.8 s) before it "
            + "collapses. The second succeeds: \"Refresh succeeded\" with a ✓, then the new rows.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing])
            + refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let list = director.showList(
                ListController.rows("Message", 1...20, detail: "Received yesterday"),
                title: "Inbox")
            let table: UITableView = list.tableView
            var attempts = 0
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                attempts += 1
                guard attempts > 1 else {
                    return director.after(1.2, "the request fails: endRefreshing(with: .failure(message:))") {
                        list.tableView.mj_header?.endRefreshing(with: .failure(message: "No connection"))
                    }
                }
                director.after(1.2, "3 new messages arrive: rows on top, endRefreshing(with: .success)") {
                    list.prepend(ListController.rows("New message", 1...3, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing(with: .success)
                }
            }
            director.watch(header, as: "header").link(to: table)
            director.start("a table of 20 messages with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.lift()
            director.wait(3)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.lift()
            director.wait(3)
        })
}
