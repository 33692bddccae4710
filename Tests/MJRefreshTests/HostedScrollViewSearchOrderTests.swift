@_spi(SwiftUI) import MJRefresh
import SimulationTesting
import Testing

/// The search for the scroll view beside a SwiftUI probe goes level by level: a scroll view nearer the container
/// wins over one deeper down, whichever subtree comes first, and the probe's own subtree is never searched.
@MainActor
@Suite(.uiSimulation)
struct HostedScrollViewSearchOrderTests {
    @Test func aShallowScrollViewWinsOverADeeperOneInAnEarlierSubtree() async {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let background = UIView(frame: window.bounds)
        let hosted = MJRefreshHostedComponent(component: MJRefreshNormalHeader())
        let probe = MJRefreshProbeView(hosted: hosted)
        probe.frame = background.bounds
        background.addSubview(probe)
        // An earlier sibling holds a scroll view one level deeper than the list, over the probe's centre.
        let row = UIView(frame: window.bounds)
        let deeper = UIScrollView(frame: window.bounds)
        row.addSubview(deeper)
        let list = UIScrollView(frame: window.bounds)
        host.addSubview(background)
        host.addSubview(row)
        host.addSubview(list)
        window.addSubview(host)
        await UISimulation.advance(by: 1.0 / 60)
        #expect(hosted.scrollView === list, "the list, one level below the container")
        #expect(deeper.mj_header == nil)
    }

    @Test func theProbesOwnSubtreeIsNotSearched() async {
        let window = makeWindow()
        let host = UIView(frame: window.bounds)
        let hosted = MJRefreshHostedComponent(component: MJRefreshNormalHeader())
        let probe = MJRefreshProbeView(hosted: hosted)
        probe.frame = host.bounds
        probe.addSubview(UIScrollView(frame: host.bounds))
        let row = UIView(frame: window.bounds)
        let list = UIScrollView(frame: window.bounds)
        row.addSubview(list)
        host.addSubview(probe)
        host.addSubview(row)
        window.addSubview(host)
        await UISimulation.advance(by: 1.0 / 60)
        #expect(hosted.scrollView === list, "the scroll view inside the probe is left out")
    }
}
