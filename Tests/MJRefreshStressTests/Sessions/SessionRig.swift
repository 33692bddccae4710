import Dispatch
import MJRefresh
@_spi(Engine) import MJRefreshCore
import SimulationTesting

/// A phone, a list and its refresh components, driven one `SessionStep` at a time.
///
/// The rig keeps the model the invariants compare against: the host's own `contentInset` (what the app last
/// wrote) and, per role, the component the app holds (attached or not, so calls on a removed component are
/// exercised too). Objects that must be freed after teardown are tracked weakly.
@MainActor
final class SessionRig {
    static let frameDuration: TimeInterval = 1.0 / 120
    static let initialRows = 20

    let setup: SessionSetup
    let window: UIWindow
    private(set) var owner: SessionOwner?
    /// The navigation and tab bar controllers around the list, in container scenes.
    private(set) var containers: SessionContainers?
    /// The paging container and the tab bar controller around the list, in paging scenes.
    private(set) var paging: SessionPaging?
    /// The host's own `contentInset`: what the app wrote last, without any component's share.
    private(set) var host: UIEdgeInsets = .zero
    /// The component the app holds for each role, attached or removed.
    private(set) var components: [SessionStep.Role: any LoggedComponent] = [:]
    /// The offset when the header's baseline last moved (a host inset, safe-area or bounds change), if the
    /// header was refreshing: its share follows the offset only as the content scrolls (MJRefresh's
    /// `resetInset`), so until the offset moves the share may still fit the old baseline.
    private(set) var offsetAtBaselineChange: CGPoint?
    /// The log of every component created in the session.
    private(set) var logs: [ComponentLog] = []
    /// The `contentInset` policy the host enforces (`PushBack`), if any.
    var policy: PushBack.Policy?
    /// The app's observer that enforces an observer policy.
    var insetObservation: NSKeyValueObservation?
    /// Every completion handed to a call in the session.
    private(set) var completionCalls: [CompletionCall] = []
    /// Completions that ran more than once, as they ran.
    private(set) var completionBreaches: [String] = []
    private var tracked: [(name: String, reference: WeakReference)] = []
    /// Whether a call from a background thread has queued its effect on the main actor since time last passed.
    private var backgroundCallQueuedWork = false
    /// The completions that tasks await (`await endRefreshingAndWait()`, the continuation bridge).
    private var completionsAwaitedByTasks: [CompletionCall] = []
    /// The host's side when it pushes back: delegate, keyboard, banner, the app's footer wish, the watched lift.
    let hosts = SessionHosts()

    /// - Parameter systemVersion: the iOS version whose bars the session plays (`SessionStep.iOS26`).
    init(setup: SessionSetup, systemVersion: UISimulation.SystemVersion = .iOS17) async {
        self.setup = setup
        UISimulation.systemVersion = systemVersion
        window = makeWindow()
        let owner = SessionOwner(setup: setup, frame: window.bounds, rows: Self.initialRows)
        self.owner = owner
        if setup.isInContainers {
            window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            let containers = SessionContainers(setup: setup, scrollView: owner.scrollView, window: window)
            self.containers = containers
            track("navigation controller", containers.navigation)
            track("list controller", containers.list)
        } else if setup.isPaged {
            window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            let paging = SessionPaging(setup: setup, list: owner.scrollView, window: window)
            self.paging = paging
            track("paging controller", paging.screen.controller)
            for (index, neighbour) in paging.neighbours.enumerated() {
                track("neighbour list \(index)", neighbour.owner)
            }
        } else {
            window.addSubview(owner.scrollView)
        }
        track("scroll view", owner.scrollView)
        track("owner", owner)
        for role in setup.roles { attachNew(role) }
        await runUntilIdle()
    }

    var scrollView: UIScrollView? { owner?.scrollView }
    /// Whether the list is on screen: in the window (and, in paging scenes, on the page shown).
    var isInWindow: Bool { scrollView?.window != nil && paging?.isListShown != false }
    /// Whether a finger is down: on the list, or on the pager of a paging scene.
    var isFingerDown: Bool { scrollView?.isTracking == true || paging?.screen.pager.isTracking == true }

    /// The role's component if it is attached to the scroll view.
    func attached(_ role: SessionStep.Role) -> (any LoggedComponent)? {
        guard let component = components[role], let scrollView, component.superview === scrollView else { return nil }
        return component
    }

    // MARK: Steps

    /// Performs `step`. Time passes through the clock's async forms, so main-actor work queued by a call from
    /// another thread (or a task awaiting a completion) runs before each frame, as it would on a device.
    func perform(_ step: SessionStep) async {
        for log in logs { log.noteResult() }
        hosts.willPerform(step, in: self)
        paging?.willPerform(step, rig: self)
        if step.movesBaseline, attached(.header)?.state == .refreshing {
            offsetAtBaselineChange = scrollView?.contentOffset
        }
        switch step {
        case .touchDown:
            if isInWindow { scrollView?.simulateTouchDown() }
        case let .drag(points, frames):
            // The drag runs its frames synchronously: the main-actor work queued before it runs first.
            if takeWhetherMainActorWorkMayWait() { await Task.yield() }
            if isInWindow {
                scrollView?.simulateDrag(by: alongAxis(points), duration: Double(frames) * Self.frameDuration)
            }
        case let .touchUp(velocity):
            scrollView?.simulateTouchUp(velocity: alongAxis(velocity))
        case let .begin(role):
            guard let component = components[role] else { return }
            component.log.isBeginCallRunning = true
            component.beginRefreshing()
            component.log.isBeginCallRunning = false
        case let .end(role, caller):
            guard let component = components[role] else { return }
            call(from: caller) { [weak component] in component?.endRefreshing() }
        case let .endWithFailure(role, caller):
            guard let component = components[role] else { return }
            call(from: caller) { [weak component] in component?.endRefreshing(with: .failure()) }
        case let .tap(role):
            if isInWindow, let component = attached(role) { component.simulateTap() }
        case let .endWithNoMoreData(caller):
            guard let footer = components[.footer] as? MJRefreshFooter else { return }
            call(from: caller) { [weak footer] in footer?.endRefreshingWithNoMoreData() }
        case let .resetNoMoreData(caller):
            guard let footer = components[.footer] as? MJRefreshFooter else { return }
            call(from: caller) { [weak footer] in footer?.resetNoMoreData() }
        case let .reload(rows):
            owner?.reload(rows: rows)
        case let .hostInset(top, left, bottom, right):
            writeHostInset(
                UIEdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right)))
        case let .hostInsetTop(value):
            guard var inset = scrollView?.contentInset else { return }
            inset.top = CGFloat(value)
            writeHostInset(inset)
        case let .hostInsetBottom(value):
            guard var inset = scrollView?.contentInset else { return }
            inset.bottom = CGFloat(value)
            writeHostInset(inset)
        case .rotate:
            window.frame = CGRect(x: 0, y: 0, width: window.bounds.height, height: window.bounds.width)
            // In containers the root view follows the window and lays the list out.
            if containers == nil, paging == nil { scrollView?.frame = window.bounds }
        case let .safeArea(top, left, bottom, right):
            window.simulatedSafeAreaInsets = UIEdgeInsets(
                top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
        case let .hideFooter(hidden):
            components[.footer]?.isHidden = hidden
        case let .attachNew(role):
            attachNew(role)
        case let .reattach(role):
            if let component = components[role], attached(role) == nil { attach(component) }
        case let .remove(role):
            remove(role)
        case .leaveWindow:
            if let tabs = containers?.tabs ?? paging?.tabs {
                // Another tab: UIKit cancels the touches of the views that leave the window.
                tabs.selectedIndex = 1
            } else {
                // Leaving the screen lifts the finger first.
                scrollView?.simulateTouchUp(velocity: .zero)
                scrollView?.removeFromSuperview()
            }
        case .returnToWindow:
            returnToWindow()
        case let .wait(frames):
            await advance(by: Double(frames) * Self.frameDuration)
        case .settle:
            await runUntilIdle()
            await letAwaitingTasksReturn()
        case let .pushBack(step):
            perform(step)
        case .deallocate:
            break
        case let .host(step):
            hosts.perform(step, in: self)
        case let .container(step):
            containers?.perform(step)
        case let .reading(reading):
            reading.apply()
        case let .paging(step):
            // A page swipe runs its frames synchronously, as a drag does.
            if takeWhetherMainActorWorkMayWait() { await Task.yield() }
            paging?.perform(step)
        case .iOS26:
            break
        }
    }

    /// Records a completion handed to a call, to check that it runs exactly once.
    /// - Parameter awaitedByTask: whether a task awaits the completion (it then returns to the main actor).
    func completionCall(
        _ name: String, awaitedByTask: Bool = false, mayStillWait: @escaping () -> Bool = { false }
    ) -> CompletionCall {
        let call = CompletionCall(name: name, mayStillWait: mayStillWait) { [weak self] in
            self?.completionBreaches.append($0)
        }
        completionCalls.append(call)
        if awaitedByTask { completionsAwaitedByTasks.append(call) }
        return call
    }

    // MARK: Time

    // Swift Testing runs the main actor on the main queue, serviced by a pool thread, not on the main thread: the
    // work a background call or a task queues there runs only when the session suspends. The clock's async forms
    // suspend before every frame, as a device runs that work between frames; each suspension is a hop through the
    // main queue, and a hop at every frame made the sessions about a third slower than the synchronous forms. The
    // session is the only source of such work (the components run on the main actor synchronously), so it takes
    // the async forms only while that work may wait.

    /// Whether main-actor work the session queued may be waiting: a background call's effect, or a task that
    /// has yet to start or to come back from the completion it awaits. The caller suspends at least once, which
    /// runs a background call's effect: the mark is cleared.
    private func takeWhetherMainActorWorkMayWait() -> Bool {
        defer { backgroundCallQueuedWork = false }
        return backgroundCallQueuedWork || completionsAwaitedByTasks.contains { $0.runs == 0 }
    }

    private func advance(by duration: TimeInterval) async {
        if takeWhetherMainActorWorkMayWait() {
            await UISimulation.advance(by: duration)
        } else {
            SynchronousClock.advance(by: duration)
        }
    }

    private func runUntilIdle() async {
        if takeWhetherMainActorWorkMayWait() {
            await UISimulation.runUntilIdle()
        } else {
            SynchronousClock.runUntilIdle()
        }
    }

    /// Lets tasks awaiting completions come back to the main actor, for up to two seconds of real time: a hop
    /// takes real time on Linux, and more on a loaded machine.
    private func letAwaitingTasksReturn() async {
        let deadline = Date(timeIntervalSinceNow: 2)
        while completionCalls.contains(where: { $0.runs == 0 && !$0.mayStillWait() }), Date() < deadline {
            await advance(by: Self.frameDuration)
            try? await Task.sleep(nanoseconds: 200_000)
        }
    }

    private func returnToWindow() {
        if let containers {
            containers.showList()
        } else if let paging {
            paging.showList()
        } else if let scrollView, !isInWindow {
            window.addSubview(scrollView)
        }
    }

    /// Lifts any finger, returns to the window and lets everything come to rest.
    func comeToRest() async {
        scrollView?.simulateTouchUp(velocity: .zero)
        returnToWindow()
        await runUntilIdle()
        await letAwaitingTasksReturn()
    }

    /// Lets go of everything the app held, and returns what is still alive once things have settled.
    func tearDown() async -> [String] {
        containers?.tearDown(window: window)
        containers = nil
        paging?.tearDown(window: window)
        paging = nil
        scrollView?.removeFromSuperview()
        insetObservation = nil
        owner = nil
        components = [:]
        await runUntilIdle()
        await letAwaitingTasksReturn()
        return tracked.filter { $0.reference.object != nil }.map(\.name)
    }

    // MARK: Components

    private func attachNew(_ role: SessionStep.Role) {
        let component: any LoggedComponent
        switch (role, setup) {
        case (.header, _): component = LoggedHeader()
        case (.footer, _) where setup.hasBackFooter: component = LoggedBackFooter()
        case (.footer, _): component = LoggedAutoFooter()
        case (.trailer, _): component = LoggedTrailer()
        case (.leader, _): component = LoggedLeader()
        case (.autoHeader, _): component = LoggedAutoHeader()
        }
        component.log.component = component
        component.refreshingBlock = component.log.refreshingBlock
        component.beginRefreshingCompletionBlock = component.log.beginCompletionHook
        component.log.isOtherComponentRefreshing = { [weak self] in
            self?.setup.roles.contains { $0 != role && self?.attached($0)?.isRefreshing == true } ?? false
        }
        logs.append(component.log)
        track("\(role) \(logs.count)", component)
        if let old = attached(role) { old.log.didDetach(revealDuration: old.revealDuration) }
        components[role] = component
        attach(component)
    }

    private func attach(_ component: any LoggedComponent) {
        guard let scrollView else { return }
        component.link(to: scrollView)
    }

    private func remove(_ role: SessionStep.Role) {
        guard let scrollView, let component = attached(role) else { return }
        switch role {
        case .header: scrollView.mj_header = nil
        case .footer: scrollView.mj_footer = nil
        case .trailer: scrollView.mj_trailer = nil
        case .leader: scrollView.mj_leader = nil
        case .autoHeader: scrollView.mj_autoHeader = nil
        }
        component.log.didDetach(revealDuration: component.revealDuration)
    }

    // MARK: Helpers

    /// The host writes `contentInset`. An edge written with the value it already shows (within the components'
    /// 0.5 pt tolerance, after the host's policy) keeps the host's previous value in the model: a component cannot
    /// tell such a write from a read-modify-write of another edge, and documents that it takes it as unchanged
    /// (`MJRefreshInsetLedger`).
    func writeHostInset(_ inset: UIEdgeInsets) {
        guard let scrollView else { return }
        let shown = scrollView.contentInset
        let landing = policy?.apply(to: inset) ?? inset
        func hostValue(_ new: CGFloat, landing: CGFloat, shown: CGFloat, previous: CGFloat) -> CGFloat {
            abs(landing - shown) > MJRefreshConstants.insetWriteTolerance ? new : previous
        }
        host = UIEdgeInsets(
            top: hostValue(inset.top, landing: landing.top, shown: shown.top, previous: host.top),
            left: hostValue(inset.left, landing: landing.left, shown: shown.left, previous: host.left),
            bottom: hostValue(inset.bottom, landing: landing.bottom, shown: shown.bottom, previous: host.bottom),
            right: hostValue(inset.right, landing: landing.right, shown: shown.right, previous: host.right))
        scrollView.contentInset = inset
    }

    /// The host sets the bottom edge of its inset (a keyboard showing or hiding).
    func writeHostInsetBottom(_ value: CGFloat) {
        guard var inset = scrollView?.contentInset else { return }
        inset.bottom = value
        writeHostInset(inset)
    }

    private func alongAxis(_ value: Int) -> CGPoint {
        setup.isHorizontal ? CGPoint(x: CGFloat(value), y: 0) : CGPoint(x: 0, y: CGFloat(value))
    }

    /// Runs a thread-safe call on the main thread, or on a background thread and waits for it to return (its
    /// effect then waits on the main queue, which the next frame drains).
    private func call(from caller: SessionStep.Caller, _ body: @escaping @MainActor () -> Void) {
        switch caller {
        case .main:
            body()
        case .background:
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                callIgnoringIsolation(body)
                done.signal()
            }
            done.wait()
            backgroundCallQueuedWork = true
        }
    }

    private func track(_ name: String, _ object: AnyObject) {
        tracked.append((name, WeakReference(object)))
    }
}

extension SessionStep {
    /// Whether the step can move the top baseline the header measures from without scrolling.
    var movesBaseline: Bool {
        switch self {
        case .hostInset, .hostInsetTop, .rotate, .safeArea: return true
        case let .host(step): return step.movesBaseline
        default: return false
        }
    }
}

/// The clock's synchronous forms, which an async caller cannot name (it gets the async ones).
@MainActor
private enum SynchronousClock {
    static func advance(by duration: TimeInterval) {
        UISimulation.advance(by: duration)
    }

    static func runUntilIdle() {
        UISimulation.runUntilIdle()
    }
}

/// A weak reference to something that must be freed after teardown.
final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
