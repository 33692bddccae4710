import MJRefresh
import SimulationTesting
import XCTest

/// The header's life cycle: windows, removal, deallocation.
final class HeaderLifecycleTests: SimulationTestCase {
    func testBeginBeforeTheWindowWaitsAndRefreshesOnceAfterAppearing() {
        onMain {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            scrollView.mj_header = header
            header.beginRefreshing()
            XCTAssertEqual(header.state, .willRefresh)
            XCTAssertTrue(header.isRefreshing)
            UISimulation.runUntilIdle()
            XCTAssertEqual(counter.count, 0, "nothing happens off screen")
            XCTAssertEqual(scrollView.contentInset, .zero)

            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            window.addSubview(scrollView)
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(scrollView.contentInset.top, 54)
            XCTAssertEqual(scrollView.contentOffset.y, -(47 + 54), accuracy: 0.5)
        }
    }

    func testLeavingTheWindowKeepsTheRefreshAndEndingWhileAwayRestoresTheBaseline() {
        onMain {
            let stage = Stage(contentInset: UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            let counter = CallCounter()
            let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            stage.scrollView.removeFromSuperview()
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing)
            stage.window.addSubview(stage.scrollView)
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.state, .refreshing, "still refreshing on return")
            XCTAssertEqual(counter.count, 1, "returning does not refresh again")
            stage.scrollView.removeFromSuperview()
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 10)
            stage.window.addSubview(stage.scrollView)
            UISimulation.runUntilIdle()
            XCTAssertTrue(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y))
        }
    }

    func testRemovingTheHeaderInAnyStateRestoresTheBaseline() {
        onMain {
            let baseline = UIEdgeInsets(top: 20, left: 0, bottom: 15, right: 0)
            for removeWhile in ["idle", "pulling", "refreshing", "collapsing"] {
                UISimulation.reset()
                let stage = Stage(contentInset: baseline)
                let header = MJRefreshNormalHeader {}
                stage.scrollView.mj_header = header
                switch removeWhile {
                case "pulling":
                    stage.pullDown(150)
                case "refreshing":
                    header.beginRefreshing()
                    UISimulation.advance(by: 0.1)
                case "collapsing":
                    header.beginRefreshing()
                    UISimulation.runUntilIdle()
                    header.endRefreshing()
                    UISimulation.advance(by: 0.1)
                default:
                    break
                }
                stage.scrollView.mj_header = nil
                XCTAssertNil(header.superview)
                XCTAssertNil(header.scrollView)
                XCTAssertEqual(header.state, .idle, "\(removeWhile)")
                if stage.scrollView.isTracking { stage.release() }
                UISimulation.runUntilIdle()
                XCTAssertEqual(stage.scrollView.contentInset, baseline, "\(removeWhile)")
                XCTAssertTrue(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y), "\(removeWhile)")
            }
        }
    }

    func testReplacingTheHeaderRemovesTheOldOne() {
        onMain {
            let stage = Stage()
            let first = MJRefreshNormalHeader {}
            let second = MJRefreshGifHeader {}
            stage.scrollView.mj_header = first
            first.beginRefreshing()
            UISimulation.runUntilIdle()
            stage.scrollView.mj_header = second
            XCTAssertTrue(stage.scrollView.mj_header === second)
            XCTAssertNil(first.superview)
            XCTAssertEqual(stage.scrollView.subviews.filter { $0 is MJRefreshHeader }.count, 1)
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset, .zero)
        }
    }

    func testEverythingDeallocatesWithTheUsualWeakSelfClosure() {
        onMain {
            final class Owner {
                var loads = 0
            }
            weak var weakScrollView: UIScrollView?
            weak var weakHeader: MJRefreshHeader?
            weak var weakOwner: Owner?
            do {
                let stage = Stage()
                let owner = Owner()
                let header = MJRefreshNormalHeader { [weak owner] in owner?.loads += 1 }
                stage.scrollView.mj_header = header
                header.beginRefreshing()
                UISimulation.advance(by: 0.1)
                weakScrollView = stage.scrollView
                weakHeader = header
                weakOwner = owner
                stage.scrollView.removeFromSuperview()
            }
            UISimulation.reset()
            XCTAssertNil(weakOwner)
            XCTAssertNil(weakHeader)
            XCTAssertNil(weakScrollView)
        }
    }

    func testTheHeaderHoldsTheScrollViewWeakly() {
        onMain {
            let header = MJRefreshNormalHeader {}
            weak var weakScrollView: UIScrollView?
            do {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                scrollView.mj_header = header
                weakScrollView = scrollView
                header.removeFromSuperview()
                scrollView.addSubview(header)
            }
            // The scroll view (which owned the header as a subview) is gone; the header survives, detached.
            XCTAssertNil(weakScrollView)
            XCTAssertNil(header.scrollView)
            header.beginRefreshing()
            header.endRefreshing()
            XCTAssertEqual(header.state, .idle)
        }
    }
}
