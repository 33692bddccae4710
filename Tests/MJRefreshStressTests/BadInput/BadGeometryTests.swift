import MJRefresh
import SimulationTesting
import XCTest

/// README, "Bad input": sizes, insets and offsets that are not finite or not positive. Each test is one row.
final class BadGeometryTests: SimulationTestCase {
    func testNonFiniteContentSizeCountsAsEmpty() {
        onMain {
            for size in [
                CGSize(width: CGFloat.nan, height: .nan), CGSize(width: CGFloat.infinity, height: .infinity),
                CGSize(width: -CGFloat.infinity, height: -.infinity),
            ] {
                assertEveryComponentCopes("content size \(size)") { $0.scrollView.contentSize = size }
            }
        }
    }

    func testNegativeContentSizeCountsAsEmpty() {
        onMain {
            assertEveryComponentCopes("negative content size") {
                $0.scrollView.contentSize = CGSize(width: -100, height: -500)
            }
        }
    }

    func testNegativeHostInsetIsKeptAndSharesAddOnTop() {
        onMain {
            let host = UIEdgeInsets(top: -30, left: -30, bottom: -30, right: -30)
            assertEveryComponentCopes("negative inset", hostInset: host) { $0.scrollView.contentInset = host }
        }
    }

    func testNonFiniteHostInsetCountsAsZeroOnceAComponentWritesTheEdge() {
        onMain {
            for value in [CGFloat.nan, .infinity, -.infinity] {
                UISimulation.reset()
                let stage = BadInputStage()
                let header = MJRefreshNormalHeader {}
                stage.scrollView.mj_header = header
                stage.scrollView.contentInset.top = value
                header.beginRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(stage.scrollView.contentInset.top, header.mj_h, "\(value) counts as 0, plus the share")
                header.endRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(stage.scrollView.contentInset.top, 0, "\(value) is not restored: it counted as 0")

                let footer = MJRefreshAutoNormalFooter {}
                stage.scrollView.mj_footer = footer
                stage.scrollView.contentInset.bottom = value
                XCTAssertEqual(stage.scrollView.contentInset.bottom, footer.mj_h, "the footer's share goes back on 0")
                stage.scrollView.mj_footer = nil
                XCTAssertEqual(stage.scrollView.contentInset.bottom, 0)
                XCTAssertEqual(UISimulation.invalidGeometryReports, [])
                XCTAssertTrue(stage.scrollView.contentOffset.y.isFinite)
            }
        }
    }

    func testNonFiniteOffsetIsRefusedAndComponentsSeeNothing() {
        onMain {
            let stage = BadInputStage()
            let components = stage.makeComponents()
            stage.scrollView.mj_header = components[0] as? MJRefreshHeader
            stage.scrollView.mj_footer = components[2] as? MJRefreshFooter
            let offset = stage.scrollView.contentOffset
            for value in [CGFloat.nan, .infinity, -.infinity] {
                stage.scrollView.contentOffset = CGPoint(x: 0, y: value)
                stage.scrollView.setContentOffset(CGPoint(x: value, y: 0), animated: true)
            }
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentOffset, offset, "UIKit raises; the stand-in keeps the offset")
            XCTAssertEqual(UISimulation.invalidGeometryReports.count, 6, "only the app's own six writes are reported")
            XCTAssertEqual(components[0].state, .idle)
            XCTAssertEqual(components[2].state, .idle)
            XCTAssertEqual(stage.callbacks, 0)
        }
    }

    func testAnOffsetFarPastAnEdgeWithoutAFingerStartsNoPullRefresh() {
        onMain {
            for (index, offset) in [CGPoint(x: 0, y: -10_000), CGPoint(x: 0, y: 10_000), CGPoint(x: 10_000, y: 0)]
                .enumerated()
            {
                UISimulation.reset()
                let stage = BadInputStage(contentSize: CGSize(width: 1000, height: 2000))
                let component = [MJRefreshNormalHeader(), MJRefreshBackNormalFooter(), MJRefreshNormalTrailer()][index]
                component.refreshingBlock = {}
                component.link(to: stage.scrollView)
                stage.scrollView.contentOffset = offset
                UISimulation.runUntilIdle()
                XCTAssertEqual(component.state, .idle, "\(type(of: component)): only a finger starts a refresh")
                XCTAssertTrue(component.pullingPercent.isFinite)
                XCTAssertEqual(stage.scrollView.contentInset, .zero)
            }
        }
    }

    func testZeroSizeScrollView() {
        onMain {
            assertEveryComponentCopes("zero-size scroll view", frame: .zero) { _ in }
        }
    }

    func testZeroHeightComponentAddsNothingAndStillCallsBack() {
        onMain {
            let stage = BadInputStage()
            for component in stage.makeComponents() {
                if component is MJRefreshTrailer { component.mj_w = 0 } else { component.mj_h = 0 }
                component.link(to: stage.scrollView)
                let before = stage.callbacks
                component.beginRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(stage.callbacks, before + 1, "\(type(of: component))")
                XCTAssertTrue(component.pullingPercent.isFinite)
                component.endRefreshing()
                UISimulation.runUntilIdle()
                stage.assertSettled(component, "\(type(of: component)) of zero height")
                XCTAssertEqual(stage.scrollView.contentInset, .zero, "a zero-height component adds nothing")
            }
        }
    }

    func testNegativeHeightActsAsItsMagnitude() {
        onMain {
            let stage = BadInputStage()
            let header = MJRefreshNormalHeader {}
            header.mj_h = -20
            XCTAssertEqual(header.mj_h, 20, "UIKit stores a frame with a negative height standardized")
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 20)
            header.endRefreshing()
            UISimulation.runUntilIdle()
            stage.assertSettled(header, "negative height")
        }
    }

    func testNonFiniteHeightIsRefusedAndTheComponentKeepsItsHeight() {
        onMain {
            let stage = BadInputStage()
            for component in stage.makeComponents() {
                let height = component.mj_h
                component.mj_h = .nan
                component.mj_h = .infinity
                XCTAssertEqual(component.mj_h, height, "UIKit raises CALayerInvalidGeometry; the frame is kept")
                component.link(to: stage.scrollView)
                stage.pullBothWaysAndEnd(component)
            }
            XCTAssertEqual(UISimulation.invalidGeometryReports.count, 8, "only the app's own eight writes")
        }
    }
}

/// Attaches each kind of component in turn to a stage that `spoil` made bad, pulls at both ends, ends, and
/// checks the stage settled with the host's inset.
@MainActor
private func assertEveryComponentCopes(
    _ label: String, frame: CGRect? = nil, hostInset: UIEdgeInsets = .zero,
    spoil: @MainActor (BadInputStage) -> Void,
    file: StaticString = #filePath, line: UInt = #line
) {
    UISimulation.reset()
    let stage = BadInputStage(frame: frame)
    spoil(stage)
    for component in stage.makeComponents() {
        component.link(to: stage.scrollView)
        stage.pullBothWaysAndEnd(component)
        component.beginRefreshing()
        UISimulation.runUntilIdle()
        component.endRefreshing()
        UISimulation.runUntilIdle()
        stage.assertSettled(component, hostInset: hostInset, "\(label), \(type(of: component))", file: file, line: line)
    }
}
