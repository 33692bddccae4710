import Foundation
import Testing

@_spi(Engine) @testable import MJRefreshCore

/// The pull engine's loop over several events: the gate, the release, the other inputs; the per-role geometry of
/// one offset change is in the trigger tests.
struct PullEngineTests {
    let pullRoles: [MJRefreshRole] = [.header, .backFooter, .trailer, .rightToLeftTrailer]

    /// Metrics of `role` pulled `distance` points past where it starts to show, with or without a finger.
    func pulled(_ role: MJRefreshRole, by distance: CGFloat, dragging: Bool = true) -> MJRefreshScrollMetrics {
        switch role {
        case .header, .autoHeader: return vMetrics(offsetY: -distance, dragging: dragging)
        case .backFooter, .autoFooter: return vMetrics(offsetY: 400 + distance, dragging: dragging)
        case .trailer: return hMetrics(offsetX: 680 + distance, dragging: dragging)
        case .rightToLeftTrailer: return hMetrics(offsetX: -distance, dragging: dragging)
        }
    }

    func input(_ role: MJRefreshRole, _ state: MJRefreshState, _ metrics: MJRefreshScrollMetrics, mayLoad: Bool = true)
        -> MJRefreshPullInput
    {
        MJRefreshPullInput(role: role, state: state, metrics: metrics, mayLoad: mayLoad)
    }

    @Test func everyPullRoleArmsPastItsExtentAndFiresOnlyWhenThePanEnds() {
        for role in pullRoles {
            var engine = MJRefreshPullEngine()
            let extent = role.standardExtent
            let short = engine.offsetDidChange(input(role, .idle, pulled(role, by: extent / 2)))
            #expect(short == MJRefreshPullOutcome(pullingPercent: 0.5), "\(role)")
            let armed = engine.offsetDidChange(input(role, .idle, pulled(role, by: extent + 1)))
            #expect(armed.newState == .pulling, "\(role)")
            #expect(abs((armed.pullingPercent ?? 0) - (extent + 1) / extent) <= 1e-9, "\(role)")
            let lifted = engine.offsetDidChange(input(role, .pulling, pulled(role, by: extent, dragging: false)))
            #expect(lifted == .unchanged, "\(role): an offset after the lift fires nothing")
            #expect(engine.layoutDidPass(state: .pulling) == .unchanged, "\(role): no layout fires without a pan end")
            #expect(engine.panDidChange(.ended, state: .pulling) == MJRefreshPullOutcome(needsLayout: true))
            #expect(engine.isReleasePending)
            #expect(engine.layoutDidPass(state: .pulling) == MJRefreshPullOutcome(beginsRefreshing: true))
            #expect(!engine.isReleasePending)
            #expect(engine.layoutDidPass(state: .pulling) == .unchanged, "\(role): one release fires once")
        }
    }

    @Test func anInterruptedPanDisarmsAndAPanOfAnUnarmedPullDoesNothing() {
        var engine = MJRefreshPullEngine()
        #expect(engine.panDidChange(.interrupted, state: .pulling) == MJRefreshPullOutcome(newState: .idle))
        for event in [MJRefreshPanEvent.began, .ended, .interrupted] {
            for state in [MJRefreshState.idle, .refreshing, .willRefresh, .noMoreData] {
                #expect(engine.panDidChange(event, state: state) == .unchanged)
            }
        }
        #expect(engine.panDidChange(.began, state: .pulling) == .unchanged)
        #expect(!engine.isReleasePending)
    }

    @Test func aReleaseDisarmsWhenAnotherComponentStartedRefreshingMeanwhile() {
        var engine = MJRefreshPullEngine()
        _ = engine.panDidChange(.ended, state: .pulling)
        #expect(engine.layoutDidPass(state: .pulling, isAnotherComponentRefreshing: true).newState == .idle)
        _ = engine.panDidChange(.ended, state: .pulling)
        #expect(engine.layoutDidPass(state: .idle) == .unchanged, "disarmed before the layout pass: nothing")
    }

    @Test func enteringRefreshingVoidsAPendingRelease() {
        var engine = MJRefreshPullEngine()
        _ = engine.panDidChange(.ended, state: .pulling)
        #expect(engine.stateDidChange(from: .pulling, to: .refreshing, isTracking: false) == .reveal)
        #expect(!engine.isReleasePending)
        #expect(engine.layoutDidPass(state: .pulling) == .unchanged)
    }

    @Test func noArmingWhileAnotherComponentRefreshesOrAFooterMayNotLoadButThePercentFollows() {
        for role in pullRoles {
            var engine = MJRefreshPullEngine()
            let metrics = pulled(role, by: role.standardExtent * 2)
            let busy = engine.offsetDidChange(input(role, .idle, metrics), isAnotherComponentRefreshing: true)
            #expect(busy == MJRefreshPullOutcome(pullingPercent: 2), "\(role)")
            let barred = engine.offsetDidChange(input(role, .idle, metrics, mayLoad: false))
            #expect(barred == MJRefreshPullOutcome(pullingPercent: 2), "\(role)")
        }
    }

    /// Whether another component refreshes is asked only when a pull would arm (it walks the scroll view's
    /// subviews).
    @Test func anotherComponentRefreshingIsAskedOnlyWhenAPullWouldArm() {
        var engine = MJRefreshPullEngine()
        var asked = 0
        func ask() -> Bool {
            asked += 1
            return false
        }
        _ = engine.offsetDidChange(input(.header, .idle, pulled(.header, by: 10)), isAnotherComponentRefreshing: ask())
        _ = engine.offsetDidChange(
            input(.header, .pulling, pulled(.header, by: 80)), isAnotherComponentRefreshing: ask())
        #expect(asked == 0)
        _ = engine.offsetDidChange(input(.header, .idle, pulled(.header, by: 80)), isAnotherComponentRefreshing: ask())
        #expect(asked == 1)
    }

    /// A refresh that ends under a finger closes the gate: that finger cannot arm again until an offset change
    /// sees it lifted (MJRefresh rearms at once, so one touch refreshes over and over).
    @Test func theGateClosesOnlyWhenARefreshEndsUnderTheFingerAndReopensWhenItLifts() {
        var engine = MJRefreshPullEngine()
        #expect(engine.stateDidChange(from: .refreshing, to: .idle, isTracking: false) == .collapse)
        #expect(engine.isGateOpen)
        #expect(engine.stateDidChange(from: .refreshing, to: .noMoreData, isTracking: true) == .collapse)
        #expect(!engine.isGateOpen)
        let fingerDown = pulled(.header, by: 80)
        #expect(engine.offsetDidChange(input(.header, .idle, fingerDown)).newState == nil)
        #expect(!engine.isGateOpen, "the finger is still down")
        _ = engine.offsetDidChange(input(.header, .idle, pulled(.header, by: 80, dragging: false)))
        #expect(engine.isGateOpen)
        #expect(engine.offsetDidChange(input(.header, .idle, fingerDown)).newState == .pulling)
    }

    @Test func otherStateChangesLeaveTheInsetAlone() {
        var engine = MJRefreshPullEngine()
        let others: [(MJRefreshState, MJRefreshState)] = [
            (.idle, .pulling), (.pulling, .idle), (.idle, .willRefresh), (.willRefresh, .idle), (.idle, .noMoreData),
            (.noMoreData, .idle), (.refreshing, .willRefresh),
        ]
        for (from, to) in others {
            #expect(engine.stateDidChange(from: from, to: to, isTracking: true) == MJRefreshPullTransition.none)
        }
        #expect(engine.isGateOpen)
        #expect(engine.stateDidChange(from: .willRefresh, to: .refreshing, isTracking: false) == .reveal)
    }

    @Test func whileRefreshingOnlyTheHeaderAsksForALayoutPassAndTheAutoFooterIsNoPull() {
        var engine = MJRefreshPullEngine()
        let metrics = pulled(.header, by: 80)
        #expect(engine.offsetDidChange(input(.header, .refreshing, metrics)) == MJRefreshPullOutcome(needsLayout: true))
        for role in [MJRefreshRole.backFooter, .trailer, .rightToLeftTrailer] {
            #expect(engine.offsetDidChange(input(role, .refreshing, pulled(role, by: 80))) == .unchanged)
        }
        #expect(engine.offsetDidChange(input(.autoFooter, .idle, pulled(.autoFooter, by: 80))) == .unchanged)
    }

    @Test func theRevealTargetIsTheRolesFormula() {
        let header = MJRefreshPullEngine.revealTarget(
            for: MJRefreshPullInput(
                role: .header, state: .pulling, metrics: vMetrics(offsetY: -100, inset: .init(top: 88))))
        #expect(header == MJRefreshRevealTarget(delta: 54, offset: CGPoint(x: 0, y: -142)))
        let tall = vMetrics(offsetY: 0, inset: MJRefreshInsets(top: 64, bottom: 34))
        let footer = MJRefreshPullEngine.revealTarget(
            for: MJRefreshPullInput(role: .backFooter, state: .pulling, metrics: tall))
        let footerGeometry = MJRefreshBackFooterTrigger()
        #expect(footer?.delta == footerGeometry.refreshingInsetDelta(tall))
        #expect(footer?.offset == CGPoint(x: 0, y: footerGeometry.refreshingOffsetY(tall)))
        let wide = hMetrics(offsetX: 5, inset: MJRefreshInsets(left: 10, right: 20))
        for (role, isRightToLeft) in [(MJRefreshRole.trailer, false), (.rightToLeftTrailer, true)] {
            let target = MJRefreshPullEngine.revealTarget(
                for: MJRefreshPullInput(role: role, state: .pulling, metrics: wide))
            let geometry = MJRefreshTrailerTrigger(isRightToLeft: isRightToLeft)
            #expect(target?.delta == geometry.refreshingInsetDelta(wide), "\(role)")
            #expect(target?.offset == CGPoint(x: geometry.refreshingOffsetX(wide), y: 0), "\(role)")
        }
    }

    @Test func aFooterMayLoadOnlyVisibleOutOfNoMoreDataBelowSomeContent() {
        #expect(MJRefreshRole.footerMayLoad(state: .idle, isHidden: false, contentHeight: 1))
        #expect(MJRefreshRole.footerMayLoad(state: .pulling, isHidden: false, contentHeight: 1))
        #expect(!MJRefreshRole.footerMayLoad(state: .idle, isHidden: true, contentHeight: 1000))
        #expect(!MJRefreshRole.footerMayLoad(state: .noMoreData, isHidden: false, contentHeight: 1000))
        for height in [0, -1, CGFloat.nan, .infinity] {
            #expect(!MJRefreshRole.footerMayLoad(state: .idle, isHidden: false, contentHeight: height), "\(height)")
        }
    }

    @Test func rolesKnowTheirEdgeAndWhetherTheyPull() {
        #expect(MJRefreshRole.allCases.filter(\.isPull) == pullRoles)
        #expect(MJRefreshRole.allCases.map(\.standardExtent) == [54, 44, 44, 60, 60, 44])
    }
}
