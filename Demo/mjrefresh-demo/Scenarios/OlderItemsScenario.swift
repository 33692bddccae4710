import MJRefresh

extension Scenario {
    /// A chat that loads older messages as its top comes into view, keeping what the user reads in place.
    static let olderItems = Scenario(
        name: "older-items",
        title: "Loading older messages",
        summary: "MJRefreshAutoNormalHeader at the top of a chat opened at its newest message. A flick towards the "
            + "top brings the top into view: the header loads at once (no pull) and shows a spinner; 20 older "
            + "messages arrive above and the offset follows their height, so the messages on screen stay where "
            + "they were. The next time there are none older: endRefreshingWithNoMoreData().",
        expectedActivity: refresh("older", through: [.idle, .refreshing], endAnimates: false)
            + refresh("older", through: [.idle, .refreshing], endingIn: .noMoreData, endAnimates: false),
        play: { director in
            let list = director.showList(
                ListController.rows("Message", 21...40, detail: "Today"), title: "Chat")
            let table: UITableView = list.tableView
            var loads = 0
            let header = MJRefreshAutoNormalHeader { [unowned director, unowned list] in
                loads += 1
                guard loads == 1 else {
                    return director.after(1.0, "no older messages: endRefreshingWithNoMoreData()") {
                        list.tableView.mj_autoHeader?.endRefreshingWithNoMoreData()
                    }
                }
                director.after(1.0, "20 older messages arrive: rows inserted on top, endRefreshing()") {
                    list.prepend(ListController.rows("Message", 1...20, detail: "Yesterday"))
                    list.tableView.mj_autoHeader?.endRefreshing()
                }
            }
            director.watch(header, as: "older").link(to: table)
            table.layoutIfNeeded()
            let inset = table.adjustedContentInset
            table.contentOffset.y = max(-inset.top, table.contentSize.height + inset.bottom - table.bounds.height)
            director.start("a chat of 20 messages at its newest, with an MJRefreshAutoNormalHeader")
            director.wait(0.3)
            for _ in 1...2 {
                director.drag(by: CGPoint(x: 0, y: 200), over: 0.25)
                director.lift(velocity: CGPoint(x: 0, y: 3000))
                director.wait(2.5)
            }
        })
}
