import MJRefresh
import SimulationTesting
import Testing

/// What "Custom components" (Sources/MJRefresh/MJRefresh.docc/CustomComponents.md) promises of its example, a
/// header that shows only a spinner: "it places itself above the content, arms when pulled past its height, adds its
/// height to the inset while refreshing and gives it back exactly when the refresh ends."
@MainActor
@Suite(.uiSimulation)
struct CustomComponentsPromiseTests {
    @Test func theSpinnerHeaderDoesTheRestAsTheArticleSays() {
        let host = UIEdgeInsets(top: 12, left: 0, bottom: 8, right: 0)
        let stage = Stage(contentInset: host)
        var refreshes = 0
        let header = SpinnerHeader { refreshes += 1 }
        stage.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        #expect(header.frame == CGRect(x: 0, y: -50, width: 390, height: 50), "above the content, 50 pt tall")
        #expect(!header.spinnerIsAnimating)

        stage.pullDown(Stage.fingerTravel(forOverscroll: 45))
        #expect(header.state == .idle, "45 pt is not past its height")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 55) - Stage.fingerTravel(forOverscroll: 45))
        #expect(header.state == .pulling, "armed past 50 pt")
        stage.release()
        #expect(refreshes == 1)
        #expect(header.state == .refreshing)
        #expect(header.spinnerIsAnimating)
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 12 + 50, left: 0, bottom: 8, right: 0))

        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == host, "given back exactly")
        #expect(!header.spinnerIsAnimating)
        #expect(stage.scrollView.contentOffset.y == -12)
    }

    @Test func aStateSetByTheAppIsWhereTheComponentCarriesOnFrom() {
        let stage = Stage()
        let header = SpinnerHeader {}
        stage.scrollView.mj_header = header
        header.state = .pulling  // the armed look, from code
        #expect(header.state == .pulling)
        header.state = .refreshing
        UISimulation.runUntilIdle()
        #expect(header.spinnerIsAnimating)
        #expect(stage.scrollView.contentInset.top == 50)
        header.state = .idle
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset.top == 0)
        header.state = .noMoreData
        #expect(header.state == .noMoreData, "any state to any state")
    }

    @Test func anOverrideOfStateDidChangeWithoutSuperTurnsTheRevealAndTheCallbacksOff() {
        let stage = Stage()
        var refreshes = 0
        let header = SuperlessStateHeader { refreshes += 1 }
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(header.state == .refreshing, "the state still changes")
        #expect(refreshes == 0, "but nothing is called")
        #expect(stage.scrollView.contentInset.top == 0, "and nothing is revealed")
        #expect(stage.scrollView.contentOffset.y == 0)
    }
}

/// A header whose `stateDidChange(from:)` leaves `super` out.
private final class SuperlessStateHeader: MJRefreshNormalHeader {
    override func stateDidChange(from oldState: MJRefreshState) {}
}

/// The article's example, as written, with a read-out of the spinner for the test.
private final class SpinnerHeader: MJRefreshHeader {
    private let spinner = UIActivityIndicatorView(style: .medium)

    var spinnerIsAnimating: Bool { spinner.isAnimating }

    override func prepare() {
        super.prepare()
        frame.size.height = 50
        addSubview(spinner)
    }

    override func placeSubviews() {
        super.placeSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    override func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        state == .refreshing ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
