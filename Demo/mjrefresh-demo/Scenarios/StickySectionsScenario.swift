import MJRefresh

extension Scenario {
    /// Pull to refresh on a plain table whose section headers stick at the top.
    static let stickySections = Scenario(
        name: "sticky-sections",
        title: "Sticky section headers",
        summary: "A plain UITableView whose section headers pin at the top of its visible area. Pulling refreshes: "
            + "the first section's header stays below the refreshing header, never over it. Scrolled up while "
            + "refreshing, the next header pins under the navigation bar; the app ends the refresh and the "
            + "headers stay pinned where the list's visible area starts, without a jump.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let list = ListController(sections: [
                ListSection(title: "Today", rows: ListController.rows("Message", 1...4, detail: "This morning")),
                ListSection(title: "Yesterday", rows: ListController.rows("Message", 5...10, detail: "Yesterday")),
                ListSection(title: "Earlier", rows: ListController.rows("Message", 11...20, detail: "Last week")),
            ])
            director.showList(list, title: "Inbox")
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(2.2, "2 new messages arrive: rows on top of Today, endRefreshing()") {
                    list.prepend(ListController.rows("New message", 1...2, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header").link(to: list.tableView)
            director.start("a plain table of 3 titled sections with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.wait(0.2)
            director.lift()
            director.wait(0.8)
            director.drag(by: CGPoint(x: 0, y: -300), over: 0.5)
            director.lift()
            director.wait(2.2)
        })
}
