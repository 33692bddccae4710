import MJRefresh
import SimulationTesting
import Testing

/// README "Coming from MJRefresh", "What else changes, on purpose": only a finger starts a refresh, gestures never
/// start two components at once while calls still do, and a footer that may not load refuses calls too.
@MainActor
@Suite(.uiSimulation)
struct WhatElseChangesPromisesTests {
    private let stage = Stage()

    @Test func aRefreshEndedUnderTheFingerDoesNotRestartButTheNextPullCan() {
        let (header, counter) = stage.attachCounting(MJRefreshNormalHeader())
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        stage.release()
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
        stage.pullDown(Stage.fingerTravel(forOverscroll: 150) - Stage.fingerTravel(forOverscroll: 80))
        header.endRefreshing()
        for _ in 0..<30 { UISimulation.advance(by: oneFrame) }
        #expect(header.state != .refreshing, "the finger is still down")
        #expect(counter.count == 1)
        stage.release()
        #expect(counter.count == 1, "the finger that was down when the refresh ended does not start another")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        stage.release()
        #expect(counter.count == 2, "the next pull can")
    }

    @Test func aPullDownNeverFiresAFooter() {
        let short = Stage(contentHeight: 300)
        let (footer, counter) = short.attachCounting(MJRefreshAutoNormalFooter())
        short.pullDown(Stage.fingerTravel(forOverscroll: 120))
        short.release()
        #expect(counter.count == 0)
        #expect(footer.state == .idle)
    }

    @Test func callsStillStartAFooterWhileTheHeaderRefreshes() {
        let header = stage.attach(MJRefreshNormalHeader {})
        let (footer, loads) = stage.attachCounting(MJRefreshAutoNormalFooter())
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        footer.beginRefreshing()
        #expect(header.state == .refreshing)
        #expect(footer.state == .refreshing, "your own beginRefreshing() calls still work")
        #expect(loads.count == 1)
    }

    @Test func aFooterThatMayNotLoadRefusesCallsUntilReset() {
        let (footer, loads) = stage.attachCounting(MJRefreshAutoNormalFooter())
        footer.isHidden = true
        footer.beginRefreshing()
        #expect(loads.count == 0, "hidden")
        footer.isHidden = false
        footer.endRefreshingWithNoMoreData()
        footer.beginRefreshing()
        #expect(loads.count == 0, "no more data")
        #expect(footer.state == .noMoreData)
        footer.resetNoMoreData()
        footer.beginRefreshing()
        #expect(loads.count == 1)

        let empty = Stage(contentHeight: 0)
        let (emptyFooter, emptyLoads) = empty.attachCounting(MJRefreshAutoNormalFooter())
        emptyFooter.beginRefreshing()
        #expect(emptyLoads.count == 0, "empty content")
    }
}
