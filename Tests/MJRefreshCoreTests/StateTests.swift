import Testing

@_spi(Engine) @testable import MJRefreshCore

struct StateTests {
    @Test func rawValuesMatchMJRefresh() {
        #expect(MJRefreshState.allCases.map(\.rawValue) == [1, 2, 3, 4, 5])
        #expect(MJRefreshState(rawValue: 3) == .refreshing)
        #expect(MJRefreshState(rawValue: 0) == nil)
        #expect(MJRefreshState(rawValue: 6) == nil)
    }

    @Test func isRefreshingCoversRefreshingAndWillRefreshOnly() {
        #expect(MJRefreshState.allCases.filter(\.isRefreshing) == [.refreshing, .willRefresh])
    }

    @Test func sameStateIsNeverATransition() {
        for kind in MJRefreshRole.allCases {
            for state in MJRefreshState.allCases {
                #expect(!MJRefreshTransitions.isAllowed(from: state, to: state, for: kind), "\(kind) \(state)")
            }
        }
    }

    @Test func headerGraph() {
        let allowed: [(MJRefreshState, MJRefreshState)] = [
            (.idle, .pulling), (.pulling, .idle), (.pulling, .refreshing), (.idle, .refreshing),
            (.idle, .willRefresh), (.pulling, .willRefresh), (.willRefresh, .refreshing),
            (.willRefresh, .idle), (.refreshing, .idle),
        ]
        assertGraph(.header, equals: allowed)
        assertGraph(.trailer, equals: allowed)
        assertGraph(.rightToLeftTrailer, equals: allowed)
    }

    @Test func autoFooterGraph() {
        assertGraph(
            .autoFooter,
            equals: [
                (.idle, .refreshing), (.idle, .willRefresh), (.idle, .noMoreData),
                (.willRefresh, .refreshing), (.willRefresh, .idle), (.willRefresh, .noMoreData),
                (.refreshing, .idle), (.refreshing, .noMoreData), (.noMoreData, .idle),
            ])
    }

    @Test func backFooterGraph() {
        assertGraph(
            .backFooter,
            equals: [
                (.idle, .pulling), (.idle, .refreshing), (.idle, .willRefresh), (.idle, .noMoreData),
                (.pulling, .idle), (.pulling, .refreshing), (.pulling, .willRefresh), (.pulling, .noMoreData),
                (.willRefresh, .refreshing), (.willRefresh, .idle), (.willRefresh, .noMoreData),
                (.refreshing, .idle), (.refreshing, .noMoreData), (.noMoreData, .idle),
            ])
    }

    @Test func reachability() {
        #expect(!MJRefreshTransitions.isReachable(.noMoreData, for: .header))
        #expect(!MJRefreshTransitions.isReachable(.noMoreData, for: .trailer))
        #expect(!MJRefreshTransitions.isReachable(.noMoreData, for: .rightToLeftTrailer))
        #expect(!MJRefreshTransitions.isReachable(.pulling, for: .autoFooter))
        #expect(MJRefreshTransitions.isReachable(.noMoreData, for: .backFooter))
        for kind in MJRefreshRole.allCases {
            #expect(MJRefreshTransitions.isReachable(.idle, for: kind))
            #expect(MJRefreshTransitions.isReachable(.refreshing, for: kind))
        }
    }

    @Test func refreshingAlwaysEndsInIdleAndNoMoreDataOnlyLeavesToIdle() {
        for kind in MJRefreshRole.allCases {
            #expect(MJRefreshTransitions.isAllowed(from: .refreshing, to: .idle, for: kind))
            #expect(!MJRefreshTransitions.isAllowed(from: .refreshing, to: .pulling, for: kind))
            let exits = MJRefreshTransitions.allowedTargets(from: .noMoreData, for: kind)
            #expect(exits.isSubset(of: [.idle]), "\(kind)")
        }
    }

    private func assertGraph(
        _ kind: MJRefreshRole, equals edges: [(MJRefreshState, MJRefreshState)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for from in MJRefreshState.allCases {
            for to in MJRefreshState.allCases {
                let expected = edges.contains { $0.0 == from && $0.1 == to }
                #expect(
                    MJRefreshTransitions.isAllowed(from: from, to: to, for: kind) == expected,
                    "\(kind): \(from) → \(to)", sourceLocation: sourceLocation)
            }
        }
    }
}

struct LibraryTransitionTests {
    /// The component's own changes keep to the graph from every state the graph reaches; from a state only an
    /// app can set (a header in `.noMoreData`, an auto footer in `.pulling`) any change the calls make is allowed.
    @Test func theLibraryKeepsToTheGraphFromReachableStatesOnly() {
        for role in MJRefreshRole.allCases {
            for from in MJRefreshState.allCases {
                for to in MJRefreshState.allCases {
                    let expected =
                        from == to || !MJRefreshTransitions.isReachable(from, for: role)
                        || MJRefreshTransitions.isAllowed(from: from, to: to, for: role)
                    #expect(
                        MJRefreshTransitions.isAllowedForLibrary(from: from, to: to, for: role) == expected,
                        "\(role): \(from) → \(to)")
                }
            }
        }
        #expect(!MJRefreshTransitions.isAllowedForLibrary(from: .refreshing, to: .pulling, for: .header))
        #expect(!MJRefreshTransitions.isAllowedForLibrary(from: .idle, to: .noMoreData, for: .trailer))
        #expect(!MJRefreshTransitions.isAllowedForLibrary(from: .idle, to: .pulling, for: .autoFooter))
        #expect(MJRefreshTransitions.isAllowedForLibrary(from: .noMoreData, to: .idle, for: .header))
        #expect(MJRefreshTransitions.isAllowedForLibrary(from: .pulling, to: .refreshing, for: .autoFooter))
    }
}

struct ConstantsTests {
    @Test func valuesFromMJRefreshConst() {
        #expect(MJRefreshConstants.headerHeight == 54)
        #expect(MJRefreshConstants.footerHeight == 44)
        #expect(MJRefreshConstants.trailerWidth == 60)
        #expect(MJRefreshConstants.fastAnimationDuration == 0.25)
        #expect(MJRefreshConstants.slowAnimationDuration == 0.4)
        #expect(MJRefreshConstants.labelLeftInset == 25)
        #expect(MJRefreshConstants.gifLabelLeftInset == 20)
        #expect(MJRefreshConstants.trailerArrowMargin == 5)
        #expect(MJRefreshConstants.gifFrameDuration == 0.1)
        #expect(MJRefreshConstants.labelFontSize == 14)
        #expect(MJRefreshConstants.labelTextGrey == 90)
        #expect(MJRefreshConstants.lastUpdatedTimeKey == "MJRefreshHeaderLastUpdatedTimeKey")
        #expect(MJRefreshConstants.languageDidChangeNotification == "MJRefreshDidChangeLanguageNotification")
        #expect(MJRefreshConstants.insetWriteTolerance == 0.5)
        #expect(MJRefreshConstants.autoFooterTriggerPercent == 1)
        #expect(MJRefreshConstants.autoTriggerTimes == 1)
    }
}
