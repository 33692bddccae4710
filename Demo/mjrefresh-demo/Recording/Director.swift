import MJRefresh

/// Plays a scenario on the phone and records it: moves the finger and the clock, runs the app's delayed work,
/// notices every state change, callback and inset change of the watched components, and takes a picture of the
/// screen `framesPerSecond` times per virtual second.
///
/// The simulation runs at its own 120 frames per second; the director advances it one frame at a time and
/// checks the components after each, so the timeline is exact to 1/120 s whatever the recording rate.
@MainActor
final class Director {
    /// One simulation frame.
    static let simulationStep: TimeInterval = 1.0 / 120

    let phone: Phone
    private(set) var recording: ScenarioRecording
    private let pictures: PictureLibrary
    private var watches: [ComponentWatch] = []
    private weak var scrollView: UIScrollView?
    private var scrollViewName = ""
    private var lastInset = UIEdgeInsets.zero
    /// How many of the simulation's haptic impacts the timeline already shows.
    private var impactsLogged = 0
    private var pending: [(time: TimeInterval, text: String, action: () -> Void)] = []
    /// How many of `UISimulation.accessibilityPosts` the timeline has seen.
    private var accessibilityPostsSeen = 0
    /// The finger, VoiceOver and haptics, drawn over the phone's pictures.
    private var overlay = PhoneOverlay()
    private let onFrame: (Director) -> Void

    /// - Parameter onFrame: called after each recorded frame (to show progress).
    init(scenario: Scenario, framesPerSecond: Int, pictures: PictureLibrary, onFrame: @escaping (Director) -> Void) {
        UISimulation.reset()
        phone = Phone()
        recording = ScenarioRecording(
            name: scenario.name, title: scenario.title, summary: scenario.summary,
            framesPerSecond: framesPerSecond)
        self.pictures = pictures
        self.onFrame = onFrame
    }

    /// Virtual seconds since the scenario started.
    var now: TimeInterval { UISimulation.now }

    // MARK: Cast

    /// Makes `scrollView` the one the finger drags and the timeline reports (inset and offset on `axis`).
    func follow(_ scrollView: UIScrollView, as name: String, axis: ScenarioRecording.Axis = .vertical) {
        self.scrollView = scrollView
        scrollViewName = name
        lastInset = scrollView.contentInset
        recording.axis = axis
    }

    /// Reports `component`'s state changes and callbacks under `name`, and returns it (to `link(to:)` a scroll
    /// view, say). Call it after setting the component's blocks: it wraps them. A header's "Last update" line
    /// reads the phone's clock.
    @discardableResult
    func watch<Component: MJRefreshComponent>(_ component: Component, as name: String) -> Component {
        watches.append(ComponentWatch(name: name, component: component))
        (component as? MJRefreshStateHeader)?.lastUpdatedTimeText = { PhoneClock.lastUpdatedText(for: $0) }
        component.refreshingBlock = wrapping(component.refreshingBlock, name, "refreshingBlock")
        component.beginRefreshingCompletionBlock = wrapping(
            component.beginRefreshingCompletionBlock, name, "beginRefreshingCompletionBlock")
        component.endRefreshingAnimationBeginAction = wrapping(
            component.endRefreshingAnimationBeginAction, name, "endRefreshingAnimationBeginAction")
        component.endRefreshingCompletionBlock = wrapping(
            component.endRefreshingCompletionBlock, name, "endRefreshingCompletionBlock")
        return component
    }

    private func wrapping(_ block: MJRefreshComponentAction?, _ name: String, _ callback: String)
        -> MJRefreshComponentAction
    {
        { [weak self] in
            // A state change that led to the callback is reported first.
            self?.checkComponents()
            self?.log(.callback, name, callback)
            block?()
        }
    }

    // MARK: Script

    /// Lays out the first screen; scenarios call it once the screen is set up. The first frame is taken when
    /// the clock first moves, so it shows what the script did at time 0.
    func start(_ setup: String) {
        phone.window.layoutIfNeeded()
        log(.app, "app", setup)
        checkComponents()
        if UIAccessibility.isVoiceOverRunning { overlay.voiceOverFocus = scrollView.map(frameOnScreen) }
    }

    /// The app does something now.
    func app(_ text: String, _ action: () -> Void = {}) {
        log(.app, "app", text)
        action()
        checkComponents()
    }

    /// The app does something `delay` virtual seconds from now (the answer of a pretend network request).
    func after(_ delay: TimeInterval, _ text: String, _ action: @escaping () -> Void) {
        pending.append((now + delay, text, action))
    }

    /// Lets `duration` virtual seconds pass.
    func wait(_ duration: TimeInterval) {
        for _ in 0..<steps(duration) { step(dragging: nil) }
    }

    /// Puts a finger on the followed scroll view.
    func touchDown() {
        guard let scrollView else { return }
        log(.finger, "finger", "touches down")
        let frame = frameOnScreen(scrollView)
        overlay.finger = CGPoint(x: frame.midX, y: frame.midY)
        scrollView.simulateTouchDown()
        checkComponents()
    }

    /// Moves the finger by `translation` in a straight line over `duration` (+y: down, pulling content down).
    func drag(by translation: CGPoint, over duration: TimeInterval) {
        guard let scrollView else { return }
        if !scrollView.isTracking { touchDown() }
        log(.finger, "finger", "drags \(Self.direction(of: translation)) over \(String(format: "%.2f", duration)) s")
        let count = steps(duration)
        let perStep = CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count))
        for _ in 0..<count { step(dragging: perStep) }
    }

    /// Lifts the finger, moving at `velocity` points per second (0: the finger stopped before lifting).
    func lift(velocity: CGPoint = .zero) {
        guard let scrollView else { return }
        let speed = velocity == .zero ? "without flicking" : "flicking \(Self.direction(of: velocity))/s"
        log(.finger, "finger", "lifts, \(speed)")
        overlay.finger = nil
        scrollView.simulateTouchUp(velocity: velocity)
        checkComponents()
    }

    /// Taps `view` at its centre.
    func tap(_ view: UIView, _ description: String) {
        log(.finger, "finger", "taps \(description)")
        let frame = frameOnScreen(view)
        overlay.tap = (CGPoint(x: frame.midX, y: frame.midY), now)
        view.simulateTap()
        checkComponents()
    }

    /// Taps tab `index` of `tabs`' tab bar. The stand-in's tab bar has no buttons to hit, so the tap selects the
    /// tab through `selectedIndex`, as the bar does when its item is tapped.
    func tapTab(_ index: Int, of tabs: UITabBarController) {
        guard let tab = tabs.viewControllers?[index] else { return }
        log(.finger, "finger", "taps the “\(tab.title ?? "")” tab")
        let bar = frameOnScreen(tabs.tabBar)
        let slot = bar.width / CGFloat(tabs.viewControllers?.count ?? 1)
        overlay.tap = (CGPoint(x: bar.minX + (CGFloat(index) + 0.5) * slot, y: bar.minY + 22), now)
        tabs.selectedIndex = index
        checkComponents()
    }

    /// A VoiceOver user runs the followed scroll view's custom action `name` (swipes up or down to it, then
    /// double-taps), with no gesture on the content.
    func performAccessibilityAction(named name: String) {
        let action = scrollView?.accessibilityCustomActions?.first { $0.name == name }
        log(.finger, "finger", "VoiceOver: picks the “\(name)” action and double-taps")
        overlay.voiceOverFocus = scrollView.map(frameOnScreen)
        overlay.voiceOverCaption = "\(name), action"
        let handled = action.map { $0.actionHandler?($0) ?? false } ?? false
        if !handled { log(.app, "app", "the “\(name)” action did nothing") }
        checkComponents()
    }

    /// Records the last frame and hands back the recording.
    func finish() -> ScenarioRecording {
        captureDueFrames()
        recording.duration = now
        return recording
    }

    // MARK: Clock

    private func steps(_ duration: TimeInterval) -> Int {
        max(1, Int((duration / Self.simulationStep).rounded()))
    }

    /// Runs what is due now and takes the frames due now (so a frame shows everything done at its time), then
    /// moves the clock one simulation frame.
    private func step(dragging translation: CGPoint?) {
        runDueWork()
        captureDueFrames()
        if let translation, let scrollView {
            overlay.finger = overlay.finger.map { CGPoint(x: $0.x + translation.x, y: $0.y + translation.y) }
            scrollView.simulateDrag(by: translation, duration: Self.simulationStep)
        } else {
            UISimulation.advance(by: Self.simulationStep)
        }
        checkComponents()
    }

    private func runDueWork() {
        while let index = pending.firstIndex(where: { $0.time <= now + 1e-9 }) {
            let work = pending.remove(at: index)
            app(work.text, work.action)
        }
    }

    private func captureDueFrames() {
        let interval = 1 / Double(recording.framesPerSecond)
        while Double(recording.frames.count) * interval <= now + 1e-6 {
            recording.frames.append(pictures.add(phone.picture(overlay: overlay.svg(at: now, screen: Phone.bounds))))
            recording.statuses.append(status())
            onFrame(self)
        }
    }

    // MARK: Observation

    private func checkComponents() {
        for watch in watches {
            guard let transition = watch.takeTransition() else { continue }
            log(.state, watch.name, transition)
        }
        let impacts = UISimulation.impactFeedbacks
        for impact in impacts.dropFirst(impactsLogged) {
            log(.haptic, "haptics", "impact \(impact.style)")
            overlay.pulses.append((overlay.finger ?? CGPoint(x: Phone.bounds.midX, y: Phone.bounds.midY), now))
        }
        impactsLogged = impacts.count
        checkAnnouncements()
        guard let scrollView, scrollView.contentInset != lastInset else { return }
        let old = lastInset, new = scrollView.contentInset
        lastInset = new
        let edges = [
            ("top", old.top, new.top), ("left", old.left, new.left), ("bottom", old.bottom, new.bottom),
            ("right", old.right, new.right),
        ]
        let changes = edges.filter { $0.1 != $0.2 }.map {
            "\($0.0) \(Double($0.1).demoText) → \(Double($0.2).demoText)"
        }
        log(.inset, scrollViewName, "contentInset " + changes.joined(separator: ", "))
    }

    /// Adds what VoiceOver announced since the last check; nothing is heard while VoiceOver is off.
    private func checkAnnouncements() {
        let posts = UISimulation.accessibilityPosts
        defer { accessibilityPostsSeen = posts.count }
        guard UIAccessibility.isVoiceOverRunning, accessibilityPostsSeen < posts.count else { return }
        for post in posts[accessibilityPostsSeen...] where post.notification == .announcement {
            let text = post.argument as? String ?? ""
            log(.announcement, "VoiceOver", "announces “\(text)”")
            overlay.voiceOverCaption = text
        }
    }

    private func log(_ kind: TimelineEvent.Kind, _ actor: String, _ text: String) {
        let inset = scrollView?.contentInset ?? .zero
        let offset = scrollView?.contentOffset ?? .zero
        recording.events.append(
            TimelineEvent(
                time: (now * 1000).rounded() / 1000, frame: recording.frames.count, kind: kind, actor: actor,
                text: text,
                contentInset: [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) },
                contentOffset: [Double(offset.x), Double(offset.y)]))
    }

    /// "header pulling 132% · inset top 0 bottom 0 · offset y -209.2": the offset the picture shows, which an animation
    /// may still be carrying towards the model's `contentOffset`.
    private func status() -> String {
        var parts = watches.compactMap(\.status)
        if let scrollView {
            let inset = scrollView.contentInset, offset = scrollView.simulatedPresentationBounds.origin
            parts.append(
                "inset "
                    + recording.axis.insetText(
                        [inset.top, inset.left, inset.bottom, inset.right]
                            .map { Double($0) }))
            parts.append("offset " + recording.axis.offsetText([Double(offset.x), Double(offset.y)]))
        }
        return parts.joined(separator: " · ")
    }

    /// Where `view` is on the screen, in the window's points.
    private func frameOnScreen(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    /// "↓ 200 pt" for a vector pointing down, and so on.
    private static func direction(of vector: CGPoint) -> String {
        let horizontal = abs(vector.x) > abs(vector.y)
        let length = Double(horizontal ? abs(vector.x) : abs(vector.y)).demoText
        let arrow = horizontal ? (vector.x < 0 ? "←" : "→") : (vector.y < 0 ? "↑" : "↓")
        return "\(arrow) \(length) pt"
    }
}

/// A component the director reports on, and the state it was last seen in.
@MainActor
private final class ComponentWatch {
    let name: String
    private weak var component: MJRefreshComponent?
    private var lastState: MJRefreshState

    init(name: String, component: MJRefreshComponent) {
        self.name = name
        self.component = component
        lastState = component.state
    }

    /// "idle → pulling" when the state changed since the last call.
    func takeTransition() -> String? {
        guard let state = component?.state, state != lastState else { return nil }
        defer { lastState = state }
        return "\(lastState.demoName) → \(state.demoName)"
    }

    /// "header pulling 132%", or nil once the component is gone.
    var status: String? {
        guard let component else { return nil }
        return "\(name) \(component.state.demoName) \(Int((component.pullingPercent * 100).rounded()))%"
    }
}
