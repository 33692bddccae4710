import MJRefresh
import SimulationTesting
import XCTest

@testable import mjrefresh_demo

/// The accessibility scenario refreshes and loads through VoiceOver's custom actions and shows what VoiceOver
/// announced; the right-to-left scenarios play in Arabic on a right-to-left device, mirrored.
final class AccessibilityAndRightToLeftScenarioTests: SimulationTestCase {
    @MainActor
    private static func play(_ scenario: Scenario) -> ScenarioRecording {
        Tour.play([scenario], framesPerSecond: 10, languageCode: "en", pictures: PictureLibrary())[0].recording
    }

    /// Plays `scenario` on a director the test keeps, so the screen it leaves can be inspected.
    @MainActor
    private static func playKeepingTheScreen(_ scenario: Scenario) -> Director {
        let director = Director(
            scenario: scenario, framesPerSecond: 10, pictures: PictureLibrary(),
            onFrame: { _ in })
        scenario.play(director)
        _ = director.finish()
        return director
    }

    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testVoiceOverRefreshesAndLoadsThroughTheActionsAndHearsEachStep() {
        onMain {
            let recording = Self.play(.accessibility)
            XCTAssertEqual(recording.componentActivity, Scenario.accessibility.expectedActivity)
            XCTAssertEqual(
                Scenario.accessibility.expectedActivity.filter { $0.hasSuffix("refreshingBlock") },
                ["header: refreshingBlock", "footer: refreshingBlock"], "each starts once")
            XCTAssertFalse(recording.events.contains { $0.text == "touches down" }, "no gesture on the content")
            let announcements = recording.events.filter { $0.kind == .announcement }
            XCTAssertEqual(
                announcements.map(\.summary),
                [
                    "VoiceOver: announces “Loading...”", "VoiceOver: announces “Refreshed”",
                    "VoiceOver: announces “Loading...”", "VoiceOver: announces “No more data”",
                ])
            // The refresh follows the action, and its announcement comes with the state change.
            let action = recording.events.firstIndex { $0.text.contains("picks the “Refresh” action") }
            let refreshing = recording.events.firstIndex { $0.summary == "header: idle → refreshing" }
            XCTAssertNotNil(action)
            XCTAssertEqual(refreshing, action.map { $0 + 1 })
            XCTAssertEqual(recording.events[(refreshing ?? 0) + 1].kind, .announcement)
            XCTAssertEqual(recording.events.last?.text, "the “Load more” action did nothing", "no more data")
            let last = recording.statuses.last ?? ""
            XCTAssertTrue(last.hasPrefix("header idle 0% · footer noMoreData "), last)
            XCTAssertTrue(last.hasSuffix(" · inset t 0 b 44 · offset y -91"), "the header's inset given back: \(last)")
        }
    }

    func testAnnouncementsAreOnlyHeardWithVoiceOver() {
        onMain {
            let recording = Self.play(.header)
            XCTAssertFalse(recording.events.contains { $0.kind == .announcement })
        }
    }

    func testRightToLeftHeaderRefreshesOnceWithItsArrowRightOfTheArabicTexts() {
        onMain {
            let recording = Self.play(.rightToLeft)
            XCTAssertEqual(
                recording.componentActivity,
                Scenario.refresh("header", through: [.idle, .pulling, .refreshing]))
            XCTAssertEqual(recording.events.first { $0.text == "pulling → refreshing" }?.contentInset, [54, 0, 0, 0])
            XCTAssertEqual(recording.statuses.last, "header idle 0% · inset t 0 b 0 · offset y -91")
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight, "reset for the next")

            let director = Self.playKeepingTheScreen(.rightToLeft)
            let list = director.phone.window.rootViewController as? ListController
            let header = list?.tableView.mj_header as? MJRefreshNormalHeader
            XCTAssertEqual(header?.stateLabel.text, "اسحب للأسفل للتحديث")
            XCTAssertEqual(header?.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            XCTAssertGreaterThan(header?.arrowView.center.x ?? 0, 195, "right of the centred texts")
        }
    }

    func testRightToLeftTrailerEndsTheMirroredCardsOnTheLeftAndWritesTheLeftInset() {
        onMain {
            let recording = Self.play(.rightToLeftTrailer)
            XCTAssertEqual(
                recording.componentActivity,
                Scenario.refresh("trailer", through: [.idle, .pulling, .refreshing]))
            XCTAssertEqual(recording.axis, .horizontal)
            XCTAssertFalse(recording.events.contains { $0.kind == .state && $0.time < 2.3 }, "the flick arms nothing")
            XCTAssertEqual(recording.events.first { $0.text == "pulling → refreshing" }?.contentInset, [0, 60, 0, 0])
            XCTAssertEqual(
                recording.events.first { $0.text == "pulling → refreshing" }?.contentOffset[0] ?? 0,
                -60, accuracy: 0.5)
            XCTAssertTrue(recording.statuses.last?.hasPrefix("trailer idle 0% · inset l 0 r 0 · offset x ") ?? false)

            let director = Self.playKeepingTheScreen(.rightToLeftTrailer)
            let carousel = director.phone.window.rootViewController as? CarouselController
            let collection = carousel?.collectionView
            XCTAssertEqual(collection?.mj_trailer?.frame.minX, -60)
            let first = collection?.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(first?.frame.maxX, (collection?.contentSize.width ?? 0) - 16, "the first card at the right")
        }
    }
}
