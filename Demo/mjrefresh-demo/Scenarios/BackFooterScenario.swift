import MJRefresh

extension Scenario {
    /// The back footer on a list shorter than the screen: pull up and release to load.
    static let backFooter = Scenario(
        name: "back-footer",
        title: "Pull up to load more",
        summary: "MJRefreshBackNormalFooter on a short list: the footer waits just below the list's visible area, "
            + "behind the home indicator, and is invisible there; it appears as the pull reveals it. Pulling up "
            + "past it and releasing loads; when loading ends the inset it added goes and the list rests at the "
            + "top. The second load ends with endRefreshingWithNoMoreData(): a third pull shows \"No more data\" "
            + "and loads nothing. (The scenario ends with the finger holding the last pull.)",
        expectedActivity: refresh("footer", through: [.idle, .pulling, .refreshing])
            + refresh("footer", through: [.idle, .pulling, .refreshing], endingIn: .noMoreData),
        play: { director in
            let list = director.showList(
                ListController.rows("Comment", 1...4, detail: "Earlier today"),
                title: "Comments")
            let table: UITableView = list.tableView
            var loads = 0
            let footer = MJRefreshBackNormalFooter { [unowned director, unowned list] in
                loads += 1
                guard loads < 2 else {
                    return director.after(1.2, "no older comments: endRefreshingWithNoMoreData()") {
                        list.tableView.mj_footer?.endRefreshingWithNoMoreData()
                    }
                }
                director.after(1.2, "2 older comments arrive: rows appended, endRefreshing()") {
                    list.append(ListController.rows("Older comment", 1...2, detail: "Yesterday"))
                    list.tableView.mj_footer?.endRefreshing()
                }
            }
            director.watch(footer, as: "footer").link(to: table)
            director.start("a table of 4 comments with an MJRefreshBackNormalFooter")
            for _ in 1...2 {
                director.wait(0.4)
                director.drag(by: CGPoint(x: 0, y: -200), over: 0.6)
                director.wait(0.2)
                director.lift()
                director.wait(2.2)
            }
            // Held, so the page ends on "No more data" in view above the home indicator.
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: -200), over: 0.6)
            director.wait(1.2)
        })
}
