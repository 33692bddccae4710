import MJRefresh
import SimulationTesting
import Testing

/// README "Usage": the example controller, as written (plus the rows the README leaves to the app), refreshes,
/// loads until there is no more, and, its closures capturing `self` weakly, is freed with its screen; a closure
/// that captures `self` strongly keeps the screen alive, as the README warns.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct UsagePromisesTests {
    @Test func theExampleRefreshesThenLoadsUntilThereIsNoMore() async {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = DocumentedFeedController()
        window.rootViewController = controller
        await UISimulation.runUntilIdle()
        let table: UITableView = controller.tableView
        let header = table.mj_header, footer = table.mj_footer

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.3)
        table.simulateRelease(velocity: .zero)
        #expect(header?.state == .refreshing)
        #expect(await UISimulation.run(until: { header?.state == .idle }), "reload's completion ends the refresh")

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: -3000), duration: 0.5)
        table.simulateRelease(velocity: .zero)
        #expect(await UISimulation.run(until: { footer?.state == .noMoreData }), "loadMore said there is no more")
    }

    @Test func weakCapturesLetTheScreenGoAndStrongOnesKeepItAlive() async {
        weak var weakScreen: DocumentedFeedController?
        weak var strongScreen: StronglyCapturingController?
        do {
            let window = makeWindow()
            let weakly = DocumentedFeedController()
            let strongly = StronglyCapturingController()
            weakScreen = weakly
            strongScreen = strongly
            window.rootViewController = weakly
            weakly.loadViewIfNeeded()
            strongly.loadViewIfNeeded()
            window.rootViewController = nil
        }
        await UISimulation.runUntilIdle()
        #expect(weakScreen == nil, "[weak self]: freed with its screen")
        #expect(strongScreen != nil, "a strong self: the table keeps the header, the header its closure")
        strongScreen?.tableView.mj_header = nil
        #expect(strongScreen == nil, "removing the header breaks the cycle")
    }
}

/// What the README warns against: a refreshing block that captures `self` strongly.
private final class StronglyCapturingController: UITableViewController {
    private(set) var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.mj_header = MJRefreshNormalHeader { self.reloads += 1 }
    }
}
