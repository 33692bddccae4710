import MJRefresh

extension Scenario {
    /// Haptic feedback at the threshold: one impact each time the finger carries the pull across it.
    static let haptics = Scenario(
        name: "haptics",
        title: "Haptics",
        summary: "MJRefreshNormalHeader with isHapticFeedbackEnabled. The finger pulls past the threshold (an "
            + "impact), back under it (none), past it again (another impact) and lets go: the refresh itself, "
            + "and the bounce of a later fling past the top, give none.",
        expectedActivity: [
            "header: idle → pulling", "haptics: impact medium", "header: pulling → idle",
            "header: idle → pulling", "haptics: impact medium",
        ]
            + refresh("header", through: [.pulling, .refreshing]),
        play: { director in
            let list = director.showList(
                ListController.rows("Message", 1...20, detail: "Received yesterday"),
                title: "Inbox")
            let table: UITableView = list.tableView
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(1.0, "endRefreshing()") { list.tableView.mj_header?.endRefreshing() }
            }
            header.isHapticFeedbackEnabled = true
            director.watch(header, as: "header").link(to: table)
            director.start("a table of 20 messages with an MJRefreshNormalHeader, isHapticFeedbackEnabled = true")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.drag(by: CGPoint(x: 0, y: -120), over: 0.4)
            director.drag(by: CGPoint(x: 0, y: 120), over: 0.4)
            director.lift()
            director.wait(2)
            director.drag(by: CGPoint(x: 0, y: -500), over: 0.5)
            director.lift()
            director.wait(0.3)
            director.drag(by: CGPoint(x: 0, y: 100), over: 0.05)
            director.lift(velocity: CGPoint(x: 0, y: 6000))
            director.wait(2)
        })
}
