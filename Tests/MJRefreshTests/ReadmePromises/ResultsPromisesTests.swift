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

    /// The state label of any state style, header, footer, trailer or leader.
    private static func title(of component: MJRefreshComponent) -> String? {
        switch component {
        case let header as MJRefreshStateHeader: header.stateLabel.text
        case let footer as MJRefreshAutoStateFooter: footer.stateLabel.text
        case let footer as MJRefreshBackStateFooter: footer.stateLabel.text
        case let trailer as MJRefreshStateTrailer: trailer.stateLabel.text
        case let leader as MJRefreshNormalLeader: leader.stateLabel.text
        default: nil
        }
    }

    @Test func everyStyleShowsTheResultsTitleInItsOwnWording() {
        let cases: [(MJRefreshComponent, String)] = [
            (MJRefreshStateHeader {}, "Refresh failed: Offline"), (MJRefreshGifHeader {}, "Refresh failed: Offline"),
            (MJRefreshAutoStateFooter {}, "Loading failed: Offline"),
            (MJRefreshBackGifFooter {}, "Loading failed: Offline"),
            (MJRefreshNormalTrailer {}, "Refresh failed: Offline"),
            (MJRefreshNormalLeader {}, "Refresh failed: Offline"),
        ]
        for (component, expected) in cases {
            let stage = Stage()
            switch component {
            case let header as MJRefreshHeader: stage.scrollView.mj_header = header
            case let footer as MJRefreshFooter: stage.scrollView.mj_footer = footer
            case let trailer as MJRefreshTrailer: stage.scrollView.mj_trailer = trailer
            case let leader as MJRefreshLeader: stage.scrollView.mj_leader = leader
            default: Issue.record("\(type(of: component))")
            }
            component.beginRefreshing()
            UISimulation.advance(by: 0.5)  // the reveal; a GIF style animates as long as it refreshes
            component.endRefreshing(with: .failure(message: "Offline"))
            #expect(component.state == .refreshing, "\(type(of: component)): the moment")
            #expect(Self.title(of: component) == expected, "\(type(of: component))")
            UISimulation.advance(by: 0.9)
            #expect(component.state == .idle, "\(type(of: component))")
        }
    }

    @Test func noMoreDataOnATrailerOrALeaderOnlyShowsTheTitle() {
        let stage = Stage()
        let trailer = MJRefreshNormalTrailer {}
        stage.scrollView.mj_trailer = trailer
        trailer.beginRefreshing()
        UISimulation.runUntilIdle()
        trailer.endRefreshing(with: .noMoreData)
        #expect(trailer.stateLabel.text == "No more data")
        UISimulation.runUntilIdle()
        #expect(trailer.state == .idle, "and ends as usual")
        stage.scrollView.mj_trailer = nil

        let leader = MJRefreshNormalLeader {}
        stage.scrollView.mj_leader = leader
        leader.beginRefreshing()
        UISimulation.runUntilIdle()
        leader.endRefreshing(with: .noMoreData)
        #expect(leader.stateLabel.text == "No more data")
        UISimulation.runUntilIdle()
        #expect(leader.state == .idle, "and ends as usual")
    }
}
