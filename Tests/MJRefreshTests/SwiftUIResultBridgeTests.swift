@_spi(SwiftUI) import MJRefresh
import SimulationTesting
import Testing

/// The SwiftUI modifiers' result action and shown-refreshing flag, through the bridge they use.
@MainActor
@Suite(.uiSimulation)
struct SwiftUIResultBridgeTests {
    /// A screen whose later renders come from the test: the shared harness's own renders stop after the first.
    private func screen(_ component: MJRefreshComponent) -> HostedScreen {
        let screen = HostedScreen(component: component)
        screen.hosted.refreshingDidChange = nil
        screen.hosted.noMoreDataDidChange = nil
        return screen
    }

    @Test func aResultActionShowsItsFailureOnAFooter() async {
        let screen = screen(MJRefreshAutoNormalFooter())
        let footer = screen.hosted.component as! MJRefreshAutoNormalFooter
        screen.hosted.update(
            resultAction: { .failure(message: "No connection") }, isRefreshing: nil, hasNoMoreData: nil)
        footer.beginRefreshing()
        #expect(await UISimulation.run(until: { footer.displayedResult != nil }))
        #expect(footer.stateLabel?.text == "Loading failed: No connection")
        #expect(await UISimulation.run(until: { footer.state == .idle }))
    }

    @Test func anActionWithoutAResultEndsQuietly() async {
        let screen = screen(MJRefreshNormalHeader())
        let header = screen.hosted.component
        var texts: [String?] = []
        header.stateDidChangeBlock = { [weak header] _ in
            texts.append((header as? MJRefreshStateHeader)?.stateLabel?.text)
        }
        screen.pull(150)
        #expect(await UISimulation.run(until: { header.state == .idle && screen.actionCalls == 1 }))
        #expect(!texts.contains("Refresh succeeded"))
        #expect(header.displayedResult == nil)
    }

    @Test func theShownFlagRevealsWithoutRunningTheAction() async {
        let screen = screen(MJRefreshNormalHeader())
        let header = screen.hosted.component
        var calls = 0
        let action: @MainActor () async -> MJRefreshResult = {
            calls += 1
            return .quiet
        }
        screen.hosted.update(resultAction: action, isRefreshing: nil, hasNoMoreData: nil, showsRefreshing: true)
        await UISimulation.runUntilIdle()
        #expect(header.state == .refreshing)
        #expect(calls == 0)
        // A re-render with the same value changes nothing, even after the app's load was ended by hand.
        screen.hosted.update(resultAction: action, isRefreshing: nil, hasNoMoreData: nil, showsRefreshing: true)
        #expect(header.state == .refreshing)
        screen.hosted.update(resultAction: action, isRefreshing: nil, hasNoMoreData: nil, showsRefreshing: false)
        await UISimulation.runUntilIdle()
        #expect(header.state == .idle)
        #expect(calls == 0)
        screen.pull(150)
        #expect(await UISimulation.run(until: { calls == 1 }), "a pull still runs the action")
    }

    /// Runs a held action through a pull, does `then` while it waits, lets it return, and tells whether it saw
    /// cancellation.
    private func actionSawCancellation(_ then: (HostedScreen, @escaping ResultAction) -> Void) async -> Bool? {
        let screen = screen(MJRefreshNormalHeader())
        let gate = Gate()
        var cancelled: Bool?
        let action: ResultAction = {
            await gate.wait()
            cancelled = Task.isCancelled
            return .quiet
        }
        screen.hosted.update(resultAction: action, isRefreshing: nil, hasNoMoreData: nil)
        screen.pull(150)
        await UISimulation.runUntilIdle()
        #expect(screen.hosted.component.state == .refreshing)
        then(screen, action)
        gate.open()
        _ = await UISimulation.run(until: { cancelled != nil })
        return cancelled
    }

    @Test func reRendersDoNotCancelTheAction() async {
        let cancelled = await actionSawCancellation { screen, action in
            screen.hosted.update(resultAction: action, isRefreshing: nil, hasNoMoreData: nil)
            screen.hosted.update(resultAction: { .quiet }, isRefreshing: true, hasNoMoreData: nil)
        }
        #expect(cancelled == false)
    }

    @Test func removingTheModifierCancelsTheAction() async {
        let cancelled = await actionSawCancellation { screen, _ in screen.removeModifier() }
        #expect(cancelled == true)
    }

    @Test func clearingTheBoundFlagCancelsTheAction() async {
        let cancelled = await actionSawCancellation { screen, action in
            screen.hosted.update(resultAction: action, isRefreshing: false, hasNoMoreData: nil)
        }
        #expect(cancelled == true)
    }
}

private typealias ResultAction = @MainActor () async -> MJRefreshResult
