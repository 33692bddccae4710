import MJRefresh
import SimulationTesting
import Testing

/// A begin call made before the scroll view is in a window completes after the callbacks of the refresh that starts
/// there, not when that refresh starts.
@MainActor
@Suite(.uiSimulation)
struct BeginBeforeWindowTests {
    private let stage = Stage()

    /// A header on a list that is not in a window yet.
    private func offWindowHeader(
        counting calls: @escaping @MainActor () -> Void
    ) -> (MJRefreshNormalHeader, UIScrollView) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let header = MJRefreshNormalHeader(refreshingBlock: calls)
        scrollView.mj_header = header
        return (header, scrollView)
    }

    @Test func theCompletionRunsAfterTheCallbacksOfTheRefreshThatStartsInTheWindow() async {
        var calls = 0
        let (header, list) = offWindowHeader { calls += 1 }
        var callsSeenByTheCompletion: Int?
        header.beginRefreshing(completionBlock: { callsSeenByTheCompletion = calls })
        #expect(header.state == .willRefresh)
        stage.window.addSubview(list)
        await UISimulation.runUntilIdle()
        #expect(calls == 1)
        #expect(callsSeenByTheCompletion == 1)
    }

    @Test func beginRefreshingAndWaitReturnsTrueOnceTheRefreshCalledBack() async {
        var calls = 0
        let (header, list) = offWindowHeader { calls += 1 }
        var answer: Bool?
        Task { answer = await header.beginRefreshingAndWait() }
        await UISimulation.advance(by: 1.0 / 60)
        #expect(header.state == .willRefresh)
        #expect(answer == nil, "it waits for the window")
        stage.window.addSubview(list)
        #expect(await UISimulation.run(until: { answer != nil }))
        #expect(answer == true)
        #expect(calls == 1)
    }
}
