import MJRefresh

extension Scenario {
    /// An auto footer above a tab bar, and a tab switch while it loads.
    static let tabBar = Scenario(
        name: "tab-bar",
        title: "Tab bar",
        summary: "A UITabBarController with two tabs, each a UINavigationController with a list. A flick to the "
            + "end of the feed brings the MJRefreshAutoNormalFooter into view above the tab bar, and it loads. "
            + "While it loads the user switches to the other tab (the feed leaves the window) and back: the "
            + "footer is still loading, loads nothing more, and the page that arrives ends it once.",
        expectedActivity: refresh("footer", through: [.idle, .refreshing], endAnimates: false),
        play: { director in
            let feed = ListController(rows: ListController.rows("Post", 1...20, detail: "Page 1"))
            let saved = ListController(rows: ListController.rows("Saved post", 1...6, detail: "Saved last week"))
            let tabs = UITabBarController()
            tabs.viewControllers = [("Feed", feed), ("Saved", saved)].map { title, list in
                list.title = title
                let navigation = UINavigationController(rootViewController: list)
                navigation.title = title
                return navigation
            }
            director.phone.show(root: tabs)
            let table: UITableView = feed.tableView
            table.restAtTop()
            director.follow(table, as: "table")
            let footer = MJRefreshAutoNormalFooter { [unowned director, unowned feed] in
                director.after(2.4, "page 2 arrives: 20 rows appended, endRefreshing()") {
                    feed.append(ListController.rows("Post", 21...40, detail: "Page 2"))
                    feed.tableView.mj_footer?.endRefreshing()
                }
            }
            director.watch(footer, as: "footer").link(to: table)
            director.start(
                "a UITabBarController with a Feed and a Saved tab; the feed shows 20 posts with an "
                    + "MJRefreshAutoNormalFooter")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 0, y: -200), over: 0.25)
            director.lift(velocity: CGPoint(x: 0, y: -3000))
            director.wait(1.2)
            director.tapTab(1, of: tabs)
            director.wait(0.6)
            director.tapTab(0, of: tabs)
            director.wait(1.6)
        })
}
