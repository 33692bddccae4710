import MJRefresh
import SimulationTesting
import Testing

/// What "Getting started" (Sources/MJRefresh/MJRefresh.docc/GettingStarted.md) promises, played with the
/// article's own controllers on the simulator.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct GettingStartedPromiseTests {
    @Test func aPullPastTheHeadersHeightRefreshesAndTheCompletionEndsIt() async throws {
        let controller = DocumentedFeedController()
        let window = makeWindow()
        window.rootViewController = controller
        await UISimulation.runUntilIdle()
        let table = controller.tableView!
        let header = try #require(table.mj_header)

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: Stage.fingerTravel(forOverscroll: header.mj_h - 10)), duration: 0.3)
        table.simulateRelease(velocity: .zero)
        await UISimulation.runUntilIdle()
        #expect(controller.reloads == 0, "not past the header's height")

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: Stage.fingerTravel(forOverscroll: header.mj_h + 10)), duration: 0.3)
        #expect(controller.reloads == 0, "nothing until the user lets go")
        table.simulateRelease(velocity: .zero)
        #expect(header.state == .refreshing)
        await UISimulation.runUntilIdle()
        #expect(controller.reloads == 1)
        #expect(header.state == .idle, "reload's completion ended the refresh")
        #expect(table.contentInset.top == 0)
    }

    @Test func theAutoFooterLoadsWhenTheEndComesIntoViewAndNoMoreDataStopsItUntilTheReset() async throws {
        let controller = DocumentedFeedController()
        let window = makeWindow()
        window.rootViewController = controller
        await UISimulation.runUntilIdle()
        let table = controller.tableView!
        let footer = try #require(table.mj_footer)

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: -3000), duration: 0.5)
        table.simulateRelease(velocity: .zero)
        await UISimulation.runUntilIdle()
        #expect(controller.loads == 1)
        #expect(footer.state == .noMoreData, "loadMore called back with no more")

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: -3000), duration: 0.5)
        table.simulateRelease(velocity: .zero)
        await UISimulation.runUntilIdle()
        #expect(controller.loads == 1, "no more data: nothing loads")

        footer.resetNoMoreData()
        #expect(footer.state == .idle)
        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: -3000), duration: 0.5)
        table.simulateRelease(velocity: .zero)
        await UISimulation.runUntilIdle()
        #expect(controller.loads == 2, "after the reset the end loads again")
    }

    @Test func aTaskEndsTheRefreshWhenItReturns() async throws {
        let controller = ArticleNewsController()
        let window = makeWindow()
        window.rootViewController = controller
        await UISimulation.runUntilIdle()
        let header = try #require(controller.tableView.mj_header)

        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(controller.reloads == 1)
        #expect(header.state == .idle, "the refresh ended when reload() returned")
        #expect(controller.tableView.contentInset.top == 0)
    }

    @Test func beginRefreshingBeforeTheListIsOnScreenRefreshesOnceWhenItLaysOutInAWindow() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var refreshes = 0
        let header = MJRefreshNormalHeader { refreshes += 1 }
        table.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(refreshes == 0, "not on screen yet")

        let window = makeWindow()
        window.addSubview(table)
        await UISimulation.runUntilIdle()
        #expect(refreshes == 1)
        #expect(header.state == .refreshing)
        #expect(table.contentOffset.y == -header.mj_h, "the header in view")
    }

    /// The 20 languages the article names, one table each; a regional code reads its language, any other language
    /// English.
    @Test func theComponentsSpeakTheTwentyLanguagesTheArticleNames() {
        let english = "Pull down to refresh"
        let languages = [
            "en", "zh-Hans", "zh-Hant", "ko", "ru", "uk", "ja", "de", "fr", "es", "pt-BR", "pt-PT", "it", "ar", "nl",
            "pl", "tr", "id", "vi", "th",
        ]
        let header = MJRefreshNormalHeader {}
        func texts() -> String {
            [MJRefreshState.idle, .pulling, .refreshing].map { state in
                header.state = state
                defer { header.state = .idle }
                return header.stateLabel.text ?? ""
            }.joined(separator: " / ")
        }
        MJRefreshConfig.default.languageCode = "en"
        let englishTexts = texts()
        var seen: Set<String> = []
        for language in languages {
            MJRefreshConfig.default.languageCode = language
            let text = texts()
            seen.insert(text)
            #expect(language == "en" || text != englishTexts, "\(language): \(text)")
        }
        #expect(englishTexts.hasPrefix(english))
        #expect(seen.count >= 19, "each language its own text (Brazilian and European Portuguese may agree)")

        MJRefreshConfig.default.languageCode = "de-AT"
        let austrian = header.stateLabel.text
        MJRefreshConfig.default.languageCode = "de"
        #expect(austrian == header.stateLabel.text, "a regional code maps to its language")
        MJRefreshConfig.default.languageCode = "sv"
        #expect(header.stateLabel.text == english, "any other language reads English")
    }

    @Test func aTitlePerComponentAndStateReplacesTheBuiltInText() {
        let header = MJRefreshNormalHeader {}
        header.setTitle("Pull for news", for: .idle)
        #expect(header.stateLabel.text == "Pull for news")
        header.state = .pulling
        #expect(header.stateLabel.text == "Release to refresh", "the other states keep theirs")
        MJRefreshConfig.default.languageCode = "fr"
        header.state = .idle
        #expect(header.stateLabel.text == "Pull for news", "and the app's title survives a language switch")
    }
}

/// The article's `NewsController`, with a counter.
private final class ArticleNewsController: UITableViewController {
    private(set) var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.mj_header = MJRefreshNormalHeader(refreshingTask: { [weak self] in
            await self?.reload()
        })
    }

    private func reload() async {
        reloads += 1
    }
}
