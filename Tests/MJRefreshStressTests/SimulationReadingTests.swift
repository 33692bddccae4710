import MJRefresh
import SimulationTesting
import Testing

/// Each reading of an order UIKit leaves open plays as its setting says, and `UISimulation.reset()` puts back the
/// stand-in's choice (the component suites and the randomized sessions run under every reading).
@MainActor
@Suite(.uiSimulation)
struct SimulationReadingTests {
    @Test(arguments: UISimulation.DragEndOrder.allCases)
    func theEndOfADragPlaysInTheReadingsOrder(order: UISimulation.DragEndOrder) {
        UISimulation.dragEndOrder = order
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        let recorder = EndOfDragRecorder()
        scrollView.delegate = recorder
        let observation = scrollView.panGestureRecognizer.observe(\.state, options: .new) { _, change in
            let state = change.newValue
            MainActor.assumeIsolated {
                if state == .ended { recorder.events.append("ended(dragging: \(scrollView.isDragging))") }
            }
        }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.1)
        scrollView.simulateTouchUp(velocity: CGPoint(x: 0, y: -500))
        let expected: [String]
        switch order {
        case .draggingEndsFirst: expected = ["ended(dragging: false)", "willEnd(dragging: false)", "didEnd"]
        case .panEndsFirst: expected = ["ended(dragging: true)", "willEnd(dragging: false)", "didEnd"]
        case .delegateFirst: expected = ["willEnd(dragging: false)", "didEnd", "ended(dragging: false)"]
        }
        #expect(recorder.events == expected)
        withExtendedLifetime(observation) {}
    }

    @Test(
        arguments: UISimulation.SafeAreaPropagation.allCases, UISimulation.SafeAreaControllerCallback.allCases)
    func safeAreaCallbacksComeInTheReadingsOrder(
        propagation: UISimulation.SafeAreaPropagation, callback: UISimulation.SafeAreaControllerCallback
    ) {
        UISimulation.safeAreaPropagation = propagation
        UISimulation.safeAreaControllerCallback = callback
        var events: [String] = []
        let controller = RecordingController { events.append($0) }
        let window = makeWindow()
        window.rootViewController = controller
        let child = RecordingView(name: "child") { events.append($0) }
        child.frame = controller.view.bounds
        controller.view.addSubview(child)
        UISimulation.runUntilIdle()
        events = []
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let parent = callback == .afterView ? ["root view", "controller"] : ["controller", "root view"]
        #expect(events == (propagation == .parentsFirst ? parent + ["child"] : ["child"] + parent))
        #expect(child.insetsSeenInCallback == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// CI runs this suite under each reading `MJREFRESH_SIMULATION_READINGS` names, so this also shows the
    /// variable took effect there.
    @Test func resetPutsBackTheStandInsChoicesOrThoseTheEnvironmentNames() {
        UISimulation.dragEndOrder = .delegateFirst
        UISimulation.safeAreaPropagation = .childrenFirst
        UISimulation.safeAreaControllerCallback = .beforeView
        UISimulation.sectionHeaderPinning = .atOffsetChange
        UISimulation.reset()
        let list = ProcessInfo.processInfo.environment["MJREFRESH_SIMULATION_READINGS"] ?? ""
        var named: [String: String] = [:]
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            named[parts[0]] = parts[1]
        }
        #expect(UISimulation.dragEndOrder.rawValue == named["dragEndOrder"] ?? "draggingEndsFirst")
        #expect(UISimulation.safeAreaPropagation.rawValue == named["safeAreaPropagation"] ?? "parentsFirst")
        #expect(UISimulation.safeAreaControllerCallback.rawValue == named["safeAreaControllerCallback"] ?? "afterView")
        #expect("\(UISimulation.sectionHeaderPinning)" == named["sectionHeaderPinning"] ?? "atLayout")
    }
}

private final class EndOfDragRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEnd(dragging: \(scrollView.isDragging))")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEnd")
    }
}

private final class RecordingView: UIView {
    let name: String
    let record: (String) -> Void
    private(set) var insetsSeenInCallback: UIEdgeInsets?

    init(name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        insetsSeenInCallback = safeAreaInsets
        record(name)
    }
}

private final class RecordingController: UIViewController {
    let record: (String) -> Void

    init(record: @escaping (String) -> Void) {
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = RecordingView(name: "root view", record: record)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        record("controller")
    }
}
