import SimulationTesting
import Testing
import UIKit

/// What VoiceOver would see and hear: element defaults, the element inspector, custom actions, VoiceOver status.
@MainActor
@Suite(.uiSimulation)
struct AccessibilityTests {
    @Test func aLabelIsAnElementReadingItsTextAndAPlainViewIsNot() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Greeting"
        label.text = "Hi"
        #expect(label.accessibilityLabel == "Greeting")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)

        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == [])
        #expect(view.accessibilityCustomActions == nil)
        #expect(!view.accessibilityElementsHidden)
        #expect(!view.accessibilityViewIsModal)
    }

    @Test func subclassesOverrideTheAccessibilityPropertiesAsOnIOS() {
        final class Badge: UIView {
            var count = 3
            override var isAccessibilityElement: Bool {
                get { true }
                set { super.isAccessibilityElement = newValue }
            }
            override var accessibilityLabel: String? {
                get { "\(count) new" }
                set { super.accessibilityLabel = newValue }
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.count = 5
        #expect(UISimulation.accessibilityElements(in: badge).map(\.label) == ["5 new"])
    }

    @Test func theAccessibilityFrameOfAViewIsItsRectangleInTheWindowUnlessSet() {
        let window = makeWindow()
        let container = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 50, height: 20))
        container.addSubview(label)
        window.addSubview(container)
        #expect(label.accessibilityFrame == CGRect(x: 30, y: 105, width: 50, height: 20))
        label.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(label.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func theInspectorReadsTopToBottomThenLeadingToTrailing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bottom = makeLabel("bottom", CGRect(x: 0, y: 200, width: 100, height: 20))
        let topRight = makeLabel("top right", CGRect(x: 150, y: 10, width: 100, height: 20))
        let topLeft = makeLabel("top left", CGRect(x: 0, y: 10, width: 100, height: 20))
        [bottom, topRight, topLeft].forEach(root.addSubview)
        #expect(UISimulation.accessibilityElements(in: root).map(\.label) == ["top left", "top right", "bottom"])
        #expect(UISimulation.accessibilityElements(in: root)[0].object === topLeft)
    }

    @Test func theInspectorSkipsHiddenTransparentAndElementsHiddenSubtreesAndTheInsidesOfElements() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let hidden = makeLabel("hidden", CGRect(x: 0, y: 0, width: 50, height: 20))
        hidden.isHidden = true
        let clear = makeLabel("clear", CGRect(x: 0, y: 30, width: 50, height: 20))
        clear.alpha = 0
        let muted = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 100))
        muted.accessibilityElementsHidden = true
        muted.addSubview(makeLabel("muted", CGRect(x: 0, y: 0, width: 50, height: 20)))
        let card = UIView(frame: CGRect(x: 0, y: 170, width: 100, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "card"
        card.addSubview(makeLabel("inside card", CGRect(x: 0, y: 0, width: 50, height: 20)))
        let faint = makeLabel("faint", CGRect(x: 150, y: 0, width: 50, height: 20))
        faint.alpha = 0.02
        [hidden, clear, muted, card, faint].forEach(root.addSubview)
        #expect(UISimulation.accessibilityElements(in: root).map(\.label) == ["faint", "card"])
    }

    @Test func aModalViewHidesItsSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(makeLabel("behind", CGRect(x: 0, y: 0, width: 50, height: 20)))
        let alert = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        alert.accessibilityViewIsModal = true
        alert.addSubview(makeLabel("alert", CGRect(x: 0, y: 0, width: 50, height: 20)))
        root.addSubview(alert)
        #expect(UISimulation.accessibilityElements(in: root).map(\.label) == ["alert"])
        alert.isHidden = true
        #expect(UISimulation.accessibilityElements(in: root).map(\.label) == ["behind"])
    }

    @Test func aCustomActionRunsItsHandler() {
        var runs = 0
        let action = UIAccessibilityCustomAction(name: "Archive") { action in
            runs += 1
            return action.name == "Archive"
        }
        let view = UIView()
        view.accessibilityCustomActions = [action]
        let found = view.accessibilityCustomActions?.first { $0.name == "Archive" }
        #expect(found.flatMap { $0.actionHandler?($0) } == true)
        #expect(runs == 1)
    }

    @Test func voiceOverStatusIsOffAfterResetAndTurningItOnPostsTheNotification() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        let notifications = NotificationLog()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in
            notifications.append("status")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UISimulation.isVoiceOverRunning = true
        UISimulation.isVoiceOverRunning = true
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(notifications.entries.count == 1)
        UISimulation.reset()
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func announcementsAreRecordedWithTheirTextAndTime() {
        UISimulation.advance(by: 0.5)
        UIAccessibility.post(notification: .announcement, argument: "Done")
        let post = UISimulation.accessibilityPosts.last
        #expect(post?.notification == .announcement)
        #expect(post?.argument as? String == "Done")
        #expect(abs((post?.time ?? 0) - UISimulation.now) <= 1e-9)
    }
}

@MainActor
private func makeLabel(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
}

/// Notifications seen by an observer block (which Swift 6 treats as possibly concurrent; the stand-in posts on
/// the main thread).
final class NotificationLog: @unchecked Sendable {
    private(set) var entries: [Any] = []

    func append(_ entry: Any) {
        entries.append(entry)
    }
}
