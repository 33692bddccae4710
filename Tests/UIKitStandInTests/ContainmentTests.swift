import SimulationTesting
import Testing
import UIKit

/// A controller that records its containment and appearance callbacks.
@MainActor
final class ContainmentRecorder: UIViewController {
    var events: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append(parent == nil ? "willMove(nil)" : "willMove")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append(parent == nil ? "didMove(nil)" : "didMove")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        events.append("safeArea \(Int(view.safeAreaInsets.top)),\(Int(view.safeAreaInsets.bottom))")
    }
}

@MainActor
@Suite(.uiSimulation)
struct ContainmentTests {
    @Test func aCustomContainersChildAppearsWithItsViewAndLeavesWithIt() {
        let parent = UIViewController()
        _ = showOnPhone(parent)
        let child = ContainmentRecorder()
        parent.addChild(child)
        #expect(child.isMovingToParent && child.parent === parent && parent.children == [child])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        #expect(child.events == ["willMove", "willAppear", "safeArea 59,34", "didAppear", "didMove"])
        child.events = []
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            child.events == ["willMove(nil)", "willDisappear", "safeArea 0,0", "didDisappear", "didMove(nil)"],
            "out of the window the safe area is zero")
        #expect(!child.isMovingFromParent && child.parent == nil && parent.children.isEmpty)
    }

    @Test func aChildOfAnInvisibleParentDoesNotAppear() {
        let parent = UIViewController()
        let child = ContainmentRecorder()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(!child.events.contains("willAppear"))
        _ = showOnPhone(parent)
        #expect(
            child.events.filter { $0.hasSuffix("Appear") } == ["willAppear", "didAppear"],
            "it appears with its parent")
    }

    @Test func additionalSafeAreaInsetsAddToTheViewAndChildrenGetTheirOverlap() {
        let parent = ContainmentRecorder()
        _ = showOnPhone(parent)
        parent.events = []
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 80, right: 0)
        #expect(parent.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 114, right: 0))
        #expect(parent.events == ["safeArea 69,114"])
        let child = UIViewController()
        parent.addChild(child)
        // The child's bottom edge is 30 above the parent's: of the parent's 114-pt band it overlaps 84.
        child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 814)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.view.safeAreaInsets.bottom == 84)
        #expect(child.view.safeAreaInsets.top == 69)
        parent.additionalSafeAreaInsets = .zero
        #expect(parent.view.safeAreaInsets.top == 59)
        #expect(parent.events.last == "safeArea 59,34")
    }

    @Test func aContentScrollViewSetByTheControllerIsTheOneTheBarsFollow() {
        let controller = UIViewController()
        let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let second = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        #expect(controller.contentScrollView(for: .top) == nil)
        controller.setContentScrollView(second, for: .top)
        #expect(controller.contentScrollView(for: .top) === second)
    }

    @Test func aRemovedScrollViewLosesItsFingerAndBouncesBack() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        scrollView.contentOffset.y = -59
        let states = Log<UIGestureRecognizer.State?>()
        let observation = scrollView.panGestureRecognizer.observe(\.state, options: .new) { _, change in
            states.append(change.newValue)
        }
        scrollView.simulateDrag(by: CGPoint(x: 0, y: 120), duration: 0.3)
        #expect(scrollView.contentOffset.y < -59)
        scrollView.removeFromSuperview()
        #expect(states.values.suffix(2) == [.cancelled, .possible])
        #expect(!scrollView.isTracking && !scrollView.isDragging)
        UISimulation.runUntilIdle()
        #expect(scrollView.safeAreaInsets == .zero)
        #expect(scrollView.contentOffset.y == -59, "out of the window it rests at the top it had there")
        scrollView.simulateTouchUp()
        #expect(states.values.suffix(2) == [.cancelled, .possible], "lifting the cancelled finger does nothing")
        observation.invalidate()
    }
}
