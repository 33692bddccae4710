import MJRefresh
import SimulationTesting
import Testing

/// The README's usage example, compiled and run as a new user would: a table view controller with a header and
/// an auto footer, on a window, driven by a finger.
@MainActor
@Suite(.uiSimulation)
struct ReadmeExampleTests {
    @Test func theUsageExampleRefreshesAndLoadsMore() async {
        let controller = FeedController()
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = controller
        await UISimulation.runUntilIdle()
        let table = controller.tableView!

        table.simulateTouchDown()
        table.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.3)
        table.simulateTouchUp()
        await UISimulation.runUntilIdle()
        #expect(controller.reloads == 1)
        #expect(table.mj_header?.state == .idle, "the example's completion ended the refresh")
        #expect(table.contentInset.top == 0)

        for page in 1...3 {
            table.simulateTouchDown()
            table.simulateDrag(by: CGPoint(x: 0, y: -3000), duration: 0.5)
            table.simulateTouchUp()
            await UISimulation.runUntilIdle()
            #expect(controller.loads == page)
        }
        #expect(table.mj_footer?.state == .noMoreData, "the third page said there is no more")
    }
}

/// The README's `FeedController`, with the two functions it leaves to the app.
private final class FeedController: UITableViewController {
    private(set) var reloads = 0
    private(set) var loads = 0
    private var rows = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.mj_header = MJRefreshNormalHeader { [weak self] in
            self?.reload { self?.tableView.mj_header?.endRefreshing() }
        }
        tableView.mj_footer = MJRefreshAutoNormalFooter { [weak self] in
            self?.loadMore { hasMore in
                hasMore
                    ? self?.tableView.mj_footer?.endRefreshing()
                    : self?.tableView.mj_footer?.endRefreshingWithNoMoreData()
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    /// The app's reload: answers on the main queue, as a network callback hopping to main would.
    private func reload(completion: @escaping @MainActor () -> Void) {
        reloads += 1
        DispatchQueue.main.async { completion() }
    }

    private func loadMore(completion: @escaping @MainActor (Bool) -> Void) {
        loads += 1
        rows += 20
        tableView.reloadData()
        let hasMore = loads < 3
        DispatchQueue.main.async { completion(hasMore) }
    }
}
