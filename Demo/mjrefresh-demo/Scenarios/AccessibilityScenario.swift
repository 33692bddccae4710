import MJRefresh

extension Scenario {
    /// A VoiceOver user refreshes and loads more through the scroll view's custom actions, and hears each step.
    static let accessibility = Scenario(
        name: "accessibility",
        title: "VoiceOver",
        summary: "VoiceOver is on, and a VoiceOver user cannot pull: the table offers the header's “Refresh” and "
            + "the footer's “Load more” as custom actions. Picking “Refresh” starts the header without a gesture; "
            + "VoiceOver announces the start and the end. “Load more” loads, the app says there is no more, and "
            + "that is announced too; a second “Load more” does nothing. The timeline shows every announcement.",
        expectedActivity: refresh("header", through: [.idle, .refreshing])
            + refresh("footer", through: [.idle, .refreshing], endingIn: .noMoreData, endAnimates: false),
        play: { director in
            UISimulation.isVoiceOverRunning = true
            let list = director.showList(
                ListController.rows("Message", 1...20, detail: "Received yesterday"),
                title: "Inbox")
            let table: UITableView = list.tableView
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(1.2, "3 new messages arrive: rows on top, endRefreshing()") {
                    list.prepend(ListController.rows("New message", 1...3, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header").link(to: table)
            let footer = MJRefreshAutoNormalFooter { [unowned director, unowned list] in
                director.after(1.0, "the server has nothing more: endRefreshingWithNoMoreData()") {
                    list.tableView.mj_footer?.endRefreshingWithNoMoreData()
                }
            }
            director.watch(footer, as: "footer").link(to: table)
            // The actions are named in MJRefresh's language: the header's comes first, then the footer's.
            let actions = table.accessibilityCustomActions?.map(\.name) ?? []
            director.start(
                "VoiceOver on; a table of 20 messages with an MJRefreshNormalHeader and an "
                    + "MJRefreshAutoNormalFooter, whose actions are "
                    + actions.map { "“\($0)”" }.joined(separator: ", "))
            guard actions.count == 2 else { return }
            director.wait(0.5)
            director.performAccessibilityAction(named: actions[0])
            director.wait(2.6)
            director.performAccessibilityAction(named: actions[1])
            director.wait(1.6)
            director.performAccessibilityAction(named: actions[1])
            director.wait(0.6)
        })
}
