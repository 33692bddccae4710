import MJRefresh
import SimulationTesting
import Testing

/// Sessions the randomized runs once failed, shrunk, kept as they were printed. Each names what broke.
@MainActor
@Suite(.uiSimulation)
struct SessionRegressionTests {
    nonisolated static let recorded: [RecordedSession] = [
        RecordedSession(
            "an end under a host that keeps a minimum top inset rests at the top the host keeps",
            .headerAutoFooter,
            [
                .host(.rowsSettle(height: 20)),
                .begin(.header),
                .settle,
                .pushBack(.policy(.keepTopAtLeast(20))),
                .end(.header, from: .main),
            ]),
        RecordedSession(
            "a back footer a lift started refreshing under a short list rests in view", .headerBackFooter,
            [
                .reload(rows: 2),
                .drag(points: -245, frames: 1),
                .touchUp(velocity: -24),
                .settle,
            ]),
        RecordedSession(
            "a refreshing header follows the safe area a bar hidden under a still finger changes",
            .navigationBackFooter,
            [
                .begin(.header),
                .drag(points: 0, frames: 1),
                .container(.hideNavigationBar(true, animated: false)),
            ]),
        // The model took a refresh ended by a result before its reveal finished (which calls nothing back, as
        // documented) for one that never called back: when the result's moment outlasted the reveal, and when
        // removing the component cut the moment short.
        RecordedSession(
            "a failure before the reveal finishes is an end, not a refresh that never called back", .trailer,
            [
                .begin(.trailer),
                .endWithFailure(.trailer, from: .main),
            ]),
        // The model looked for a refreshing leader at the end of the list, where a trailer rests.
        RecordedSession(
            "a leader a lift started refreshing rests at the start", .leaderTrailer,
            [
                .drag(points: 129, frames: 1),
                .hostInset(top: 10, left: 0, bottom: 0, right: 0),
                .touchUp(velocity: 0),
                .settle,
            ]),
        RecordedSession(
            "removing a component during a failure's moment is an end too", .trailer,
            [
                .pushBack(.beginWithCompletion(.trailer)),
                .endWithFailure(.trailer, from: .main),
                .wait(frames: 33),
                .remove(.trailer),
            ]),
        // The stand-in did not tell the list a swipe back was taking off the stack that its safe area shrank (the
        // bars now show the root's item, without a search field): pulled half a point past its top, the list
        // rested out of range.
        RecordedSession(
            "a list a swipe back takes away rests within the limits of the bars it now sits under",
            .navigationAutoFooter,
            [
                .drag(points: 1, frames: 1),
                .touchUp(velocity: 0),
                .container(.swipeBackBegan),
                .settle,
            ]),
        // The bars' invariant took a visible area that bars, keyboard and device covered entirely (negative height:
        // a phone on its side) for a band around the bar's edge, and saw the idle header in it.
        RecordedSession(
            "a list the bars and a keyboard cover entirely shows nothing", .navigationBackFooter,
            [
                .drag(points: -1, frames: 1),
                .host(.keyboard(height: 216)),
                .rotate,
                .touchUp(velocity: 411),
            ]),
        // The stand-in called an animation's completion twice when one block set the same property twice (the
        // trailer's reveal clamps the offset, then sets it): the trailer called back twice for one refresh.
        RecordedSession(
            "a reveal that sets the offset twice calls back once", .trailer,
            [
                .reload(rows: 8),
                .drag(points: -897, frames: 1),
                .safeArea(top: 47, left: 0, bottom: 34, right: 0),
            ]),
        // The stand-in left an axis without motion of its own out of range when the limits moved during the other
        // axis's bounce: the trailer's content shrank under a resting x while y bounced, and x stayed past the end.
        RecordedSession(
            "content that shrinks during a bounce of the other axis rests in range", .trailer,
            [
                .drag(points: -1, frames: 1),
                .hostInsetTop(34),
                .drag(points: -711, frames: 1),
                .leaveWindow,
                .reload(rows: 11),
            ]),
        // The stand-in lost a `setNeedsLayout` made during a layout pass: when a pending header and a pending footer
        // both started refreshing in one pass, the footer's reveal scrolled the content, and the header never
        // shrank its share of the top inset to the new offset.
        RecordedSession(
            "two pending refreshes starting in one layout pass keep the header share in step", .headerBackFooter,
            [
                .attachNew(.header),
                .leaveWindow,
                .begin(.header),
                .begin(.footer),
            ]),
        // The header's share follows the offset as the content scrolls (MJRefresh's `resetInset`); a host inset
        // change without scrolling leaves it as it was, so the rest check compares it only after a scroll.
        RecordedSession(
            "a host top change during a refresh without scrolling keeps the header share", .headerAutoFooter,
            [
                .begin(.header),
                .drag(points: 1, frames: 1),
                .hostInset(top: 64, left: 34, bottom: 34, right: 98),
            ]),
        // An end called from a background thread just before everything is let go still frees everything once the
        // main queue has run the end.
        RecordedSession(
            "an end from a background thread then deallocating frees everything", .headerBackFooter,
            [
                .begin(.header),
                .drag(points: -131, frames: 1),
                .end(.header, from: .background),
                .resetNoMoreData(from: .background),
                .deallocate,
            ]),
        // The frame invariant placed a back footer by its documented share although a host capping every inset edge
        // showed only part of it: the footer sits at the edge the capped inset leaves, by the share the view shows.
        RecordedSession(
            "a back footer under a capping host sits by the share the view shows", .headerBackFooter,
            [
                .reload(rows: 7),
                .pushBack(.policy(.capEdges(20))),
                .drag(points: -168, frames: 1),
            ]),
        // The same for a trailer refreshing under a capping host.
        RecordedSession(
            "a trailer under a capping host sits by the share the view shows", .trailer,
            [
                .pushBack(.policy(.capEdges(20))),
                .begin(.trailer),
                .reload(rows: 3),
            ]),
        // The stand-in clamped the header's reveal offset (2 pt past the expanded top) while the bars followed it
        // and showed the hidden search field; the inset the header then added collapsed the large title by those
        // 2 pt. A swipe back, showing the root's expanded title, then grew the list's safe area under the finger,
        // and the lifted content rested 2 pt short of the header's share.
        RecordedSession(
            "a swipe back begun under a refreshing header leaves it where the refresh put it",
            .navigationAutoFooter,
            [
                .begin(.header),
                .touchDown,
                .settle,
                .container(.swipeBackBegan),
                .touchUp(velocity: 0),
                .settle,
            ]),
        // Under an opaque bar the list's view touches the bar's bottom, and its frame (kept as centre and size) gave
        // it a top safe area of a few ulps: the stand-in took that for a view under the bar, collapsed the large
        // title by twice the scroll, and the bounce's edge flipped every frame and held it 2.6 pt past the end.
        RecordedSession(
            "an empty list under an opaque large-title bar rests in range", .navigationBackFooter,
            [
                .container(.largeTitles(true)),
                .settle,
                .drag(points: -251, frames: 1),
                .reload(rows: 0),
            ]),
    ]

    @Test(arguments: recorded)
    func recordedSessionPasses(_ session: RecordedSession) async {
        await SessionRunner.expectPasses(session.setup, session.steps)
    }

    /// Found by an exploration (`MJREFRESH_SESSION_SEED=2534524549`), not fixed yet: the app takes the table's
    /// delegate away (the self-sizing rows keep their 44 pt estimate), the user pulls the back footer 83 pt past
    /// the end in two frames and lifts. In the lift's layout pass the footer reveals against the content size it
    /// saw (1,266 pt: rest at 652) while, in the same pass, the self-sizing rows are measured and the
    /// content grows to 1,372 pt: the refreshing footer, kept at the content's end as in MJRefresh, rests 106 pt
    /// below the visible end. Held as a known issue until the reveal follows content measured in the same pass.
    @Test func aBackFooterRevealedWhileRowsAreMeasuredInTheSamePassStaysInView() async {
        await withKnownIssue("the reveal uses the content size from before the lift's layout pass measured rows") {
            await SessionRunner.expectPasses(
                .navigationBackFooter,
                [
                    .drag(points: -566, frames: 1),
                    .host(.snapping(every: 0)),
                    .drag(points: -212, frames: 2),
                    .touchUp(velocity: 0),
                    .settle,
                ])
        }
    }

    /// A host write that gives an edge the value it already shows (the footer's 44 pt on a host bottom of 0) is
    /// taken as unchanged: no component can tell it from a read-modify-write of another edge.
    @Test func aHostWriteOfTheShownBottomKeepsTheFooterShareOnTheOldBaseline() async {
        await SessionRunner.expectPasses(
            .headerAutoFooter,
            [
                .hostInset(top: 0, left: 98, bottom: 44, right: 44)
            ])
        let window = makeWindow()
        // Some content: on an empty list the footer hides and adds nothing.
        let table = UIScrollView(frame: window.bounds)
        table.contentSize = CGSize(width: 390, height: 100)
        window.addSubview(table)
        table.mj_footer = MJRefreshAutoNormalFooter {}
        #expect(table.contentInset.bottom == 44)
        table.contentInset = UIEdgeInsets(top: 0, left: 98, bottom: 44, right: 44)
        #expect(table.contentInset.bottom == 44, "the footer's 44 pt are not added again")
        table.mj_footer = nil
        #expect(
            table.contentInset == UIEdgeInsets(top: 0, left: 98, bottom: 0, right: 44),
            "removing the footer restores the host's earlier bottom")
    }
}

/// A session a randomized run once failed, named by what broke.
struct RecordedSession: Sendable, CustomTestStringConvertible {
    let bug: String
    let setup: SessionSetup
    let steps: [SessionStep]

    init(_ bug: String, _ setup: SessionSetup, _ steps: [SessionStep]) {
        self.bug = bug
        self.setup = setup
        self.steps = steps
    }

    var testDescription: String { bug }
}
