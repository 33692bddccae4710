// The feed screen on the Linux simulator: a finger, a virtual clock, and a scripted feed. On a Mac `import UIKit`
// is Apple's framework and there is no simulator, so the tests exist on Linux only.
#if os(Linux)
import FeedApp
import MJRefresh
import Testing

@MainActor
@Suite(.uiSimulation)
struct FeedScreenTests {
    let feed = ScriptedFeed()
    let screen: FeedController
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() async {
        screen = FeedController(service: feed)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        await UISimulation.runUntilIdle()
    }

    /// Answers the oldest request once the screen has made one (a refresh asks after its reveal animation), and
    /// waits until the screen's task has taken the answer: the task resumes on the main actor when the test
    /// suspends, which on Linux can take a moment of real time that `runUntilIdle()`'s frames do not wait for.
    func answer(_ result: Result<FeedPage, FeedError>) async {
        await UISimulation.run(until: { feed.isWaiting })
        let delivered = feed.delivered
        feed.answer(result)
        await UISimulation.run(until: { feed.delivered > delivered })
    }

    var header: MJRefreshStateHeader { screen.tableView.mj_header as! MJRefreshStateHeader }
    var footer: MJRefreshAutoStateFooter { screen.tableView.mj_footer as! MJRefreshAutoStateFooter }

    @Test func theFirstRefreshFillsTheFeedAndTheButtonFollowsIt() async {
        #expect(header.state == .refreshing, "the screen refreshes when it first appears")
        #expect(screen.refreshButton.title == "Stop")
        #expect(screen.navigationItem.rightBarButtonItem === screen.refreshButton)
        await answer(.success(FeedPage(articles: ["A", "B"], hasMore: true)))
        await UISimulation.runUntilIdle()
        #expect(screen.articles == ["A", "B"])
        #expect(header.state == .idle)
        #expect(screen.refreshButton.title == "Refresh")
        #expect(screen.emptyView.isHidden)
    }

    @Test func aPullRefreshesAndAFailedRefreshSaysSo() async {
        await answer(.success(FeedPage(articles: ["A"], hasMore: true)))
        await UISimulation.runUntilIdle()
        let list: UITableView = screen.tableView
        list.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.3)
        list.simulateRelease()
        #expect(header.state == .refreshing)
        await UISimulation.runUntilIdle()
        #expect(feed.requests == [0, 0], "the pull asked for the first page again")
        await answer(.failure(.offline))
        await UISimulation.run(until: { header.stateLabel.text == "Refresh failed: No connection" })
        #expect(header.stateLabel.text == "Refresh failed: No connection")
        await UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(screen.articles == ["A"], "a failed refresh keeps the feed")
    }

    @Test func stopEndsTheRefreshAndDropsItsLateAnswer() async {
        #expect(header.isRefreshing)
        screen.refreshButton.simulateTap()
        #expect(!header.isRefreshing)
        await answer(.success(FeedPage(articles: ["late"], hasMore: true)))
        await UISimulation.runUntilIdle()
        #expect(screen.articles.isEmpty, "the stopped request's answer is dropped")
        #expect(screen.refreshButton.title == "Refresh")

        screen.refreshButton.simulateTap()
        #expect(header.isRefreshing, "Refresh starts one")
        await UISimulation.runUntilIdle()
        #expect(screen.refreshButton.title == "Stop")
        #expect(feed.requests == [0, 0])
    }

    @Test func theFooterLoadsPagesUntilThereAreNoMore() async {
        await answer(.success(FeedPage(articles: (1...20).map { "Article \($0)" }, hasMore: true)))
        await UISimulation.runUntilIdle()
        let list: UITableView = screen.tableView
        list.setContentOffset(CGPoint(x: 0, y: list.contentSize.height - list.bounds.height + 100), animated: false)
        await UISimulation.runUntilIdle()
        #expect(footer.state == .refreshing)
        #expect(feed.requests.last == 1)
        await answer(.success(FeedPage(articles: ["Last"], hasMore: false)))
        await UISimulation.runUntilIdle()
        #expect(screen.articles.count == 21)
        #expect(footer.state == .noMoreData)
        #expect(footer.stateLabel.text == "No more data")
    }

    @Test func theLanguageButtonSwitchesTheTexts() async {
        await answer(.success(FeedPage(articles: ["A"], hasMore: true)))
        await UISimulation.runUntilIdle()
        #expect(header.stateLabel.text == "Pull down to refresh")
        screen.languageButton.simulateTap()
        #expect(header.stateLabel.text == "下拉可以刷新")
        #expect(screen.languageButton.title == "English")
        screen.languageButton.simulateTap()
        #expect(header.stateLabel.text == "Pull down to refresh")
    }

    @Test func anEmptyFeedOffersTryAgain() async {
        await answer(.failure(.offline))
        // The failed refresh shows its result for a moment, during which a begin does nothing: the app's own code
        // resumes after the answer, so wait for the header to be back at rest, as a user's tap would come later.
        await UISimulation.run(until: { header.state == .idle })
        await UISimulation.runUntilIdle()
        #expect(!screen.emptyView.isHidden)
        #expect(screen.tableView.backgroundView === screen.emptyView)
        let button = screen.emptyView.retryButton
        #expect(button.frame.width > 0 && button.superview?.frame.minY ?? 0 > 0, "laid out by its stack view")
        button.simulateTap()
        #expect(header.state == .refreshing)
        await answer(.success(FeedPage(articles: ["A"], hasMore: false)))
        await UISimulation.runUntilIdle()
        #expect(screen.emptyView.isHidden)
        #expect(footer.state == .noMoreData)
    }
}

/// A feed the test answers by hand: each request waits until the test calls `answer(_:)`.
@MainActor
final class ScriptedFeed: FeedService {
    private(set) var requests: [Int] = []
    var isWaiting: Bool { !waiting.isEmpty }
    /// How many answers have reached the screen's code: the caller of `page(_:)` runs on from there without
    /// suspending, so once this grows the screen has acted on the answer.
    private(set) var delivered = 0
    private var waiting: [CheckedContinuation<FeedPage, any Error>] = []

    func page(_ page: Int) async throws -> FeedPage {
        requests.append(page)
        defer { delivered += 1 }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Answers the oldest request waiting.
    func answer(_ result: Result<FeedPage, FeedError>) {
        guard !waiting.isEmpty else {
            Issue.record("no request is waiting")
            return
        }
        waiting.removeFirst().resume(with: result.mapError { $0 as any Error })
    }
}
#endif
