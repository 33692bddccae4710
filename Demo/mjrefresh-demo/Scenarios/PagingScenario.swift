import MJRefresh

extension Scenario {
    /// One list per page of a `UIPageViewController`, each with its own header.
    static let paging = Scenario(
        name: "paging",
        title: "Paging container",
        summary: "A UIPageViewController in a UINavigationController shows one list per page, each with its own "
            + "MJRefreshNormalHeader. The News page refreshes and ends; a sideways swipe goes to the Sports page "
            + "and refreshes nothing; pulling there refreshes the Sports list alone.",
        expectedActivity: refresh("news header", through: [.idle, .pulling, .refreshing])
            + refresh("sports header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let pages = [("News", "Headline"), ("Sports", "Score"), ("Weather", "Forecast")].map { topic, row in
                let page = ListController(rows: ListController.rows(row, 1...15, detail: topic))
                page.title = topic
                return page
            }
            let pager = PagesController(pages: pages)
            director.phone.show(pager, title: "Topics")
            for (page, name) in zip(pages.prefix(2), ["news header", "sports header"]) {
                let header = MJRefreshNormalHeader { [unowned director, unowned page] in
                    director.after(1.2, "the \(page.title ?? "") page reloads: a row on top, endRefreshing()") {
                        page.prepend(ListController.rows("New", 1...1, detail: "Just now"))
                        page.tableView.mj_header?.endRefreshing()
                    }
                }
                director.watch(header, as: name).link(to: page.tableView)
            }
            director.follow(pages[0].tableView, as: "news table")
            director.start(
                "a UIPageViewController of 3 lists (News, Sports, Weather), each with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.lift()
            director.wait(2.4)
            if let pagingScrollView = pager.pagingScrollView {
                director.follow(pagingScrollView, as: "pages", axis: .horizontal)
                director.drag(by: CGPoint(x: -200, y: 0), over: 0.25)
                director.lift(velocity: CGPoint(x: -900, y: 0))
                director.wait(0.8)
            }
            director.follow(pages[1].tableView, as: "sports table")
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.lift()
            director.wait(2.4)
        })
}
