@_spi(SwiftUI) import MJRefresh
import SimulationTesting
import XCTest

/// The logic behind the SwiftUI modifiers: finding the list's scroll view from a probe, attaching and moving the
/// component, and keeping the app's bound flags and the component's state in step without feedback loops.
final class SwiftUIBridgeTests: SimulationTestCase {
    func testTheProbeFindsTheListBesideIt() {
        onMain {
            let screen = HostedScreen(component: MJRefreshNormalHeader())
            XCTAssertTrue(screen.list.mj_header === screen.hosted.component)
            XCTAssertTrue(screen.hosted.scrollView === screen.list)
        }
    }

    func testAProbeInsideTheContentFindsItsScrollView() {
        onMain {
            let window = makeWindow()
            let scrollView = UIScrollView(frame: window.bounds)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
            let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
            let hosted = MJRefreshHostedComponent(component: MJRefreshNormalHeader())
            let probe = MJRefreshProbeView(hosted: hosted)
            content.addSubview(carousel)
            content.addSubview(probe)
            scrollView.addSubview(content)
            window.addSubview(scrollView)
            XCTAssertTrue(scrollView.mj_header === hosted.component, "the ancestor, not the carousel beside the probe")
        }
    }

    func testTheListWinsOverCarouselsInItsRows() {
        onMain {
            let window = makeWindow()
            let host = UIView(frame: window.bounds)
            let list = UIScrollView(frame: window.bounds)
            list.addSubview(UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200)))
            let background = UIView(frame: window.bounds)
            let hosted = MJRefreshHostedComponent(component: MJRefreshAutoNormalFooter())
            background.addSubview(MJRefreshProbeView(hosted: hosted))
            background.subviews[0].frame = background.bounds
            host.addSubview(background)
            host.addSubview(list)
            window.addSubview(host)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertTrue(list.mj_footer === hosted.component)
        }
    }

    func testNothingAttachesOffScreen() {
        onMain {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let list = UIScrollView(frame: host.bounds)
            let hosted = MJRefreshHostedComponent(component: MJRefreshNormalHeader())
            let probe = MJRefreshProbeView(hosted: hosted)
            probe.frame = host.bounds
            host.addSubview(probe)
            host.addSubview(list)
            XCTAssertNil(hosted.scrollView, "no window yet")
            let window = makeWindow()
            window.addSubview(host)
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertTrue(hosted.scrollView === list, "attached once on screen")
        }
    }

    func testAPullRunsTheActionOnceAndTheBindingFollowsTheRefresh() {
        onMain {
            let screen = HostedScreen(component: MJRefreshNormalHeader())
            screen.holdActions()
            let hostTop = screen.list.contentInset.top

            screen.pull(150)
            UISimulation.runUntilIdle()
            XCTAssertEqual(screen.actionCalls, 1)
            XCTAssertTrue(screen.isRefreshing, "the pull set the app's flag")
            XCTAssertEqual(screen.hosted.component.state, .refreshing)
            XCTAssertEqual(screen.list.contentInset.top, hostTop + 54, accuracy: 0.001)

            screen.finishHeldAction()
            XCTAssertTrue(UISimulation.run(until: { screen.hosted.component.state == .idle }))
            UISimulation.runUntilIdle()
            XCTAssertFalse(screen.isRefreshing, "the action returned: the flag is false again")
            XCTAssertEqual(screen.list.contentInset.top, hostTop, accuracy: 0.001)
            XCTAssertEqual(screen.actionCalls, 1, "the binding's round trip started nothing")
            XCTAssertLessThanOrEqual(screen.renders, 3, "one render per change of the flag: no feedback loop")
        }
    }

    func testSettingTheFlagBeginsAndEnds() {
        onMain {
            let screen = HostedScreen(component: MJRefreshNormalHeader())
            screen.holdActions()

            screen.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(screen.hosted.component.state, .refreshing, "true begins")
            XCTAssertEqual(screen.actionCalls, 1, "with the refresh's callbacks, as beginRefreshing() has")

            screen.isRefreshing = false
            UISimulation.runUntilIdle()
            XCTAssertEqual(screen.hosted.component.state, .idle, "false ends")
            XCTAssertEqual(screen.list.contentInset.top, 0, accuracy: 0.001)
            screen.finishHeldAction()
            UISimulation.run(until: { false }, timeout: 0.1)
            XCTAssertFalse(screen.isRefreshing, "the action returning after the end changes nothing")
            XCTAssertEqual(screen.actionCalls, 1)
        }
    }

    func testARerenderDuringARefreshKeepsTheRunningActionAndUsesTheNewOneNextTime() {
        onMain {
            let screen = HostedScreen(component: MJRefreshNormalHeader())
            screen.holdActions()
            screen.isRefreshing = true
            UISimulation.runUntilIdle()

            var newActionCalls = 0
            screen.actionBody = { newActionCalls += 1 }
            screen.render()
            XCTAssertEqual(screen.hosted.component.state, .refreshing, "a re-render neither ends nor restarts")
            screen.finishHeldAction()
            XCTAssertTrue(UISimulation.run(until: { screen.hosted.component.state == .idle }))
            XCTAssertEqual(newActionCalls, 0)
            XCTAssertEqual(screen.actionCalls, 1)

            UISimulation.runUntilIdle()
            screen.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(newActionCalls, 1, "the next refresh runs the newest action")
        }
    }

    func testTheFooterFlagsFollowTheFooterBothWays() {
        onMain {
            let screen = HostedScreen(component: MJRefreshAutoNormalFooter())
            let footer = screen.hosted.component as! MJRefreshAutoNormalFooter
            screen.hasNoMoreData = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.state, .noMoreData, "the app's flag ends the footer with no more data")
            XCTAssertEqual(footer.stateLabel.text, "No more data")

            screen.hasNoMoreData = false
            UISimulation.runUntilIdle()
            XCTAssertEqual(footer.state, .idle)

            footer.endRefreshingWithNoMoreData()
            UISimulation.runUntilIdle()
            XCTAssertTrue(screen.hasNoMoreData, "the footer's own change reaches the app")
        }
    }

    func testARefusedBeginIsReportedBackOnTheNextTurn() {
        onMain {
            let screen = HostedScreen(component: MJRefreshAutoNormalFooter())
            screen.rows.rows = 0
            screen.list.reloadData()
            UISimulation.runUntilIdle()
            screen.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(screen.hosted.component.state, .idle, "a footer does not load an empty list")
            XCTAssertFalse(screen.isRefreshing, "the app's flag is put back")
            XCTAssertEqual(screen.actionCalls, 0)
        }
    }

    func testTheComponentFollowsARebuiltListAndComesOffWithTheModifier() {
        onMain {
            let screen = HostedScreen(component: MJRefreshNormalHeader())
            screen.holdActions()
            let oldList = screen.list
            screen.rebuildList()
            XCTAssertTrue(screen.list.mj_header === screen.hosted.component)
            XCTAssertNil(oldList.mj_header)

            screen.isRefreshing = true
            UISimulation.runUntilIdle()
            XCTAssertEqual(screen.list.contentInset.top, 54, accuracy: 0.001)
            screen.removeModifier()
            XCTAssertNil(screen.list.mj_header)
            XCTAssertEqual(screen.list.contentInset.top, 0, accuracy: 0.001, "the host's inset comes back")
            screen.finishHeldAction()
        }
    }

    func testEverythingIsFreedWithTheScreen() {
        onMain {
            weak var weakHosted: MJRefreshHostedComponent?
            weak var weakComponent: MJRefreshComponent?
            weak var weakList: UITableView?
            do {
                let screen = HostedScreen(component: MJRefreshNormalHeader())
                weakHosted = screen.hosted
                weakComponent = screen.hosted.component
                weakList = screen.list
                screen.pull(150)
                UISimulation.runUntilIdle()
                screen.window.isHidden = true
            }
            UISimulation.runUntilIdle()
            XCTAssertNil(weakHosted)
            XCTAssertNil(weakComponent)
            XCTAssertNil(weakList)
        }
    }
}
