import MJRefresh
import SimulationTesting
import Testing

/// Sessions the paging scenes of the randomized runs once failed, shrunk, kept as they were printed, and what they
/// found that is not fixed yet, held as a known issue.
@MainActor
@Suite(.uiSimulation)
struct PagingSessionRegressionTests {
    nonisolated static let recorded: [RecordedSession] = [
        // The app's pager laid its pages out again only when its width changed: two rotations before one layout
        // left the pager where the first resize had clamped it, between pages.
        RecordedSession(
            "a page swipe lifted by a touch between two rotations rests on a page", .pagedLists,
            [
                .paging(.swipe(points: -32, frames: 1)),
                .rotate,
                .touchDown,
                .rotate,
            ]),
        RecordedSession(
            "a pager rotated twice before one layout rests on its page", .pagedLists,
            [
                .rotate,
                .rotate,
            ]),
        // The swipe invariant blamed the page swipe for the refresh of a pull armed when the swipe lifted the
        // list's finger.
        RecordedSession(
            "a pull armed when a page swipe lifts the finger may refresh", .pageViewControllerLists,
            [
                .reload(rows: 1),
                .drag(points: -85, frames: 1),
                .paging(.swipe(points: 0, frames: 1)),
            ]),
        // ... and for the load of an auto footer whose end the list's own animated scroll brought into view.
        RecordedSession(
            "a list's own animated scroll during a page swipe may load", .pagedLists,
            [
                .host(.scroll(percent: 29, animated: true)),
                .paging(.swipe(points: 0, frames: 1)),
            ]),
        // The pager's finger held the pager between pages: not at rest.
        RecordedSession(
            "a pager held by its finger is not at rest", .pagedLists,
            [
                .paging(.swipe(points: 1, frames: 1)),
                .settle,
            ]),
        // The outer table of the nested layout ignored the safe area and its lists took it: collapsing the banner
        // moved a list under the status bar, whose inset grew under a resting offset (now the outer table takes the
        // safe area and the lists leave it to it, as the layout's apps do).
        RecordedSession(
            "a refresh begun as a fling collapses the banner keeps its share", .nestedPagedLists,
            [
                .drag(points: -1, frames: 1),
                .touchUp(velocity: -281),
                .begin(.header),
            ]),
        RecordedSession(
            "an empty list whose banner a fling collapses rests at its top", .nestedPagedLists,
            [
                .reload(rows: 0),
                .drag(points: 1, frames: 1),
                .touchUp(velocity: -283),
            ]),
        // The app's pager laid itself out on a page turn under way when the device rotated, and the turn went on
        // to its old target, between pages of the new width.
        RecordedSession(
            "a page turn under way when the device rotates stops on a page", .pagedLists,
            [
                .paging(.turnPage(2, animated: true)),
                .rotate,
                .wait(frames: 1),
            ]),
        // The nested layout reloaded its outer table when iOS 26's tab bar minimised, which moved the pager into a
        // new cell: out of the window for a moment, its finger was taken away mid-swipe and it rested between pages
        // (now the row's height changes by an empty batch update, which keeps the cell).
        RecordedSession(
            "a page swipe while iOS 26's tab bar minimises keeps its finger", .nestedPagedLists,
            [
                .iOS26,
                .host(.scroll(percent: 1, animated: false)),
                .paging(.swipe(points: -1, frames: 7)),
            ]),
        // The footer attached under a host's left inset keeps its x when the inset goes (held below): on its page
        // all the same.
        RecordedSession(
            "a footer attached under a left inset that goes stays on its page", .pagedLists,
            [
                .hostInset(top: 0, left: 10, bottom: 0, right: 0),
                .attachNew(.footer),
                .hostInset(top: 0, left: 0, bottom: 0, right: 0),
            ]),
        // ... and for the load of an auto footer at its list's end when the swipe lifted the list's finger: the
        // lift is the auto footer's trigger there, as MJRefresh's.
        RecordedSession(
            "a page swipe that lifts the list's finger at its end may load", .pagedLists,
            [
                .endWithNoMoreData(from: .main),
                .drag(points: -1, frames: 1),
                .host(.scroll(percent: 29, animated: true)),
                .settle,
                .endWithFailure(.footer, from: .main),
                .paging(.swipe(points: 0, frames: 1)),
            ]),
    ]

    @Test(arguments: recorded)
    func recordedSessionPasses(_ session: RecordedSession) async {
        await SessionRunner.expectPasses(session.setup, session.steps)
    }

    /// Found by the paging scenes, a behaviour the library shared with MJRefresh 3.7.9: a component took
    /// `x = -adjustedContentInset.left` when it attached and kept it, so after the host's left inset went it sat
    /// that far left of the content, sticking out of its page on one side and short of it on the other. Headers and
    /// footers now follow the left inset whenever `contentInset` changes.
    @Test func aComponentAttachedUnderALeftInsetFollowsItWhenTheInsetChanges() {
        let window = makeWindow()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(list)
        list.contentInset.left = 10
        let footer = MJRefreshAutoNormalFooter {}
        list.mj_footer = footer
        #expect(footer.frame.minX == -10, "under the inset, where MJRefresh puts it")
        list.contentInset.left = 0
        UISimulation.runUntilIdle()
        #expect(footer.frame.minX == 0, "at the content's leading edge again")
        let header = MJRefreshNormalHeader {}
        list.mj_header = header
        list.contentInset.left = 24
        UISimulation.runUntilIdle()
        #expect(header.frame.minX == -24 && footer.frame.minX == -24, "both follow a left inset that comes later")
    }
}
