import MJRefresh
import SimulationTesting
import Testing

/// Hosts that fight the inset: a `contentInset` setter that clamps, a getter that clamps, an app observer that
/// rewrites the inset. The components converge after at most a couple of writes per change and leave the
/// host's policy in force (no write loop, no stack overflow).
@MainActor
@Suite(.uiSimulation)
struct PushingBackHostTests {
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
        func writes(during body: () async -> Void) async -> Int {
            let before = writes
            await body()
            return writes - before
        }
    }

    private static func stage<ScrollView: UIScrollView>(_ scrollView: ScrollView, window: UIWindow) async -> ScrollView
    {
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        await UISimulation.runUntilIdle()
        return scrollView
    }

    private static func expectRestsInRange(
        _ scrollView: UIScrollView, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let inset = scrollView.adjustedContentInset
        let minimum = -inset.top
        let maximum = max(minimum, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        #expect(
            (minimum - 0.01...maximum + 0.01).contains(scrollView.contentOffset.y),
            "offset \(scrollView.contentOffset.y) outside \(minimum)...\(maximum)", sourceLocation: sourceLocation)
    }

    @Test func aClampingSetterConvergesAndKeepsItsLimits() async {
        let window = makeWindow()
        let scrollView = await Self.stage(CappingScrollView(), window: window)
        var callbacks = 0
        let header = MJRefreshNormalHeader { callbacks += 1 }
        var writes = await scrollView.writes {
            scrollView.mj_header = header
            scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        }
        #expect(scrollView.contentInset.bottom == 20, "the footer's 44 pt is capped at the host's 20")
        #expect(writes <= 2)

        writes = await scrollView.writes {
            header.beginRefreshing()
            await UISimulation.runUntilIdle()
        }
        #expect(callbacks == 1)
        #expect(scrollView.contentInset.top == 30, "the header's 54 pt is capped at 30")
        #expect(writes <= 2, "one write for the reveal, none to fight the cap")
        #expect(scrollView.deepestNesting <= 1, "no write from inside a write")
        Self.expectRestsInRange(scrollView)

        // A host write during the refresh: the header adds its share once more, the cap wins again.
        writes = await scrollView.writes {
            scrollView.contentInset.top = 10
            await UISimulation.runUntilIdle()
        }
        #expect(scrollView.contentInset.top == 30)
        #expect(writes <= 2)
        #expect(scrollView.deepestNesting <= 2)

        header.endRefreshing()
        await UISimulation.runUntilIdle()
        #expect(scrollView.contentInset.top == 10, "ending gives back the host's own top")
        #expect(scrollView.contentInset.bottom == 20)
        Self.expectRestsInRange(scrollView)
        scrollView.mj_footer = nil
        #expect(scrollView.contentInset.bottom == 0, "removing the footer takes its (capped) share out")
    }

    @Test func aGetterThatCapsTheTopIsObservedCappedAndConverges() async {
        let window = makeWindow()
        let scrollView = await Self.stage(GetterCappingScrollView(), window: window)
        var callbacks = 0
        let header = MJRefreshNormalHeader { callbacks += 1 }
        scrollView.mj_header = header
        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(callbacks == 1)
        #expect(scrollView.contentInset.top == 30)
        header.endRefreshing()
        await UISimulation.runUntilIdle()
        #expect(scrollView.contentInset.top == 0)
        #expect(header.state == .idle)
    }

    @Test func anObserverThatRewritesTheInsetConvergesWhicheverObservesFirst() async {
        for observerFirst in [true, false] {
            let window = makeWindow()
            let scrollView = await Self.stage(UIScrollView(), window: window)
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
            #expect(scrollView.contentInset.top == 20, "the app's observer raised the top")

            header.beginRefreshing()
            await UISimulation.runUntilIdle()
            #expect(callbacks == 1)
            #expect(scrollView.contentInset.top == 40, "the header's share is capped by the app at 40")
            Self.expectRestsInRange(scrollView)
            scrollView.contentInset.top = 5
            await UISimulation.runUntilIdle()
            #expect((20...40).contains(scrollView.contentInset.top), "\(scrollView.contentInset.top)")
            header.endRefreshing()
            await UISimulation.runUntilIdle()
            #expect(scrollView.contentInset.top == 20, "observer first: \(observerFirst)")
            #expect(writesByObserver <= 4, "observer first: \(observerFirst)")
            #expect(deepest <= 2, "observer first: \(observerFirst)")
            withExtendedLifetime(observation) {}
            scrollView.removeFromSuperview()
        }
    }

    @Test func anObserverThatRefusesEveryShareLeavesTheListAtItsEdge() async {
        let window = makeWindow()
        let scrollView = await Self.stage(UIScrollView(), window: window)
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
        await UISimulation.runUntilIdle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0, "the content rests at the top the host allows")
        header.endRefreshing()
        footer.beginRefreshing()
        await UISimulation.runUntilIdle()
        #expect(scrollView.contentInset == .zero)
        Self.expectRestsInRange(scrollView)
        footer.endRefreshing()
        await UISimulation.runUntilIdle()
        #expect(callbacks == 2)
        #expect(header.state == .idle)
        #expect(footer.state == .idle)
        withExtendedLifetime(observation) {}
    }
}
