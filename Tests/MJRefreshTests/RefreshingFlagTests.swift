import MJRefresh
import SimulationTesting
import XCTest

/// `isRefreshing` as a flag to set: `true` begins and `false` ends, with the calls' animations, callbacks and
/// rules, so bindings and reactive code can drive a component with one property.
final class RefreshingFlagTests: SimulationTestCase {
    func testTrueBeginsOnceAndFalseEndsWithTheCollapse() {
        onMain {
            let stage = Stage()
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header

            header.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(stage.scrollView.contentInset.top, 54, accuracy: 0.001)

            header.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 1, "setting the value it has does nothing")

            header.isRefreshing = false
            XCTAssertEqual(header.state, .idle, "on the main actor, at once, as endRefreshing()")
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 0, accuracy: 0.001)
            XCTAssertEqual(stage.scrollView.contentOffset.y, 0, accuracy: 0.5)
        }
    }

    func testTrueBeforeTheWindowWaitsAsBeginRefreshingDoes() {
        onMain {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            scrollView.mj_header = header
            header.isRefreshing = true
            XCTAssertEqual(header.state, .willRefresh)
            XCTAssertTrue(header.isRefreshing)
            let window = makeWindow()
            window.addSubview(scrollView)
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testAFooterThatMayNotLoadStaysFalse() {
        onMain {
            let stage = Stage(contentHeight: 0)
            let counter = CallCounter()
            let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
            stage.scrollView.mj_footer = footer
            footer.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertFalse(footer.isRefreshing, "no content to load below")
            XCTAssertEqual(counter.count, 0)

            footer.endRefreshingWithNoMoreData()
            stage.scrollView.contentSize.height = 2000
            footer.isRefreshing = true
            XCTAssertEqual(footer.state, .noMoreData, "no load after no more data, as beginRefreshing()")
            footer.isRefreshing = false
            XCTAssertEqual(footer.state, .noMoreData, "false is already the value: nothing changes")
        }
    }
}
