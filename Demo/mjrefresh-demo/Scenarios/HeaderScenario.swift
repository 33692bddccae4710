import MJRefresh

extension Scenario {
    /// Pull to refresh with the classic header: a short pull, a full pull, the refresh and its end.
    static let header = Scenario(
        name: "header",
        title: "Pull to refresh",
        summary: "MJRefreshNormalHeader on a table. A short pull stays below the threshold and bounces back; "
            + "a full pull arms the header (the arrow turns), releasing refreshes (the spinner shows), "
            + "the app ends the refresh and the header collapses.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let list = director.showList(
                ListController.rows("Message", 1...20, detail: "Received yesterday"),
                title: "Inbox")
            let table: UITableView = list.tableView
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(1.5, "3 new messages arrive: rows on top, endRefreshing()") {
                    list.prepend(ListController.rows("New message", 1...3, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header").link(to: table)
            director.start("a table of 20 messages with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 70), over: 0.4)
            director.wait(0.2)
            director.lift()
            director.wait(0.8)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.wait(0.3)
            director.lift()
            director.wait(2.6)
        })
}
