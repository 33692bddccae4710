import SimulationTesting
import UIKit
import XCTest

final class KeyValueObservingTests: SimulationTestCase {
    func testObserverSeesOldAndNewValueOfEverySetInOrder() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let log = Log<(CGPoint?, CGPoint?)>()
            let observation = view.observe(\.center, options: [.old, .new]) { _, change in
                log.append((change.oldValue, change.newValue))
            }
            view.center = CGPoint(x: 1, y: 2)
            view.center = CGPoint(x: 1, y: 2)
            view.center = CGPoint(x: 7, y: 8)
            XCTAssertEqual(log.values.map { $0.0 }, [CGPoint(x: 5, y: 5), CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)])
            XCTAssertEqual(log.values.map { $0.1 }, [CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2), CGPoint(x: 7, y: 8)])
            observation.invalidate()
            view.center = .zero
            XCTAssertEqual(log.values.count, 3, "an invalidated observation is silent")
        }
    }

    func testOptionsControlWhatTheChangeCarries() {
        onMain {
            let window = makeWindow()
            let recognizer = UITapGestureRecognizer()
            window.addGestureRecognizer(recognizer)
            let log = Log<NSKeyValueObservedChange<UIGestureRecognizer.State>>()
            let observation = recognizer.observe(\.state, options: [.initial, .prior, .new]) { _, change in
                log.append(change)
            }
            XCTAssertEqual(log.values.count, 1, ".initial fires during registration")
            XCTAssertEqual(log.values[0].newValue, .possible)
            window.simulateTap()
            XCTAssertEqual(log.values.count, 5, "a tap goes .ended then .possible, each with a prior notification")
            XCTAssertEqual(log.values.map(\.isPrior), [false, true, false, true, false])
            XCTAssertNil(log.values[1].newValue, "a prior notification carries no new value")
            XCTAssertEqual(log.values[2].newValue, .ended)
            XCTAssertEqual(log.values[4].newValue, .possible)
            XCTAssertNil(log.values[2].oldValue, "old values come only with .old")
            withExtendedLifetime(observation) {}
        }
    }

    func testReleasingTheObservationStopsIt() {
        onMain {
            let view = UIView()
            let log = Log<CGRect?>()
            var observation: NSKeyValueObservation? = view.observe(\.bounds, options: .new) { _, change in
                log.append(change.newValue)
            }
            view.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
            observation = nil
            view.bounds = .zero
            XCTAssertEqual(log.values, [CGRect(x: 0, y: 0, width: 5, height: 5)])
            XCTAssertNil(observation)
        }
    }

    func testSubclassKeyPathsReachTheInheritedProperty() {
        onMain {
            final class Custom: UIView {}
            let view = Custom()
            let log = Log<CGRect?>()
            let observation = view.observe(\.frame, options: .new) { _, change in log.append(change.newValue) }
            view.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
            XCTAssertEqual(log.values, [CGRect(x: 1, y: 1, width: 2, height: 2)])
            withExtendedLifetime(observation) {}
        }
    }

    func testUnobservablePropertyGivesAnInertObservation() {
        onMain {
            let view = UIView()
            let log = Log<Int?>()
            let observation = view.observe(\.tag, options: .new) { _, change in log.append(change.newValue) }
            view.tag = 3
            XCTAssertTrue(log.values.isEmpty)
            withExtendedLifetime(observation) {}
        }
    }

    func testObservedObjectMayDieBeforeTheObservation() {
        onMain {
            weak var weakView: UIView?
            var observation: NSKeyValueObservation?
            do {
                let view = UIView()
                weakView = view
                observation = view.observe(\.center) { _, _ in }
            }
            XCTAssertNil(weakView, "an observation does not keep the observed object alive")
            observation?.invalidate()
            observation = nil
        }
    }
}

/// Collects values from `@Sendable` handlers that, in these tests, run synchronously on the main thread.
final class Log<Value>: @unchecked Sendable {
    private(set) var values: [Value] = []
    func append(_ value: Value) { values.append(value) }
}

final class KeyValueObservingThroughGettersTests: SimulationTestCase {
    /// Foundation's KVO reads the old and new values through the getter (`value(forKey:)`), so a subclass that
    /// overrides the getter is observed as overridden.
    func testASubclassGetterIsWhatObserversSee() {
        onMain {
            final class CappedTop: UIScrollView {
                override var contentInset: UIEdgeInsets {
                    get {
                        var inset = super.contentInset
                        inset.top = min(inset.top, 30)
                        return inset
                    }
                    set { super.contentInset = newValue }
                }
            }
            let scrollView = CappedTop(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = Log<(UIEdgeInsets?, UIEdgeInsets?)>()
            let observation = scrollView.observe(\.contentInset, options: [.old, .new]) { _, change in
                log.append((change.oldValue, change.newValue))
            }
            scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 10, right: 0)
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            XCTAssertEqual(
                log.values.map { $0.1 },
                [
                    UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0),
                    UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
                ])
            XCTAssertEqual(log.values.map { $0.0 }, [.zero, UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)])
            withExtendedLifetime(observation) {}
        }
    }
}
