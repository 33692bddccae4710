import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct KeyValueObservingTests {
    @Test func observerSeesOldAndNewValueOfEverySetInOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = Log<(CGPoint?, CGPoint?)>()
        let observation = view.observe(\.center, options: [.old, .new]) { _, change in
            log.append((change.oldValue, change.newValue))
        }
        view.center = CGPoint(x: 1, y: 2)
        view.center = CGPoint(x: 1, y: 2)
        view.center = CGPoint(x: 7, y: 8)
        #expect(log.values.map { $0.0 } == [CGPoint(x: 5, y: 5), CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)])
        #expect(log.values.map { $0.1 } == [CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2), CGPoint(x: 7, y: 8)])
        observation.invalidate()
        view.center = .zero
        #expect(log.values.count == 3, "an invalidated observation is silent")
    }

    @Test func optionsControlWhatTheChangeCarries() {
        let window = makeWindow()
        let recognizer = UITapGestureRecognizer()
        window.addGestureRecognizer(recognizer)
        let log = Log<NSKeyValueObservedChange<UIGestureRecognizer.State>>()
        let observation = recognizer.observe(\.state, options: [.initial, .prior, .new]) { _, change in
            log.append(change)
        }
        #expect(log.values.count == 1, ".initial fires during registration")
        #expect(log.values[0].newValue == .possible)
        window.simulateTap()
        #expect(log.values.count == 5, "a tap goes .ended then .possible, each with a prior notification")
        #expect(log.values.map(\.isPrior) == [false, true, false, true, false])
        #expect(log.values[1].newValue == nil, "a prior notification carries no new value")
        #expect(log.values[2].newValue == .ended)
        #expect(log.values[4].newValue == .possible)
        #expect(log.values[2].oldValue == nil, "old values come only with .old")
        withExtendedLifetime(observation) {}
    }

    @Test func releasingTheObservationStopsIt() {
        let view = UIView()
        let log = Log<CGRect?>()
        var observation: NSKeyValueObservation? = view.observe(\.bounds, options: .new) { _, change in
            log.append(change.newValue)
        }
        view.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        observation = nil
        view.bounds = .zero
        #expect(log.values == [CGRect(x: 0, y: 0, width: 5, height: 5)])
        #expect(observation == nil)
    }

    @Test func subclassKeyPathsReachTheInheritedProperty() {
        final class Custom: UIView {}
        let view = Custom()
        let log = Log<CGRect?>()
        let observation = view.observe(\.frame, options: .new) { _, change in log.append(change.newValue) }
        view.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
        #expect(log.values == [CGRect(x: 1, y: 1, width: 2, height: 2)])
        withExtendedLifetime(observation) {}
    }

    @Test func unobservablePropertyGivesAnInertObservation() {
        let view = UIView()
        let log = Log<Int?>()
        let observation = view.observe(\.tag, options: .new) { _, change in log.append(change.newValue) }
        view.tag = 3
        #expect(log.values.isEmpty)
        withExtendedLifetime(observation) {}
    }

    @Test func observedObjectMayDieBeforeTheObservation() {
        weak var weakView: UIView?
        var observation: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            observation = view.observe(\.center) { _, _ in }
        }
        #expect(weakView == nil, "an observation does not keep the observed object alive")
        observation?.invalidate()
        observation = nil
    }
}

/// Collects values from `@Sendable` handlers that, in these tests, run synchronously on the main thread.
final class Log<Value>: @unchecked Sendable {
    private(set) var values: [Value] = []
    func append(_ value: Value) { values.append(value) }
}

@MainActor
@Suite(.uiSimulation)
struct KeyValueObservingThroughGettersTests {
    /// Foundation's KVO reads the old and new values through the getter (`value(forKey:)`), so a subclass that
    /// overrides the getter is observed as overridden.
    @Test func aSubclassGetterIsWhatObserversSee() {
        let scrollView = GetterCappingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = Log<(UIEdgeInsets?, UIEdgeInsets?)>()
        let observation = scrollView.observe(\.contentInset, options: [.old, .new]) { _, change in
            log.append((change.oldValue, change.newValue))
        }
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 10, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        #expect(
            log.values.map { $0.1 } == [
                UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0),
                UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
            ])
        #expect(log.values.map { $0.0 } == [.zero, UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)])
        withExtendedLifetime(observation) {}
    }
}
