@_spi(SwiftUI) import MJRefresh
import SimulationTesting

/// What the `MJRefreshSwiftUI` modifiers do, played on a hierarchy shaped like the one SwiftUI builds: a
/// hosting view with, side by side, the list (a `UITableView`, as a `List` up to iOS 15) and the background's
/// host holding the modifier's probe. The app's two `@State` flags are plain properties; writing one re-renders
/// on the next turn of the main queue, as SwiftUI updates views after a state change.
@MainActor
final class HostedScreen {
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let hostingView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let backgroundHost = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var list: UITableView
    let rows = RowSource(rows: 30)
    let hosted: MJRefreshHostedComponent
    let probe: MJRefreshProbeView

    /// The app's `@State var isRefreshing`, bound to the modifier.
    var isRefreshing = false { didSet { scheduleRender() } }
    /// The app's `@State var hasNoMoreData`, bound to a footer modifier.
    var hasNoMoreData = false { didSet { scheduleRender() } }
    /// How often the app's action ran, and how often the view was updated.
    private(set) var actionCalls = 0
    private(set) var renders = 0
    /// What the action does after counting itself.
    var actionBody: @MainActor () async -> Void = {}
    private var heldAction: CheckedContinuation<Void, Never>?

    init(component: MJRefreshComponent) {
        list = HostedScreen.makeList(source: rows)
        hosted = MJRefreshHostedComponent(component: component)
        probe = MJRefreshProbeView(hosted: hosted)
        probe.frame = backgroundHost.bounds
        hosted.refreshingDidChange = { [weak self] in self?.isRefreshing = $0 }
        hosted.noMoreDataDidChange = { [weak self] in self?.hasNoMoreData = $0 }
        render()
        backgroundHost.addSubview(probe)
        hostingView.addSubview(backgroundHost)
        hostingView.addSubview(list)
        window.addSubview(hostingView)
        UISimulation.advance(by: 1.0 / 60)
    }

    /// From now on the action waits until `finishHeldAction()`, as a load in flight does.
    func holdActions() {
        actionBody = { [weak self] in await withCheckedContinuation { self?.heldAction = $0 } }
    }

    /// The load in flight returns.
    func finishHeldAction() {
        heldAction?.resume()
        heldAction = nil
    }

    /// SwiftUI rebuilt the list (its identity changed): a new table in the old one's place.
    func rebuildList() {
        list.removeFromSuperview()
        list = HostedScreen.makeList(source: rows)
        hostingView.addSubview(list)
        probe.setNeedsLayout()
        UISimulation.advance(by: 1.0 / 60)
    }

    /// SwiftUI dismantled the modifier's view: the probe leaves and the component comes off.
    func removeModifier() {
        probe.removeFromSuperview()
        hosted.detach()
    }

    /// A finger pulls the list down by `distance` and lifts.
    func pull(_ distance: CGFloat) {
        list.simulateTouchDown()
        list.simulateDrag(by: CGPoint(x: 0, y: distance), duration: 0.3)
        list.simulateTouchUp(velocity: .zero)
    }

    private func scheduleRender() {
        DispatchQueue.main.async { [weak self] in self?.render() }
    }

    /// SwiftUI updates the view: the modifier hands over the current action (a new closure each time) and flags.
    func render() {
        renders += 1
        let body = actionBody
        hosted.update(
            action: { [weak self] in
                self?.actionCalls += 1
                await body()
            }, isRefreshing: isRefreshing, hasNoMoreData: hasNoMoreData)
    }

    private static func makeList(source: RowSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.dataSource = source
        return table
    }
}
