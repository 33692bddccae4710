import SimulationTesting
import Testing
import UIKit

/// A view that logs its layout, drawing and touches.
private final class RecordingView: UIView {
    let name: String
    let log: Log<String>

    init(_ name: String, _ log: Log<String>, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() { log.append("layout \(name)") }
    override func draw(_ rect: CGRect) { log.append("draw \(name) \(rect.size.width)x\(rect.size.height)") }
    var logsSafeArea = false

    override func safeAreaInsetsDidChange() {
        if logsSafeArea { log.append("safe area \(name)") }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(name)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(name)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled \(name)") }
}

private final class RecordingController: UIViewController {
    let log = Log<String>()
    override func viewWillAppear(_ animated: Bool) { log.append("will appear") }
    override func viewDidAppear(_ animated: Bool) { log.append("did appear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("will disappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("did disappear") }
}

@MainActor
@Suite(.uiSimulation)
struct LayoutTests {
    // MARK: Layout and display passes

    @Test func setNeedsLayoutRunsLayoutAtTheNextFrameParentsFirst() {
        let log = Log<String>()
        let window = makeWindow()
        let parent = RecordingView("parent", log)
        let child = RecordingView("child", log)
        parent.addSubview(child)
        window.addSubview(parent)
        UISimulation.advance(by: 1.0 / 120)
        #expect(log.values.filter { $0.hasPrefix("layout") } == ["layout parent", "layout child"])
        let mark = log.values.count
        child.setNeedsLayout()
        parent.setNeedsLayout()
        #expect(log.values.count == mark, "not synchronously")
        UISimulation.advance(by: 1.0 / 120)
        #expect(Array(log.values[mark...]) == ["layout parent", "layout child"])
        UISimulation.advance(by: 1.0 / 120)
        #expect(log.values.count == mark + 2, "once per request")
    }

    @Test func viewsOutsideAVisibleWindowAreLaidOutOnlyByLayoutIfNeeded() {
        let log = Log<String>()
        let loose = RecordingView("loose", log)
        let hiddenWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inHidden = RecordingView("in hidden window", log)
        hiddenWindow.addSubview(inHidden)
        loose.setNeedsLayout()
        UISimulation.advance(by: 0.1)
        #expect(log.values.isEmpty)
        loose.layoutIfNeeded()
        #expect(log.values == ["layout loose"])
        loose.layoutIfNeeded()
        #expect(log.values == ["layout loose"], "nothing pending, nothing runs")
        hiddenWindow.makeKeyAndVisible()
        UISimulation.advance(by: 1.0 / 120)
        #expect(log.values.last == "layout in hidden window", "shown, the window gets frames")
    }

    @Test func resizingASuperviewLaysOutBothAndAutoresizesFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let centred = UIView(frame: CGRect(x: 30, y: 40, width: 40, height: 20))
        centred.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin,
            .flexibleBottomMargin,
        ]
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        tall.autoresizingMask = [.flexibleHeight, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [stretchy, centred, tall, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(centred.frame == CGRect(x: 80, y: 140, width: 40, height: 20), "equal margins share the change equally")
        // Height 50 and bottom margin 50 share +200 in proportion: +100 each.
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 10, height: 150))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func setNeedsDisplayDrawsTheBoundsAtTheNextFrameInAWindow() {
        let log = Log<String>()
        let view = RecordingView("view", log, frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.setNeedsDisplay()
        UISimulation.advance(by: 0.1)
        #expect(!log.values.contains { $0.hasPrefix("draw") }, "not drawn outside a window")
        let window = makeWindow()
        window.addSubview(view)
        #expect(!log.values.contains { $0.hasPrefix("draw") })
        UISimulation.advance(by: 1.0 / 120)
        #expect(log.values.filter { $0.hasPrefix("draw") } == ["draw view 30.0x20.0"])
        UISimulation.advance(by: 0.1)
        #expect(log.values.filter { $0.hasPrefix("draw") }.count == 1)
    }

    // MARK: Hit-testing and taps

    @Test func hitTestFindsTheDeepestVisibleInteractiveView() {
        let log = Log<String>()
        let window = makeWindow()
        let outer = RecordingView("outer", log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = RecordingView("inner", log, frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        let cover = RecordingView("cover", log, frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(cover)
        let point = CGPoint(x: 60, y: 60)
        #expect(window.hitTest(point, with: nil) === cover, "the front-most sibling wins")
        for hide in [
            { cover.isHidden = true }, { cover.isUserInteractionEnabled = false }, { cover.alpha = 0.005 },
        ] {
            cover.isHidden = false
            cover.isUserInteractionEnabled = true
            cover.alpha = 1
            hide()
            #expect(window.hitTest(point, with: nil) === inner)
        }
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === outer)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
        outer.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === window, "a disabled view hides its subtree")
        #expect(window.hitTest(CGPoint(x: -1, y: 0), with: nil) == nil)
    }

    @Test func tapDeliversTouchesAndRecognizesTapsAlongTheWay() {
        let log = Log<String>()
        let window = makeWindow()
        let outer = RecordingView("outer", log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = RecordingView("inner", log, frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        outer.addGestureRecognizer(tap)
        let states = Log<UIGestureRecognizer.State?>()
        let observation = tap.observe(\.state, options: .new) { _, change in states.append(change.newValue) }

        inner.simulateTap()
        #expect(log.values == ["began inner", "ended inner"])
        #expect(states.values == [.ended, .possible], "recognizers on ancestors see the tap")

        tap.cancelsTouchesInView = true
        inner.simulateTap(at: CGPoint(x: 1, y: 1))
        #expect(Array(log.values[2...]) == ["began inner", "cancelled inner"])

        tap.isEnabled = false
        outer.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(Array(log.values[4...]) == ["began outer", "ended outer"])
        #expect(states.values.count == 4, "a disabled recognizer does not recognize")
        withExtendedLifetime(observation) {}
    }

    @Test func touchesTravelUpTheResponderChainWhenAViewIgnoresThem() {
        let log = Log<String>()
        let window = makeWindow()
        let outer = RecordingView("outer", log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(plain)
        plain.simulateTap()
        #expect(log.values == ["began outer", "ended outer"], "UIView passes touches to its next responder")
    }

    // MARK: Windows and safe area

    @Test func windowVisibilityDrivesAppearanceCallbacks() {
        let controller = RecordingController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        #expect(controller.log.values.isEmpty, "a hidden window shows nothing")
        #expect(controller.view.frame == window.bounds)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(controller.log.values == ["will appear", "did appear"])
        window.isHidden = true
        #expect(controller.log.values == ["will appear", "did appear", "will disappear", "did disappear"])
        #expect(!window.isKeyWindow)
    }

    @Test func safeAreaInsetsAreTheWindowsInsetsOverlappingTheView() {
        let log = Log<String>()
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let top = RecordingView("top", log, frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = RecordingView("middle", log, frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let nested = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 10))
        window.addSubview(top)
        window.addSubview(middle)
        window.addSubview(bottom)
        top.addSubview(nested)
        top.logsSafeArea = true
        middle.logsSafeArea = true
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(nested.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(UIView(frame: .zero).safeAreaInsets == .zero, "no window, no insets")

        let mark = log.values.count
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(top.safeAreaInsets.top == 59)
        #expect(log.values[mark...].contains("safe area top"), "a view whose insets changed is told")
    }
}
