import MJRefresh

extension Scenario {
    /// A two-level header: a short pull refreshes, a long one opens the page above the list.
    static let secondFloor = Scenario(
        name: "second-floor",
        title: "Second floor",
        summary: "MJRefreshTwoLevelHeader on a table. A pull released between 54 and 150 pt refreshes as usual; "
            + "a pull past 150 pt reads \"Release to open\" and its release opens the page above the list, full "
            + "height; the app closes it with closeSecondFloor().",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing])
            + ["header: idle → pulling", "header: pulling → idle"],
        play: { director in
            let list = director.showList(
                ListController.rows("Deal", 1...20, detail: "Today only"), title: "Shop")
            let table: UITableView = list.tableView
            let page = UIView()
            page.backgroundColor = .systemBlue
            let header = MJRefreshTwoLevelHeader { [unowned director, unowned list] in
                director.after(1.0, "the deals are up to date: endRefreshing()") {
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            .secondFloor(page) { [unowned director] in
                director.after(1.5, "the user is done upstairs: closeSecondFloor()") {
                    (list.tableView.mj_header as? MJRefreshTwoLevelHeader)?.closeSecondFloor()
                }
            }
            director.watch(header, as: "header").link(to: table)
            director.start("a table of deals with an MJRefreshTwoLevelHeader and a page above it")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 0, y: 220), over: 0.6)
            director.lift()
            director.wait(2.2)
            director.drag(by: CGPoint(x: 0, y: 480), over: 0.9)
            director.wait(0.2)
            director.lift()
            director.wait(3.0)
        })
}
