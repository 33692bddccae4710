import Foundation
import MJRefresh
import SimulationTesting
import Testing

/// README "Languages": the last-update line is the locale's own, on the simulator's launch clock (9:41 UTC on
/// 9 January 2007), with the narrow no-break space English puts before "AM" and "PM".
@MainActor
@Suite(.uiSimulation)
struct LastUpdateOnTheSimulatorClockTests {
    @Test func aRefreshAtLaunchReadsTheTimeWithTheLocalesSpace() throws {
        let stage = Stage()
        let header = stage.refreshingHeader()
        header.endRefreshing()
        let text = try #require(header.lastUpdatedTimeLabel.text)
        #expect(text.hasPrefix("Last update: Today "))
        #expect(text.hasSuffix("\u{202F}AM") || text.hasSuffix("\u{202F}PM"), "\(text)")
        if TimeZone.current.secondsFromGMT(for: UISimulation.date) == 0 {
            #expect(text == "Last update: Today 9:41\u{202F}AM")
        }
    }
}
