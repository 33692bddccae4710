import MJRefresh

extension Scenario {
    /// `beginRefreshing()` called on a screen that is not in the window yet.
    static let beginBeforeWindow = Scenario(
        name: "begin-early",
        title: "Refresh before on screen",
        summary: "Tapping a mailbox creates its screen, whose code calls header.beginRefreshing() before the view "
            + "is in a window: the header waits (willRefresh) and refreshes exactly once when the pushed screen "
            + "first lays out in the window.",
        expectedActivity: refresh("header", through: [.idle, .willRefresh, .refreshing]),
        play: { director in
            let mailboxes = director.showList(
                ["Inbox", "Drafts", "Sent", "Archive"].map {
                    ListRow(title: $0, detail: "Mailbox")
                }, title: "Mailboxes")
            mailboxes.onSelect = { [unowned director, unowned mailboxes] row in
                let inbox = ListController(rows: [])
                inbox.title = row.title
                let table: UITableView = inbox.tableView
                let header = MJRefreshNormalHeader { [unowned director, unowned inbox] in
                    director.after(1.5, "the inbox arrives: 12 rows, endRefreshing()") {
                        inbox.append(ListController.rows("Message", 1...12, detail: "Received today"))
                        inbox.tableView.mj_header?.endRefreshing()
                    }
                }
                director.watch(header, as: "header").link(to: table)
                director.follow(table, as: "table")
                director.app(
                    "opens \(row.title): a new table with a header; beginRefreshing() before it is "
                        + "on screen"
                ) { header.beginRefreshing() }
                director.wait(0.4)
                director.app("pushes the \(row.title) screen") {
                    mailboxes.navigationController?.pushViewController(inbox, animated: true)
                }
            }
            director.start("a list of mailboxes")
            director.wait(0.5)
            if let inboxCell = mailboxes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) {
                director.tap(inboxCell, "\"Inbox\"")
            }
            director.wait(2.6)
        })
}
