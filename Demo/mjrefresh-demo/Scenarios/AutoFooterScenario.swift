import MJRefresh

extension Scenario {
    /// The auto footer loading pages as the user reaches the end, until the app says there is no more.
    static let autoFooter = Scenario(
        name: "auto-footer",
        title: "Load more automatically",
        summary: "MJRefreshAutoNormalFooter on a table. Each flick that brings the footer fully into view loads "
            + "the next page at once; the app appends rows and ends loading. After the third page the app calls "
            + "endRefreshingWithNoMoreData(): the footer says so and a further flick loads nothing.",
        expectedActivity: refresh("footer", through: [.idle, .refreshing], endAnimates: false)
            + refresh("footer", through: [.idle, .refreshing], endAnimates: false)
            + refresh("footer", through: [.idle, .refreshing], endingIn: .noMoreData, endAnimates: false),
        play: { director in
            let pageSize = 15
            let list = director.showList(ListController.rows("Post", 1...pageSize, detail: "Page 1"), title: "Feed")
            let table: UITableView = list.tableView
            var pagesLoaded = 1
            let footer = MJRefreshAutoNormalFooter { [unowned director, unowned list] in
                guard pagesLoaded < 3 else {
                    return director.after(1.0, "the server has nothing more: endRefreshingWithNoMoreData()") {
                        list.tableView.mj_footer?.endRefreshingWithNoMoreData()
                    }
                }
                director.after(1.0, "page \(pagesLoaded + 1) arrives: \(pageSize) rows appended, endRefreshing()") {
                    pagesLoaded += 1
                    let first = list.rows.count + 1
                    list.append(
                        ListController.rows(
                            "Post", first...first + pageSize - 1,
                            detail: "Page \(pagesLoaded)"))
                    list.tableView.mj_footer?.endRefreshing()
                }
            }
            director.watch(footer, as: "footer").link(to: table)
            director.start("a table showing page 1 (\(pageSize) posts) with an MJRefreshAutoNormalFooter")
            director.wait(0.3)
            for _ in 1...4 {
                director.drag(by: CGPoint(x: 0, y: -160), over: 0.25)
                director.lift(velocity: CGPoint(x: 0, y: -2000))
                director.wait(1.9)
            }
        })
}
