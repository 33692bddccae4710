import MJRefresh
import SimulationTesting
import Testing
import UIKit

/// A screen as most apps build it: a table view placed with anchors in a view controller's view, in a navigation
/// controller, with a refresh header.
@MainActor
private final class AnchoredListController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let pinsToSafeArea: Bool

    init(pinsToSafeArea: Bool) {
        self.pinsToSafeArea = pinsToSafeArea
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        let top = pinsToSafeArea ? view.safeAreaLayoutGuide.topAnchor : view.topAnchor
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: top),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@MainActor
@Suite(.uiSimulation)
struct AutoLayoutScreenTests {
    /// Pinned to the safe area, the table starts below the bar and needs no inset; pinned to the view's top, it
    /// runs under the bar and UIKit insets its content by the bar. Either way the idle header waits just above
    /// the first row, out of sight, and a pull shows it below the bar and refreshes.
    @Test(arguments: [true, false])
    func theHeaderOfATablePlacedWithAnchorsSitsAtItsTopAndAPullRefreshes(pinsToSafeArea: Bool) {
        let controller = AnchoredListController(pinsToSafeArea: pinsToSafeArea)
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = navigation
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        let table = controller.tableView
        table.mj_header = header
        UISimulation.runUntilIdle()

        let barBottom = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil).maxY
        let tableTop = table.convert(table.bounds, to: nil).minY
        // The table's frame from its constraints: top = the safe area's top (the bar's bottom) or the view's top.
        #expect(tableTop == (pinsToSafeArea ? barBottom : 0))
        #expect(table.frame.size == CGSize(width: 390, height: 844 - tableTop))
        #expect(table.adjustedContentInset.top == barBottom - tableTop, "the bar's overlap, none below it")
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(header.frame.maxY == 0 && header.frame.width == 390, "just above the first row")
        #expect(header.convert(header.bounds, to: nil).maxY == barBottom, "hidden right under the bar")

        table.simulateDrag(by: CGPoint(x: 0, y: 160), duration: 0.4)
        table.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing && counter.count == 1)
        let shown = header.convert(header.bounds, to: nil)
        #expect(shown.minY == barBottom && shown.height == header.bounds.height, "fully shown below the bar")

        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top, "back at the top")
    }
}
