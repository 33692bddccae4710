import MJRefresh
import SimulationTesting
import Testing

/// What "Coming from UIRefreshControl" (Sources/MJRefresh/MJRefresh.docc/ComingFromUIRefreshControl.md)
/// promises, played with the article's "After" screen on the simulator.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct ComingFromUIRefreshControlPromiseTests {
    @Test func beginRefreshingInViewDidAppearScrollsTheHeaderIntoViewAndRunsTheClosureOnce() async throws {
        let controller = ArticleMessagesController()
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        let table = controller.tableView!
        let header = try #require(table.mj_header as? MJRefreshNormalHeader)
        await UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(controller.refreshes == 1, "the closure ran: the screen does not call its load again")
        #expect(header.stateLabel.text == "Fetching messages…", "the title the screen set for .refreshing")
        let traits = header.traitCollection
        let blue = UIColor.systemBlue.resolvedColor(with: traits)
        #expect(header.loadingView.color.resolvedColor(with: traits) == blue, "was tintColor")
        #expect(header.stateLabel.textColor.resolvedColor(with: traits) == blue)
        #expect(header.loadingView.isAnimating)
        #expect(table.contentOffset.y == -(47 + header.mj_h), "the whole header in view below the status bar")

        controller.finishLoad()
        await UISimulation.runUntilIdle()
        #expect(controller.messages == ["Welcome!"])
        #expect(header.state == .idle)
        #expect(table.contentInset.top == 0)
        #expect(table.contentOffset.y == -47)
        #expect(controller.refreshes == 1)
    }

    @Test func theRefreshBeginsWhenTheFingerLiftsAndPullingBackCancelsIt() {
        let stage = Stage()
        var refreshes = 0
        let header = MJRefreshNormalHeader { refreshes += 1 }
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: header.mj_h + 30))
        #expect(header.state == .pulling)
        #expect(refreshes == 0, "the finger is still down")
        stage.pushUp(Stage.fingerTravel(forOverscroll: header.mj_h + 30) - Stage.fingerTravel(forOverscroll: 20))
        #expect(header.state == .idle, "pulled back before lifting")
        stage.release()
        #expect(refreshes == 0)

        stage.pullDown(Stage.fingerTravel(forOverscroll: header.mj_h + 30))
        stage.release()
        #expect(refreshes == 1)
        #expect(header.state == .refreshing)
    }

    @Test func isRefreshingIsSettableTrueBeginsFalseEnds() {
        let stage = Stage()
        var refreshes = 0
        let header = MJRefreshNormalHeader { refreshes += 1 }
        stage.scrollView.mj_header = header
        header.isRefreshing = true
        UISimulation.runUntilIdle()
        #expect(refreshes == 1)
        #expect(header.state == .refreshing)
        header.isRefreshing = false
        #expect(header.state == .idle)
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
    }

    @Test func aRefreshControlLeftBesideTheHeaderRefreshesOnTheSamePull() {
        let stage = Stage()
        let control = UIRefreshControl()
        var controlRefreshes = 0
        control.addAction(UIAction { _ in controlRefreshes += 1 }, for: .valueChanged)
        stage.scrollView.refreshControl = control
        var headerRefreshes = 0
        stage.scrollView.mj_header = MJRefreshNormalHeader { headerRefreshes += 1 }
        stage.pullDown(Stage.fingerTravel(forOverscroll: 150))
        stage.release()
        #expect(controlRefreshes == 1)
        #expect(headerRefreshes == 1, "both refresh: remove the control when adding the header")
    }
}

/// The article's "After" `MessagesController`, its load held until the test lets it answer.
private final class ArticleMessagesController: UITableViewController {
    private(set) var messages: [String] = []
    private(set) var refreshes = 0
    private var pendingLoad: (@MainActor ([String]) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = MJRefreshNormalHeader { [weak self] in self?.refresh() }
        header.loadingView.color = .systemBlue  // was tintColor
        header.stateLabel.textColor = .systemBlue
        header.setTitle("Fetching messages…", for: .refreshing)  // was attributedTitle
        tableView.mj_header = header
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.mj_header?.beginRefreshing()  // scrolls the header into view and runs the closure
    }

    private func refresh() {
        refreshes += 1
        load { [weak self] messages in
            self?.messages = messages
            self?.tableView.reloadData()
            self?.tableView.mj_header?.endRefreshing()
        }
    }

    private func load(completion: @escaping @MainActor ([String]) -> Void) {
        pendingLoad = completion
    }

    /// The request answers.
    func finishLoad() {
        pendingLoad?(["Welcome!"])
        pendingLoad = nil
    }
}
