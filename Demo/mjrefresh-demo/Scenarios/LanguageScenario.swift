import MJRefresh

extension Scenario {
    /// Switching `MJRefreshConfig.default.languageCode` while the components are on screen.
    static let language = Scenario(
        name: "language",
        title: "Language switch",
        summary: "A header and an auto footer on screen while the app changes MJRefreshConfig.default."
            + "languageCode: every visible text changes in place, mid-pull and mid-refresh, without new "
            + "components. The header stays refreshing, in view below the bar, through five languages. Pulling "
            + "down never starts the footer.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let config = MJRefreshConfig.default
            let startLanguage = config.languageCode
            let current =
                startLanguage.map(MJRefreshLanguage.resolve)
                ?? MJRefreshLanguage.preferred(from: Locale.preferredLanguages)
            var others = [
                MJRefreshLanguage.simplifiedChinese, .korean, .russian, .ukrainian, .traditionalChinese,
                .english,
            ].filter { $0 != current }.map(\.rawValue)
            @MainActor func switchLanguage() {
                let code = others.removeFirst()
                director.app("MJRefreshConfig.default.languageCode = \"\(code)\"") { config.languageCode = code }
            }
            let list = director.showList(
                ListController.rows("Setting", 1...5, detail: "Tap to change"),
                title: "Settings")
            let table: UITableView = list.tableView
            // The refresh lasts through the switches below, so each language shows in the header's texts in view,
            // not behind the translucent bar where a header at rest waits.
            let header = MJRefreshNormalHeader { [unowned director] in
                director.after(3.6, "settings synced: endRefreshing()") {
                    table.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header").link(to: table)
            let footer = MJRefreshAutoNormalFooter { [unowned director] in
                director.app("more settings: endRefreshing()") { table.mj_footer?.endRefreshing() }
            }
            director.watch(footer, as: "footer").link(to: table)
            director.start(
                "a short table with an MJRefreshNormalHeader and an MJRefreshAutoNormalFooter, in "
                    + (startLanguage.map { "\"\($0)\"" } ?? "the system's language"))
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.wait(0.3)
            switchLanguage()
            director.wait(0.6)
            director.lift()
            for _ in 1...4 {
                director.wait(0.8)
                switchLanguage()
            }
            director.wait(1.2)
            director.app("MJRefreshConfig.default.languageCode = \(startLanguage.map { "\"\($0)\"" } ?? "nil")") {
                config.languageCode = startLanguage
            }
            director.wait(0.7)
        })
}
