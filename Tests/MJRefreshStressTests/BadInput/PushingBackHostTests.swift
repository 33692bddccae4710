import MJRefresh
import SimulationTesting
import XCTest

/// Hosts that fight the inset: a `contentInset` setter that clamps, a getter that clamps, an app observer that
/// rewrites the inset. The components converge after at most a couple of writes per change and leave the
/// host's policy in force (no write loop, no stack overflow).
final class PushingBackHostTests: SimulationTestCase {
    /// A scroll view whose `contentInset` setter caps the top and bottom edges, and counts its writes.
    final class CappingScrollView: UIScrollView {
        var cap = UIEdgeInsets(top: 30, left: .infinity, bottom: 20, right: .infinity)
        private(set) var writes = 0
        private(set) var deepestNesting = 0
        private var nesting = 0

        override var contentInset: UIEdgeInsets {
            get { super.contentInset }
            set {
                writes += 1
                nesting += 1
                deepestNesting = max(deepestNesting, nesting)
                defer { nesting -= 1 }
                super.contentInset = UIEdgeInsets(
                    top: min(newValue.top, cap.top), left: min(newValue.left, cap.left),
                    bottom: min(newValue.bottom, cap.bottom),
                    right: min(newValue.right, cap.right))
            }
        }

        /// Writes made while `body` runs.
        func writes(during body: () -> Void) -> Int {
            let before = writes
            body()
            return writes - before
        }
    }

    /// A scroll view whose getter caps the top edge: stored as written, read (and observed) capped.
    final class GetterCappingScrollView: UIScrollView {
        override var contentInset: UIEdgeInsets {
            get {
                var inset = super.contentInset
                inset.top = min(inset.top, 30)
                return inset
            }
            set { super.contentInset = newValue }
        }
    }

    @MainActor
    private static func stage<ScrollView: UIScrollView>(_ scrollView: ScrollView, window: UIWindow) -> ScrollView {
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        UISimulation.runUntilIdle()
        return scrollView
    }

    @MainActor
    private static func assertRestsInRange(
        _ scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
    ) {
        let inset = scrollView.adjustedContentInset
        let minimum = -inset.top
        let maximum = max(minimum, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        XCTAssertTrue(
            (minimum - 0.01...maximum + 0.01).contains(scrollView.contentOffset.y),
            "offset \(scrollView.contentOffset.y) outside \(minimum)...\(maximum)", file: file, line: line)
    }

    func testAClampingSetterConvergesAndKeepsItsLimits() {
        onMain {
            let window = makeWindow()
            let scrollView = Self.stage(CappingScrollView(), window: window)
            var callbacks = 0
            let header = MJRefreshNormalHeader { callbacks += 1 }
            var writes = scrollView.writes {
                scrollView.mj_header = header
                scrollView.mj_footer = MJRefreshAutoNormalFooter {}
            }
            XCTAssertEqual(scrollView.contentInset.bottom, 20, "the footer's 44 pt is capped at the host's 20")
            XCTAssertLessThanOrEqual(writes, 2)

            writes = scrollView.writes {
                header.beginRefreshing()
                UISimulation.runUntilIdle()
            }
            XCTAssertEqual(callbacks, 1)
            XCTAssertEqual(scrollView.contentInset.top, 30, "the header's 54 pt is capped at 30")
            XCTAssertLessThanOrEqual(writes, 2, "one write for the reveal, none to fight the cap")
            XCTAssertLessThanOrEqual(scrollView.deepestNesting, 1, "no write from inside a write")
            Self.assertRestsInRange(scrollView)

            // A host write during the refresh: the header adds its share once more, the cap wins again.
            writes = scrollView.writes {
                scrollView.contentInset.top = 10
                UISimulation.runUntilIdle()
            }
            XCTAssertEqual(scrollView.contentInset.top, 30)
            XCTAssertLessThanOrEqual(writes, 2)
            XCTAssertLessThanOrEqual(scrollView.deepestNesting, 2)

            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentInset.top, 10, "ending gives back the host's own top")
            XCTAssertEqual(scrollView.contentInset.bottom, 20)
            Self.assertRestsInRange(scrollView)
            scrollView.mj_footer = nil
            XCTAssertEqual(scrollView.contentInset.bottom, 0, "removing the footer takes its (capped) share out")
        }
    }

    func testAGetterThatCapsTheTopIsObservedCappedAndConverges() {
        onMain {
            let window = makeWindow()
            let scrollView = Self.stage(GetterCappingScrollView(), window: window)
            var callbacks = 0
            let header = MJRefreshNormalHeader { callbacks += 1 }
            scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(callbacks, 1)
            XCTAssertEqual(scrollView.contentInset.top, 30)
            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentInset.top, 0)
            XCTAssertEqual(header.state, .idle)
        }
    }

    func testAnObserverThatRewritesTheInsetConvergesWhicheverObservesFirst() {
        onMain {
            for observerFirst in [true, false] {
                let window = makeWindow()
                let scrollView = Self.stage(UIScrollView(), window: window)
                var writesByObserver = 0
                var nesting = 0, deepest = 0
                // The app keeps at least 20 pt at the top and never more than 40.
                @MainActor func observe() -> NSKeyValueObservation {
                    scrollView.observe(\.contentInset) { scrollView, _ in
                        MainActor.assumeIsolated {
                            let top = scrollView.contentInset.top
                            let wanted = min(max(top, 20), 40)
                            guard wanted != top else { return }
                            writesByObserver += 1
                            nesting += 1
                            deepest = max(deepest, nesting)
                            scrollView.contentInset.top = wanted
                            nesting -= 1
                        }
                    }
                }
                var observation = observerFirst ? observe() : nil
                var callbacks = 0
                let header = MJRefreshNormalHeader { callbacks += 1 }
                scrollView.mj_header = header
                if observation == nil { observation = observe() }
                scrollView.contentInset.top = 0
                XCTAssertEqual(scrollView.contentInset.top, 20, "the app's observer raised the top")

                header.beginRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(callbacks, 1)
                XCTAssertEqual(scrollView.contentInset.top, 40, "the header's share is capped by the app at 40")
                Self.assertRestsInRange(scrollView)
                scrollView.contentInset.top = 5
                UISimulation.runUntilIdle()
                XCTAssertTrue((20...40).contains(scrollView.contentInset.top), "\(scrollView.contentInset.top)")
                header.endRefreshing()
                UISimulation.runUntilIdle()
                XCTAssertEqual(scrollView.contentInset.top, 20, "observer first: \(observerFirst)")
                XCTAssertLessThanOrEqual(writesByObserver, 4, "observer first: \(observerFirst)")
                XCTAssertLessThanOrEqual(deepest, 2, "observer first: \(observerFirst)")
                withExtendedLifetime(observation) {}
                scrollView.removeFromSuperview()
            }
        }
    }

    func testAnObserverThatRefusesEveryShareLeavesTheListAtItsEdge() {
        onMain {
            let window = makeWindow()
            let scrollView = Self.stage(UIScrollView(), window: window)
            let observation = scrollView.observe(\.contentInset) { scrollView, _ in
                MainActor.assumeIsolated {
                    if scrollView.contentInset != .zero { scrollView.contentInset = .zero }
                }
            }
            var callbacks = 0
            let header = MJRefreshNormalHeader { callbacks += 1 }
            let footer = MJRefreshBackNormalFooter { callbacks += 1 }
            scrollView.mj_header = header
            scrollView.mj_footer = footer
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentInset, .zero)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "the content rests at the top the host allows")
            header.endRefreshing()
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(scrollView.contentInset, .zero)
            Self.assertRestsInRange(scrollView)
            footer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(callbacks, 2)
            XCTAssertEqual(header.state, .idle)
            XCTAssertEqual(footer.state, .idle)
            withExtendedLifetime(observation) {}
        }
    }
}
