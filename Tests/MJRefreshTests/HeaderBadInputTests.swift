import MJRefresh
import SimulationTesting
import XCTest

/// Bad input has defined behaviour and never crashes.
final class HeaderBadInputTests: SimulationTestCase {
    func testHeaderAddedToAViewThatIsNotAScrollViewIsInert() {
        onMain {
            let window = makeWindow()
            let plain = UIView(frame: window.bounds)
            window.addSubview(plain)
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            plain.addSubview(header)
            XCTAssertNil(header.scrollView)
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing, "a call still changes the state")
            XCTAssertEqual(counter.count, 1, "and calls back")
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .idle)
            XCTAssertTrue(UISimulation.invalidGeometryReports.isEmpty)
        }
    }

    func testNonFiniteAndNegativeContentSizesNeverProduceInvalidGeometry() {
        onMain {
            for size in [
                CGSize(width: CGFloat.nan, height: CGFloat.nan),
                CGSize(width: CGFloat.infinity, height: -CGFloat.infinity),
                CGSize(width: -100, height: -500),
            ] {
                UISimulation.reset()
                let stage = Stage()
                let header = MJRefreshNormalHeader {}
                stage.scrollView.mj_header = header
                stage.scrollView.contentSize = size
                stage.pullDown(150)
                stage.release()
                header.endRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(header.state, .idle)
                XCTAssertEqual(stage.scrollView.contentInset, .zero, "\(size)")
                XCTAssertTrue(stage.scrollView.contentOffset.y.isFinite)
                XCTAssertTrue(UISimulation.invalidGeometryReports.isEmpty, "\(UISimulation.invalidGeometryReports)")
            }
        }
    }

    func testZeroHeightScrollViewAndZeroHeightHeader() {
        onMain {
            let window = makeWindow()
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
            window.addSubview(scrollView)
            let header = MJRefreshNormalHeader {}
            scrollView.mj_header = header
            header.mj_h = 0
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentInset.top, 0, "a zero-height header adds nothing")
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentInset, .zero)
            XCTAssertTrue(UISimulation.invalidGeometryReports.isEmpty)
        }
    }

    func testCallsInAnyOrderOnADetachedHeader() {
        onMain {
            let header = MJRefreshNormalHeader {}
            header.endRefreshing()
            header.beginRefreshing()
            header.beginRefreshing()
            header.endRefreshing()
            header.state = .pulling
            header.endRefreshing(completionBlock: {})
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .idle)
        }
    }
}
