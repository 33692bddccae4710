import XCTest

@_spi(Engine) @testable import MJRefreshCore

final class StateTests: XCTestCase {
    func testRawValuesMatchMJRefresh() {
        XCTAssertEqual(MJRefreshState.allCases.map(\.rawValue), [1, 2, 3, 4, 5])
        XCTAssertEqual(MJRefreshState(rawValue: 3), .refreshing)
        XCTAssertNil(MJRefreshState(rawValue: 0))
        XCTAssertNil(MJRefreshState(rawValue: 6))
    }

    func testIsRefreshingCoversRefreshingAndWillRefreshOnly() {
        XCTAssertEqual(MJRefreshState.allCases.filter(\.isRefreshing), [.refreshing, .willRefresh])
    }

    func testSameStateIsNeverATransition() {
        for kind in MJRefreshComponentKind.allCases {
            for state in MJRefreshState.allCases {
                XCTAssertFalse(MJRefreshTransitions.isAllowed(from: state, to: state, for: kind), "\(kind) \(state)")
            }
        }
    }

    func testHeaderGraph() {
        let allowed: [(MJRefreshState, MJRefreshState)] = [
            (.idle, .pulling), (.pulling, .idle), (.pulling, .refreshing), (.idle, .refreshing),
            (.idle, .willRefresh), (.pulling, .willRefresh), (.willRefresh, .refreshing),
            (.willRefresh, .idle), (.refreshing, .idle),
        ]
        assertGraph(.header, equals: allowed)
        assertGraph(.trailer, equals: allowed)
    }

    func testAutoFooterGraph() {
        assertGraph(
            .autoFooter,
            equals: [
                (.idle, .refreshing), (.idle, .willRefresh), (.idle, .noMoreData),
                (.willRefresh, .refreshing), (.willRefresh, .idle), (.willRefresh, .noMoreData),
                (.refreshing, .idle), (.refreshing, .noMoreData), (.noMoreData, .idle),
            ])
    }

    func testBackFooterGraph() {
        assertGraph(
            .backFooter,
            equals: [
                (.idle, .pulling), (.idle, .refreshing), (.idle, .willRefresh), (.idle, .noMoreData),
                (.pulling, .idle), (.pulling, .refreshing), (.pulling, .willRefresh), (.pulling, .noMoreData),
                (.willRefresh, .refreshing), (.willRefresh, .idle), (.willRefresh, .noMoreData),
                (.refreshing, .idle), (.refreshing, .noMoreData), (.noMoreData, .idle),
            ])
    }

    func testReachability() {
        XCTAssertFalse(MJRefreshTransitions.isReachable(.noMoreData, for: .header))
        XCTAssertFalse(MJRefreshTransitions.isReachable(.noMoreData, for: .trailer))
        XCTAssertFalse(MJRefreshTransitions.isReachable(.pulling, for: .autoFooter))
        XCTAssertTrue(MJRefreshTransitions.isReachable(.noMoreData, for: .backFooter))
        for kind in MJRefreshComponentKind.allCases {
            XCTAssertTrue(MJRefreshTransitions.isReachable(.idle, for: kind))
            XCTAssertTrue(MJRefreshTransitions.isReachable(.refreshing, for: kind))
        }
    }

    func testRefreshingAlwaysEndsInIdleAndNoMoreDataOnlyLeavesToIdle() {
        for kind in MJRefreshComponentKind.allCases {
            XCTAssertTrue(MJRefreshTransitions.isAllowed(from: .refreshing, to: .idle, for: kind))
            XCTAssertFalse(MJRefreshTransitions.isAllowed(from: .refreshing, to: .pulling, for: kind))
            let exits = MJRefreshTransitions.allowedTargets(from: .noMoreData, for: kind)
            XCTAssertTrue(exits.isSubset(of: [.idle]), "\(kind)")
        }
    }

    private func assertGraph(
        _ kind: MJRefreshComponentKind, equals edges: [(MJRefreshState, MJRefreshState)],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for from in MJRefreshState.allCases {
            for to in MJRefreshState.allCases {
                let expected = edges.contains { $0.0 == from && $0.1 == to }
                XCTAssertEqual(
                    MJRefreshTransitions.isAllowed(from: from, to: to, for: kind), expected,
                    "\(kind): \(from) → \(to)", file: file, line: line)
            }
        }
    }
}

final class PullGateTests: XCTestCase {
    func testGateClosesOnlyWhenEndingWithFingerDownAndReopensWhenLifted() {
        var gate = MJRefreshPullGate()
        XCTAssertTrue(gate.isOpen)
        gate.refreshDidEnd(isTracking: false)
        XCTAssertTrue(gate.isOpen)
        gate.refreshDidEnd(isTracking: true)
        XCTAssertFalse(gate.isOpen)
        gate.observe(isTracking: true)
        XCTAssertFalse(gate.isOpen)
        gate.observe(isTracking: false)
        XCTAssertTrue(gate.isOpen)
    }
}

final class ConstantsTests: XCTestCase {
    func testValuesFromMJRefreshConst() {
        XCTAssertEqual(MJRefreshConstants.headerHeight, 54)
        XCTAssertEqual(MJRefreshConstants.footerHeight, 44)
        XCTAssertEqual(MJRefreshConstants.trailerWidth, 60)
        XCTAssertEqual(MJRefreshConstants.fastAnimationDuration, 0.25)
        XCTAssertEqual(MJRefreshConstants.slowAnimationDuration, 0.4)
        XCTAssertEqual(MJRefreshConstants.labelLeftInset, 25)
        XCTAssertEqual(MJRefreshConstants.gifLabelLeftInset, 20)
        XCTAssertEqual(MJRefreshConstants.trailerArrowMargin, 5)
        XCTAssertEqual(MJRefreshConstants.gifFrameDuration, 0.1)
        XCTAssertEqual(MJRefreshConstants.labelFontSize, 14)
        XCTAssertEqual(MJRefreshConstants.labelTextGrey, 90)
        XCTAssertEqual(MJRefreshConstants.lastUpdatedTimeKey, "MJRefreshHeaderLastUpdatedTimeKey")
        XCTAssertEqual(MJRefreshConstants.languageDidChangeNotification, "MJRefreshDidChangeLanguageNotification")
        XCTAssertEqual(MJRefreshConstants.insetWriteTolerance, 0.5)
        XCTAssertEqual(MJRefreshConstants.autoFooterTriggerPercent, 1)
        XCTAssertEqual(MJRefreshConstants.autoTriggerTimes, 1)
    }
}
