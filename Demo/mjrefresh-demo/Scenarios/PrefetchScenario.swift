import MJRefresh

extension Scenario {
    /// An auto footer that loads a screen height ahead of the end.
    static let prefetch = Scenario(
        name: "prefetch",
        title: "Prefetch by distance",
        summary: "MJRefreshAutoNormalFooter with prefetchDistance = .screenHeights(1): the next page loads while a "
            + "whole screen of posts is still below, so a steady scroll never reaches the footer; the rows "
            + "arrive and the next page loads a screen ahead of the new end.",
        expectedActivity: refresh("footer", through: [.idle, .refreshing], endAnimates: false)
            + refresh("footer", through: [.idle, .refreshing], endAnimates: false),
        play: { director in
            let pageSize = 20
            let list = director.showList(ListController.rows("Post", 1...pageSize, detail: "Page 1"), title: "Feed")
            let table: UITableView = list.tableView
            var pages = 1
            let footer = MJRefreshAutoNormalFooter { [unowned director, unowned list] in
                director.after(0.6, "page \(pages + 1) arrives: \(pageSize) rows appended, endRefreshing()") {
                    pages += 1
                    let first = list.rows.count + 1
                    list.append(ListController.rows("Post", first...first + pageSize - 1, detail: "Page \(pages)"))
                    list.tableView.mj_footer?.endRefreshing()
                }
            }
            .prefetching(within: .screenHeights(1))
            director.watch(footer, as: "footer").link(to: table)
            director.start("a feed of \(pageSize) posts with an auto footer prefetching a screen height ahead")
            director.wait(0.3)
            for _ in 1...5 {
                director.drag(by: CGPoint(x: 0, y: -350), over: 0.5)
                director.lift()
                director.wait(0.8)
            }
        })
}
