import MJRefresh
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// The scenarios of the jobs MJRefresh never did play with the documented state changes and callbacks.
@MainActor
@Suite(.uiSimulation)
struct JobsScenarioTests {
    private static func play(_ scenario: Scenario) -> ScenarioResult {
        Tour.play([scenario], framesPerSecond: 10, languageCode: "en", pictures: PictureLibrary())[0]
    }

    @Test func aFailedLoadWaitsForTheTapThenLoadsTheNextPage() {
        let result = Self.play(.failedLoad)
        #expect(result.matchesExpectation, "\(result.recording.componentActivity)")
        #expect(result.recording.events.contains { $0.text.contains("Loading failed. Tap to retry") })
    }
}

extension JobsScenarioTests {
    @Test func olderMessagesLoadAtTheTopWithoutAJumpUntilThereAreNone() {
        let result = Self.play(.olderItems)
        #expect(result.matchesExpectation, "\(result.recording.componentActivity)")
        #expect(result.recording.statuses.last?.contains("older noMoreData") == true)
    }
}

extension JobsScenarioTests {
    @Test func theLeaderRefreshesTheCarouselFromItsStart() {
        let result = Self.play(.leader)
        #expect(result.matchesExpectation, "\(result.recording.componentActivity)")
        #expect(result.recording.events.contains { $0.text.contains("contentInset left 0 → 60") })
    }

    @Test func aShortPullRefreshesALongOneOpensTheSecondFloor() {
        let result = Self.play(.secondFloor)
        #expect(result.matchesExpectation, "\(result.recording.componentActivity)")
        #expect(result.recording.events.contains { $0.text.contains("closeSecondFloor()") })
    }
}

extension JobsScenarioTests {
    @Test func aFramePlayingViewIsAPlainHeadersContent() {
        let result = Self.play(.customContent)
        #expect(result.matchesExpectation, "\(result.recording.componentActivity)")
    }
}

extension JobsScenarioTests {
    @Test func pagesLoadAScreenHeightAheadOfTheEnd() {
        let result = Self.play(.prefetch)
        #expect(result.matchesExpectation, "\(result.recording.componentActivity)")
    }
}
