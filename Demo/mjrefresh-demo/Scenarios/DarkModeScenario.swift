import MJRefresh

extension Scenario {
    /// Pull to refresh on a phone in dark mode.
    static let darkMode = Scenario(
        name: "dark",
        title: "Dark mode",
        summary: "The phone is in dark mode (the window's overrideUserInterfaceStyle is .dark): the list, the bars "
            + "and the header are drawn in their dark colours. A full pull arms the header, releasing refreshes "
            + "and the app ends it, as in light mode.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            director.phone.style = .dark
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
            director.start("dark mode: a table of 20 messages with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.wait(0.3)
            director.lift()
            director.wait(2.6)
        })
}
