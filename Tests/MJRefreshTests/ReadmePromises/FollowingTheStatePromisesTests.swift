import MJRefresh
import SimulationTesting
import Testing

/// README "Results", the `stateDidChangeBlock` row: the block runs once the component has updated its views and
/// insets for the new state, with the state it left, on every kind of change the row lists.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct FollowingTheStatePromisesTests {
    private struct Seen: Equatable {
        let old: MJRefreshState
        let new: MJRefreshState
        let title: String?
        let topInset: CGFloat
    }

    @Test func theBlockSeesTheNewTitleAndInset() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        var seen: [Seen] = []
        header.stateDidChangeBlock = { [weak header] old in
            guard let header else { return }
            seen.append(
                Seen(
                    old: old, new: header.state, title: header.stateLabel.text,
                    topInset: stage.scrollView.contentInset.top))
        }
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        stage.release()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(
            seen == [
                Seen(old: .idle, new: .pulling, title: "Release to refresh", topInset: 0),
                Seen(old: .pulling, new: .refreshing, title: "Loading...", topInset: 54),
                Seen(old: .refreshing, new: .idle, title: "Pull down to refresh", topInset: 0),
            ])
    }

    @Test func noMoreDataAndAnAppSettingTheStateAreReported() {
        let stage = Stage()
        let footer = MJRefreshAutoNormalFooter {}
        var olds: [MJRefreshState] = []
        footer.stateDidChangeBlock = { olds.append($0) }
        stage.scrollView.mj_footer = footer
        footer.endRefreshingWithNoMoreData()
        #expect(footer.stateLabel.text == "No more data")
        footer.state = .idle
        #expect(olds == [.idle, .noMoreData])
    }
}
