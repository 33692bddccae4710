import MJRefresh
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// The accessibility scenario refreshes and loads through VoiceOver's custom actions and shows what VoiceOver
/// announced; the right-to-left scenarios play in Arabic on a right-to-left device, mirrored.
@MainActor
@Suite(.uiSimulation)
struct AccessibilityAndRightToLeftScenarioTests {
    private static func play(_ scenario: Scenario) -> ScenarioRecording {
        Tour.play([scenario], framesPerSecond: 10, languageCode: "en", pictures: PictureLibrary())[0].recording
    }

    /// Plays `scenario` on a director kept for `inspect`, so the screen it leaves can be looked at; then sets the
    /// language back to none, which the right-to-left scenarios leave at Arabic for that screen.
    private static func inspectScreen(after scenario: Scenario, _ inspect: (Director) -> Void) {
        defer { MJRefreshConfig.default.languageCode = nil }
        let director = Director(
            scenario: scenario, framesPerSecond: 10, pictures: PictureLibrary(),
            onFrame: { _ in })
        scenario.play(director)
        _ = director.finish()
        inspect(director)
    }

    @Test func voiceOverRefreshesAndLoadsThroughTheActionsAndHearsEachStep() {
        let recording = Self.play(.accessibility)
        #expect(recording.componentActivity == Scenario.accessibility.expectedActivity)
        #expect(
            Scenario.accessibility.expectedActivity.filter { $0.hasSuffix("refreshingBlock") } == [
                "header: refreshingBlock", "footer: refreshingBlock",
            ], "each starts once")
        #expect(!recording.events.contains { $0.text == "touches down" }, "no gesture on the content")
        let announcements = recording.events.filter { $0.kind == .announcement }
        #expect(
            announcements.map(\.summary) == [
                "VoiceOver: announces “Loading...”", "VoiceOver: announces “Refreshed”",
                "VoiceOver: announces “Loading...”", "VoiceOver: announces “No more data”",
            ])
        // The refresh follows the action, and its announcement comes with the state change.
        let action = recording.events.firstIndex { $0.text.contains("picks the “Refresh” action") }
        let refreshing = recording.events.firstIndex { $0.summary == "header: idle → refreshing" }
        #expect(action != nil)
        #expect(refreshing == action.map { $0 + 1 })
        #expect(recording.events[(refreshing ?? 0) + 1].kind == .announcement)
        #expect(recording.events.last?.text == "the “Load more” action did nothing", "no more data")
        let last = recording.statuses.last ?? ""
        #expect(last.hasPrefix("header idle 0% · footer noMoreData "), "\(last)")
        #expect(last.hasSuffix(" · inset top 0 bottom 44 · offset y -91"), "the header's inset given back: \(last)")
    }

    @Test func announcementsAreOnlyHeardWithVoiceOver() {
        let recording = Self.play(.header)
        #expect(!recording.events.contains { $0.kind == .announcement })
    }

    @Test func rightToLeftHeaderRefreshesOnceWithItsArrowRightOfTheArabicTexts() {
        let recording = Self.play(.rightToLeft)
        #expect(recording.componentActivity == Scenario.refresh("header", through: [.idle, .pulling, .refreshing]))
        #expect(recording.events.first { $0.text == "pulling → refreshing" }?.contentInset == [54, 0, 0, 0])
        #expect(recording.statuses.last == "header idle 0% · inset top 0 bottom 0 · offset y -91")
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight, "reset for the next")

        Self.inspectScreen(after: .rightToLeft) { director in
            let list = director.phone.screen as? ListController
            let header = list?.tableView.mj_header as? MJRefreshNormalHeader
            #expect(header?.stateLabel.text == "اسحب للأسفل للتحديث")
            #expect(header?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(header?.arrowView.center.x ?? 0 > 195, "right of the centred texts")
        }
    }

    @Test func rightToLeftTrailerEndsTheMirroredCardsOnTheLeftAndWritesTheLeftInset() {
        let recording = Self.play(.rightToLeftTrailer)
        #expect(recording.componentActivity == Scenario.refresh("trailer", through: [.idle, .pulling, .refreshing]))
        #expect(recording.axis == .horizontal)
        #expect(!recording.events.contains { $0.kind == .state && $0.time < 2.3 }, "the flick arms nothing")
        #expect(recording.events.first { $0.text == "pulling → refreshing" }?.contentInset == [0, 60, 0, 0])
        #expect(
            abs((recording.events.first { $0.text == "pulling → refreshing" }?.contentOffset[0] ?? 0) - (-60)) <= 0.5)
        #expect(recording.statuses.last?.hasPrefix("trailer idle 0% · inset left 0 right 0 · offset x ") ?? false)

        Self.inspectScreen(after: .rightToLeftTrailer) { director in
            let carousel = director.phone.screen as? CarouselController
            let collection = carousel?.collectionView
            #expect(collection?.mj_trailer?.frame.minX == -60)
            let first = collection?.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
            #expect(first?.frame.maxX == (collection?.contentSize.width ?? 0) - 16, "the first card at the right")
        }
    }
}
