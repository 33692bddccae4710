import MJRefresh
import SimulationTesting
import Testing

/// README, "Bad input": components on a view that is not a scroll view, and calls in every order, attached,
/// removed or never attached.
@MainActor
@Suite(.uiSimulation)
struct CallOrderTests {
    @Test func componentsOnAViewThatIsNotAScrollViewAreInert() async {
        let stage = await BadInputStage()
        let plain = UIView(frame: stage.window.bounds)
        stage.window.addSubview(plain)
        for component in stage.makeComponents() {
            plain.addSubview(component)
            #expect(component.scrollView == nil, "\(type(of: component)) observes nothing")
            let before = stage.callbacks
            component.beginRefreshing()
            await UISimulation.runUntilIdle()
            if component is MJRefreshFooter {
                #expect(component.state == .idle, "a footer has no content to follow: begin is ignored")
                #expect(stage.callbacks == before)
            } else {
                #expect(component.state == .refreshing, "\(type(of: component)): a call still refreshes")
                #expect(stage.callbacks == before + 1, "and calls back once")
            }
            component.endRefreshing()
            await UISimulation.runUntilIdle()
            #expect(component.state == .idle)
            component.removeFromSuperview()
        }
        #expect(stage.scrollView.contentInset == .zero)
        #expect(UISimulation.invalidGeometryReports == [])
    }

    /// Every order of five calls on attached components, each checked against every session invariant (inset
    /// ledger, transition graph, one callback per refresh, resting offset, teardown).
    @Test func callsInEveryOrderOnAttachedComponents() async {
        for (setup, calls) in Self.calls {
            for order in permutations(of: calls) {
                await SessionRunner.expectPasses(setup, order + [.settle])
            }
        }
    }

    /// The same orders on components removed from their scroll view, which are then put back: calls on a removed
    /// component change its state only (a begin waits for a window), and putting it back behaves like attaching.
    @Test func callsInEveryOrderOnRemovedComponents() async {
        for (setup, calls) in Self.calls {
            let remove = setup.roles.map { SessionStep.remove($0) }
            let putBack = setup.roles.map { SessionStep.reattach($0) }
            for order in permutations(of: calls) {
                await SessionRunner.expectPasses(setup, remove + order + [.settle] + putBack)
            }
        }
    }

    /// On a footer that never had a superview, each call leaves the state the call documents (a begin is
    /// ignored: a footer loads only below content), and nothing calls back.
    @Test func callsInEveryOrderOnANeverAttachedComponent() async {
        // A detached footer has no content to load below: a begin leaves its state as it was.
        let calls: [(name: String, call: @MainActor (MJRefreshFooter) -> Void, state: MJRefreshState?)] = [
            ("begin", { $0.beginRefreshing() }, nil),
            ("end", { $0.endRefreshing() }, .idle),
            ("no more data", { $0.endRefreshingWithNoMoreData() }, .noMoreData),
            ("reset", { $0.resetNoMoreData() }, .idle),
        ]
        for order in permutations(of: Array(calls.indices)) {
            var callbacks = 0
            let footer = MJRefreshBackNormalFooter { callbacks += 1 }
            for index in order {
                let before = footer.state
                calls[index].call(footer)
                #expect(footer.state == (calls[index].state ?? before), "after \(order.map { calls[$0].name })")
            }
            await UISimulation.runUntilIdle()
            #expect(callbacks == 0, "nothing refreshes off screen")
        }
    }

    private static let calls: [(SessionSetup, [SessionStep])] = [
        (
            .headerAutoFooter,
            [
                .begin(.header), .begin(.footer), .end(.header, from: .main),
                .endWithNoMoreData(from: .background), .resetNoMoreData(from: .main),
            ]
        ),
        (
            .headerBackFooter,
            [
                .begin(.header), .begin(.footer), .end(.footer, from: .main),
                .endWithNoMoreData(from: .main), .end(.header, from: .background),
            ]
        ),
        (
            .trailer,
            [
                .begin(.trailer), .end(.trailer, from: .main), .begin(.trailer), .end(.trailer, from: .background),
                .leaveWindow,
            ]
        ),
    ]
}

/// Every ordering of `elements`.
func permutations<Element>(of elements: [Element]) -> [[Element]] {
    guard let first = elements.first else { return [[]] }
    return permutations(of: Array(elements.dropFirst())).flatMap { rest in
        (0...rest.count).map { index in
            var order = rest
            order.insert(first, at: index)
            return order
        }
    }
}
