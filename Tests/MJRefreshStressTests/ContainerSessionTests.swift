import MJRefresh
import SimulationTesting
import Testing

/// The container scenes of the randomized sessions: their steps do what they say to the list, and the bars'
/// invariant (an idle component at rest shows nowhere in the visible area) catches a header left in view.
@MainActor
@Suite(.uiSimulation)
struct ContainerSessionTests {
    @Test func containerStepsTakeTheListOutOfTheWindowAndShowListBringsItBack() async {
        let rig = await SessionRig(setup: .navigationAutoFooter)
        #expect(rig.isInWindow)
        await rig.perform(.container(.selectTab(1)))
        #expect(!rig.isInWindow, "another tab")
        await rig.perform(.container(.showList))
        #expect(rig.isInWindow)
        await rig.perform(.container(.push(animated: false)))
        #expect(!rig.isInWindow, "a screen pushed over the list")
        await rig.perform(.container(.swipeBackBegan))
        #expect(rig.isInWindow, "a swipe back puts the list under the top screen")
        await rig.perform(.container(.swipeBack(points: 300, frames: 12)))
        await rig.perform(.container(.swipeBackEnded(velocity: 0)))
        await rig.perform(.settle)
        #expect(rig.isInWindow && rig.containers?.navigation.topViewController === rig.containers?.list)
        await rig.perform(.container(.pop(animated: true)))
        await rig.perform(.settle)
        #expect(!rig.isInWindow, "the list itself popped")
        await rig.perform(.returnToWindow)
        #expect(rig.isInWindow, "pushed again")
        #expect(await rig.tearDown().isEmpty)
    }

    @Test func anIdleHeaderLeftBelowTheBarBreaksTheBarsInvariant() async {
        let rig = await SessionRig(setup: .navigationBackFooter)
        await rig.perform(.settle)
        #expect(SessionInvariants.atRest(rig) == nil)
        let scrollView = rig.scrollView!
        // Pulled down 30 pt without a finger (nothing arms): 30 pt of the header show below the opaque bar.
        scrollView.contentOffset.y -= 30
        #expect(SessionInvariants.idleOutOfSight(rig)?.invariant == .idleOutOfSight, "the idle header shows")
        rig.containers?.navigation.setNavigationBarHidden(true, animated: false)
        await rig.perform(.settle)
        #expect(SessionInvariants.atRest(rig) == nil, "the list rests below the status bar, the header above it")
        _ = await rig.tearDown()
    }

    @Test func aPullHeldAcrossAFinishedSwipeBackAndARefreshAcrossATabSwitchKeepTheInvariants() async {
        await SessionRunner.expectPasses(
            .navigationBackFooter,
            [
                .container(.push(animated: false)),
                .container(.swipeBackBegan),
                .container(.swipeBack(points: 120, frames: 10)),
                .touchDown,
                .drag(points: 160, frames: 20),
                .container(.swipeBackEnded(velocity: 900)),
                .touchUp(velocity: 0),
                .settle,
                .container(.hideNavigationBar(true, animated: true)),
                .touchDown,
                .drag(points: 200, frames: 24),
                .touchUp(velocity: 0),
                .wait(frames: 6),
                .container(.selectTab(1)),
                .end(.header, from: .main),
                .container(.largeTitles(true)),
                .container(.hideNavigationBar(false, animated: false)),
                .container(.showList),
                .settle,
            ])
    }
}
