import MJRefresh

extension Scenario {
    /// Pull to refresh under a large title and a search field, in a `UINavigationController`.
    static let largeTitle = Scenario(
        name: "large-title",
        title: "Large title and search",
        summary: "A UINavigationController whose bar prefers large titles, with a search controller in the list's "
            + "navigation item (the field stays while scrolling). Pulling refreshes with the header just below the "
            + "search field, under the large title, and the app ends it. Scrolling up then collapses the large "
            + "title into the bar's title row, and arms nothing.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let list = ListController(rows: ListController.rows("Message", 1...20, detail: "Received yesterday"))
            let search = UISearchController(searchResultsController: nil)
            search.searchBar.placeholder = "Search messages"
            list.navigationItem.searchController = search
            list.navigationItem.hidesSearchBarWhenScrolling = false
            director.showList(list, title: "Inbox") { $0.navigationBar.prefersLargeTitles = true }
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(1.5, "3 new messages arrive: rows on top, endRefreshing()") {
                    list.prepend(ListController.rows("New message", 1...3, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header").link(to: list.tableView)
            director.start(
                "a UINavigationController with prefersLargeTitles and a search controller over a table of 20 "
                    + "messages with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.wait(0.3)
            director.lift()
            director.wait(2.4)
            director.drag(by: CGPoint(x: 0, y: -260), over: 0.5)
            director.lift()
            director.wait(1.2)
        })
}
