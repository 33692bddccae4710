@_spi(SwiftUI) import MJRefresh
import SimulationTesting
import Testing

/// The logic behind the SwiftUI modifiers: finding the list's scroll view from a probe, attaching and moving the
/// component, and keeping the app's bound flags and the component's state in step without feedback loops.
@MainActor
@Suite(.uiSimulation)
struct SwiftUIBridgeTests {
    @Test func theProbeFindsTheListBesideIt() {
        let screen = HostedScreen(component: MJRefreshNormalHeader())
        #expect(screen.list.mj_header === screen.hosted.component)
        #expect(screen.hosted.scrollView === screen.list)
    }

    @Test func aProbeInsideTheContentFindsItsScrollView() {
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
        #expect(scrollView.mj_header === hosted.component, "the ancestor, not the carousel beside the probe")
    }

    @Test func theListWinsOverCarouselsInItsRows() async {
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
        await UISimulation.advance(by: 1.0 / 60)
        #expect(list.mj_footer === hosted.component)
    }

    @Test func nothingAttachesOffScreen() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIScrollView(frame: host.bounds)
        let hosted = MJRefreshHostedComponent(component: MJRefreshNormalHeader())
        let probe = MJRefreshProbeView(hosted: hosted)
        probe.frame = host.bounds
        host.addSubview(probe)
        host.addSubview(list)
        #expect(hosted.scrollView == nil, "no window yet")
        let window = makeWindow()
        window.addSubview(host)
        await UISimulation.advance(by: 1.0 / 60)
        #expect(hosted.scrollView === list, "attached once on screen")
    }

    @Test func aPullRunsTheActionOnceAndTheBindingFollowsTheRefresh() async {
        let screen = HostedScreen(component: MJRefreshNormalHeader())
        screen.holdActions()
        let hostTop = screen.list.contentInset.top

        screen.pull(150)
        await UISimulation.runUntilIdle()
        #expect(screen.actionCalls == 1)
        #expect(screen.isRefreshing, "the pull set the app's flag")
        #expect(screen.hosted.component.state == .refreshing)
        #expect(abs(screen.list.contentInset.top - (hostTop + 54)) <= 0.001)

        screen.finishHeldAction()
        #expect(await UISimulation.run(until: { screen.hosted.component.state == .idle }))
        await UISimulation.runUntilIdle()
        #expect(!screen.isRefreshing, "the action returned: the flag is false again")
        #expect(abs(screen.list.contentInset.top - hostTop) <= 0.001)
        #expect(screen.actionCalls == 1, "the binding's round trip started nothing")
        #expect(screen.renders <= 3, "one render per change of the flag: no feedback loop")
    }

    @Test func settingTheFlagBeginsAndEnds() async {
        let screen = HostedScreen(component: MJRefreshNormalHeader())
        screen.holdActions()

        screen.isRefreshing = true
        await UISimulation.runUntilIdle()
        #expect(screen.hosted.component.state == .refreshing, "true begins")
        #expect(screen.actionCalls == 1, "with the refresh's callbacks, as beginRefreshing() has")

        screen.isRefreshing = false
        await UISimulation.runUntilIdle()
        #expect(screen.hosted.component.state == .idle, "false ends")
        #expect(abs(screen.list.contentInset.top) <= 0.001)
        screen.finishHeldAction()
        await UISimulation.run(until: { false }, timeout: 0.1)
        #expect(!screen.isRefreshing, "the action returning after the end changes nothing")
        #expect(screen.actionCalls == 1)
    }

    @Test func aRerenderDuringARefreshKeepsTheRunningActionAndUsesTheNewOneNextTime() async {
        let screen = HostedScreen(component: MJRefreshNormalHeader())
        screen.holdActions()
        screen.isRefreshing = true
        await UISimulation.runUntilIdle()

        var newActionCalls = 0
        screen.actionBody = { newActionCalls += 1 }
        screen.render()
        #expect(screen.hosted.component.state == .refreshing, "a re-render neither ends nor restarts")
        screen.finishHeldAction()
        #expect(await UISimulation.run(until: { screen.hosted.component.state == .idle }))
        #expect(newActionCalls == 0)
        #expect(screen.actionCalls == 1)

        await UISimulation.runUntilIdle()
        screen.isRefreshing = true
        await UISimulation.runUntilIdle()
        #expect(newActionCalls == 1, "the next refresh runs the newest action")
    }

    @Test func theFooterFlagsFollowTheFooterBothWays() async throws {
        let screen = HostedScreen(component: MJRefreshAutoNormalFooter())
        let footer = try #require(screen.hosted.component as? MJRefreshAutoNormalFooter)
        screen.hasNoMoreData = true
        await UISimulation.runUntilIdle()
        #expect(footer.state == .noMoreData, "the app's flag ends the footer with no more data")
        #expect(footer.stateLabel.text == "No more data")

        screen.hasNoMoreData = false
        await UISimulation.runUntilIdle()
        #expect(footer.state == .idle)

        footer.endRefreshingWithNoMoreData()
        await UISimulation.runUntilIdle()
        #expect(screen.hasNoMoreData, "the footer's own change reaches the app")
    }

    @Test func aRefusedBeginIsReportedBackOnTheNextTurn() async {
        let screen = HostedScreen(component: MJRefreshAutoNormalFooter())
        screen.rows.rows = 0
        screen.list.reloadData()
        await UISimulation.runUntilIdle()
        screen.isRefreshing = true
        await UISimulation.runUntilIdle()
        #expect(screen.hosted.component.state == .idle, "a footer does not load an empty list")
        #expect(!screen.isRefreshing, "the app's flag is put back")
        #expect(screen.actionCalls == 0)
    }

    @Test func theComponentFollowsARebuiltListAndComesOffWithTheModifier() async {
        let screen = HostedScreen(component: MJRefreshNormalHeader())
        screen.holdActions()
        let oldList = screen.list
        screen.rebuildList()
        #expect(screen.list.mj_header === screen.hosted.component)
        #expect(oldList.mj_header == nil)

        screen.isRefreshing = true
        await UISimulation.runUntilIdle()
        #expect(abs(screen.list.contentInset.top - 54) <= 0.001)
        screen.removeModifier()
        #expect(screen.list.mj_header == nil)
        #expect(abs(screen.list.contentInset.top) <= 0.001, "the host's inset comes back")
        screen.finishHeldAction()
    }

    @Test func everythingIsFreedWithTheScreen() async {
        weak var weakHosted: MJRefreshHostedComponent?
        weak var weakComponent: MJRefreshComponent?
        weak var weakList: UITableView?
        do {
            let screen = HostedScreen(component: MJRefreshNormalHeader())
            weakHosted = screen.hosted
            weakComponent = screen.hosted.component
            weakList = screen.list
            screen.pull(150)
            await UISimulation.runUntilIdle()
            screen.window.isHidden = true
        }
        await UISimulation.runUntilIdle()
        #expect(weakHosted == nil)
        #expect(weakComponent == nil)
        #expect(weakList == nil)
    }
}
