import MJRefresh
import SimulationTesting
import Testing

/// The README's usage example, compiled and run as a new user would: a table view controller with a header and
/// an auto footer, on a window, driven by a finger.
@MainActor
@Suite(.uiSimulation)
struct ReadmeExampleTests {
    @Test func theUsageExampleRefreshesAndLoadsMore() async {
        let controller = DocumentedFeedController(rows: 20, rowsPerLoad: 20, pages: 3)
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
