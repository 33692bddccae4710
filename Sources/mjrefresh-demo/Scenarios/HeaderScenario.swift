import MJRefresh

extension Scenario {
    /// Pull to refresh with the classic header: a short pull, a full pull, the refresh and its end.
    static let header = Scenario(
        name: "header",
        title: "Pull to refresh",
        summary: "MJRefreshNormalHeader on a table. A short pull stays below the threshold and bounces back; "
            + "a full pull arms the header (the arrow turns), releasing refreshes (the spinner shows), "
            + "the app ends the refresh and the header collapses.",
        expectedActivity: [
            "header: idle → pulling",
            "header: pulling → refreshing",
            "header: refreshingBlock",
            "header: beginRefreshingCompletionBlock",
            "header: refreshing → idle",
            "header: endRefreshingAnimationBeginAction",
            "header: endRefreshingCompletionBlock",
        ],
        play: { director in
            let list = ListController(rows: ListController.rows("Message", 1...20, detail: "Received yesterday"))
            director.phone.show(list, title: "Inbox")
            let table: UITableView = list.tableView
            table.restAtTop()
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(1.5, "3 new messages arrive: rows on top, endRefreshing()") {
                    list.prepend(ListController.rows("New message", 1...3, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header")
            table.mj_header = header
            director.follow(table, as: "table")
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
