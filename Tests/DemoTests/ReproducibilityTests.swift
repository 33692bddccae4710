import Foundation
import MJRefresh
import SimulationTesting
import Testing
import UIKit

@testable import mjrefresh_demo

/// The page is a record of the library's behaviour, so running the demo again must write it again exactly: the
/// headers' "Last update" time is the phone's 9:41, not the machine's clock.
@MainActor
@Suite(.uiSimulation)
struct ReproducibilityTests {
    private static func page(of scenarios: [Scenario]) throws -> String {
        let library = PictureLibrary()
        let results = Tour.play(scenarios, framesPerSecond: 10, languageCode: "en", pictures: library)
        return try PageWriter.html(PageWriter.data(for: results, pictures: library.store))
    }

    @Test func twoRunsWriteTheSamePageByteForByteWhateverTheMachinesClock() throws {
        let scenarios: [Scenario] = [.header, .gifHeader]
        let first = try Self.page(of: scenarios)
        let second = try Self.page(of: scenarios)
        #expect(Data(first.utf8) == Data(second.utf8))
        // Two runs a second apart rarely straddle a minute, so the machine's clock is also ruled out directly:
        // the time shown is the phone's, whenever the test runs.
        #expect(first.contains("Last update: No record"), "the first pull finds no earlier refresh")
        #expect(first.contains("Last update: Today 9:41\u{202F}AM"), "a refresh ends at 9:41 on the phone's clock")
    }

    @Test func theHeadersClockIsThePhonesAndItsStoreKeepsThePhonesTime() {
        UISimulation.reset()
        UISimulation.advance(by: 125)
        #expect(abs(PhoneClock.now.timeIntervalSince(PhoneClock.start) - 125) <= 1e-9)
        let store = PhoneClockLastUpdatedStore()
        store.setDate(Date(), forKey: "k")
        #expect(store.date(forKey: "k") == PhoneClock.now, "the machine's date is replaced by the phone's")
        store.setDate(nil, forKey: "k")
        #expect(store.date(forKey: "k") == nil)
        // English's own format (a narrow no-break space before AM, in this toolchain's locale data).
        MJRefreshConfig.default.languageCode = "en"
        defer { MJRefreshConfig.default.languageCode = nil }
        #expect(
            PhoneClock.lastUpdatedText(for: PhoneClock.now.addingTimeInterval(-60))
                == "Last update: Today 9:42\u{202F}AM")
        #expect(
            PhoneClock.lastUpdatedText(for: PhoneClock.start.addingTimeInterval(-86_400))
                == "Last update: 01/08, 9:41\u{202F}AM")
    }
}
