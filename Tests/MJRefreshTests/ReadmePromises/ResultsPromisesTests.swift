import MJRefresh
import SimulationTesting
import Testing

/// README "Results": the normal footers show the mark too, and with UIKit's animations turned off the result's
/// moment is skipped.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct ResultsPromisesTests {
    private let stage = Stage()

    @Test func theNormalFootersShowATickOrACrossWhereTheSpinnerWas() {
        let back = stage.attach(MJRefreshBackNormalFooter {})
        back.beginRefreshing()
        UISimulation.runUntilIdle()
        back.endRefreshing(with: .success)
        #expect(back.state == .refreshing)
        #expect(back.stateLabel.text == "Loading succeeded")
        #expect(!back.resultMarkView.isHidden)
        #expect(back.resultMarkView.text == "✓")
        UISimulation.runUntilIdle()
        #expect(back.state == .idle)

        let auto = stage.attach(MJRefreshAutoNormalFooter {})
        auto.beginRefreshing()
        auto.endRefreshing(with: .failure(message: "No connection"))
        #expect(auto.stateLabel.text == "Loading failed: No connection")
        #expect(!auto.resultMarkView.isHidden)
        #expect(auto.resultMarkView.text == "✗")
    }

    @Test func withAnimationsTurnedOffTheMomentIsSkipped() {
        let header = stage.refreshingHeader()
        var completions = 0
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        header.endRefreshing(with: .failure(message: "Offline")) { completions += 1 }
        UISimulation.advance(by: oneFrame)
        #expect(header.state == .idle, "no moment to wait for")
        #expect(header.displayedResult == nil)
        UISimulation.runUntilIdle()
        #expect(completions == 1)
        #expect(stage.scrollView.contentInset.top == 0)
    }
}
