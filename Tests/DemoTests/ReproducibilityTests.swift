import Foundation
import MJRefresh
import SimulationTesting
import UIKit
import XCTest

@testable import mjrefresh_demo

/// The page is a record of the library's behaviour, so running the demo again must write it again exactly: the
/// headers' "Last update" time is the phone's 9:41, not the machine's clock.
final class ReproducibilityTests: SimulationTestCase {
    @MainActor
    private static func page(of scenarios: [Scenario]) throws -> String {
        let library = PictureLibrary()
        let results = Tour.play(scenarios, framesPerSecond: 10, languageCode: "en", pictures: library)
        return try PageWriter.html(PageWriter.data(for: results, pictures: library.store))
    }

    func testTwoRunsWriteTheSamePageByteForByteWhateverTheMachinesClock() throws {
        try onMain {
            let scenarios: [Scenario] = [.header, .gifHeader]
            let first = try Self.page(of: scenarios)
            let second = try Self.page(of: scenarios)
            XCTAssertEqual(Data(first.utf8), Data(second.utf8))
            // Two runs a second apart rarely straddle a minute, so the machine's clock is also ruled out directly:
            // the time shown is the phone's, whenever the test runs.
            XCTAssertTrue(first.contains("Last update: No record"), "the first pull finds no earlier refresh")
            XCTAssertTrue(
                first.contains("Last update: Today 9:41\u{202F}AM"), "a refresh ends at 9:41 on the phone's clock")
        }
    }

    func testTheHeadersClockIsThePhonesAndItsStoreKeepsThePhonesTime() {
        onMain {
            UISimulation.reset()
            UISimulation.advance(by: 125)
            XCTAssertEqual(PhoneClock.now.timeIntervalSince(PhoneClock.start), 125, accuracy: 1e-9)
            let store = PhoneClockLastUpdatedStore()
            store.setDate(Date(), forKey: "k")
            XCTAssertEqual(store.date(forKey: "k"), PhoneClock.now, "the machine's date is replaced by the phone's")
            store.setDate(nil, forKey: "k")
            XCTAssertNil(store.date(forKey: "k"))
            // English's own format (a narrow no-break space before AM, in this toolchain's locale data).
            MJRefreshConfig.default.languageCode = "en"
            defer { MJRefreshConfig.default.languageCode = nil }
            XCTAssertEqual(
                PhoneClock.lastUpdatedText(for: PhoneClock.now.addingTimeInterval(-60)),
                "Last update: Today 9:42\u{202F}AM")
            XCTAssertEqual(
                PhoneClock.lastUpdatedText(for: PhoneClock.start.addingTimeInterval(-86_400)),
                "Last update: 01/08, 9:41\u{202F}AM")
        }
    }
}
