import MJRefresh
import SimulationTesting
import Testing

/// Debug builds assert that a component's own state changes keep to its role's graph. An app may put a component in
/// any state and then make any call of the public API: none of that may trip the assertion (the tests run in debug,
/// so a tripped assertion stops the run). Each case starts from a state the app set directly, makes one call, lets
/// the simulation settle, and checks where the call leaves the component.
@MainActor
@Suite(.uiSimulation)
struct StateAssertionReachabilityTests {
    enum Kind: CaseIterable, Sendable { case header, backFooter, autoFooter, trailer }

    enum Call: CaseIterable, Sendable {
        case begin, end, endWithResult, endWithNoMoreDataResult, endWithNoMoreData, resetNoMoreData, hide, detach
        case pullAndRelease, cancelledPull
    }

    private func attach(_ kind: Kind, to stage: Stage) -> MJRefreshComponent {
        switch kind {
        case .header: stage.attach(MJRefreshNormalHeader {})
        case .backFooter: stage.attach(MJRefreshBackNormalFooter {})
        case .autoFooter: stage.attach(MJRefreshAutoNormalFooter {})
        case .trailer: stage.attach(MJRefreshNormalTrailer {})
        }
    }

    /// Where `call` leaves a component of `kind` whatever its state, when the call says so; `nil` when that depends
    /// on the state and the pull (then only the assertion is checked).
    private func expectedState(after call: Call, of kind: Kind) -> MJRefreshState? {
        let isFooter = kind == .backFooter || kind == .autoFooter
        switch call {
        case .end, .detach: return .idle
        case .resetNoMoreData, .hide: return isFooter ? .idle : nil
        case .endWithNoMoreData: return isFooter ? .noMoreData : nil
        case .begin, .endWithResult, .endWithNoMoreDataResult, .pullAndRelease, .cancelledPull: return nil
        }
    }

    @Test(arguments: Kind.allCases, Call.allCases)
    func anyCallFromAnyStateTheAppSetKeepsTheDebugAssertionQuiet(kind: Kind, call: Call) {
        for start in MJRefreshState.allCases {
            let stage = Stage(contentWidth: kind == .trailer ? 2000 : 390)
            let component = attach(kind, to: stage)
            component.state = start
            switch call {
            case .begin: component.beginRefreshing()
            case .end: component.endRefreshing()
            case .endWithResult: component.endRefreshing(with: .success)
            case .endWithNoMoreDataResult: component.endRefreshing(with: .noMoreData)
            case .endWithNoMoreData: (component as? MJRefreshFooter)?.endRefreshingWithNoMoreData()
            case .resetNoMoreData: (component as? MJRefreshFooter)?.resetNoMoreData()
            case .hide: component.isHidden = true
            case .detach: component.removeFromSuperview()
            case .pullAndRelease, .cancelledPull:
                switch kind {
                case .header: stage.pullDown(300)
                case .trailer: stage.dragLeft(2000)
                case .backFooter, .autoFooter: stage.pushUp(1500)
                }
                if call == .cancelledPull {
                    // Disabling the recognizer mid-gesture cancels it, as the system does for a call or an alert.
                    stage.scrollView.panGestureRecognizer.isEnabled = false
                    stage.scrollView.panGestureRecognizer.isEnabled = true
                }
                stage.release()
            }
            UISimulation.runUntilIdle()
            if let expected = expectedState(after: call, of: kind) {
                #expect(component.state == expected, "\(kind) from \(start) after \(call)")
            }
        }
    }
}
