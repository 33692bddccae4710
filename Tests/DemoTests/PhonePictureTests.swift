import Foundation
import MJRefresh
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// What a viewer sees on the page's phone: a timeline row shows its own moment, the status line the drawn offset,
/// texts in their own direction at their own width, the bar blurring what is under it, and the finger, VoiceOver
/// and haptics drawn on the screen.
@MainActor
@Suite(.uiSimulation)
struct PhonePictureTests {
    private static func play(_ names: [String], framesPerSecond: Int = 30) -> ([ScenarioRecording], PictureStore) {
        let library = PictureLibrary()
        let results = Tour.play(
            Tour.scenarios(named: names), framesPerSecond: framesPerSecond, languageCode: "en", pictures: library)
        return (results.map(\.recording), library.store)
    }

    /// The pictures of `recording`'s frames, in order.
    private static func pictures(_ recording: ScenarioRecording, _ store: PictureStore) -> [String] {
        recording.frames.map { store.svg($0) }
    }

    /// Every scenario (no names: all of them) at 10 fps; two at 30 fps, where frames fall on the script's own times.
    @Test(arguments: [(10, [String]()), (30, ["header", "begin-early"])])
    func aTimelineRowShowsTheFirstFrameTakenAtOrAfterItsTime(framesPerSecond: Int, names: [String]) {
        let (recordings, _) = Self.play(names, framesPerSecond: framesPerSecond)
        for recording in recordings {
            for event in recording.events {
                // Event times are rounded to a millisecond; a frame lasts far longer.
                let expected = Int((event.time * Double(framesPerSecond) - 0.05).rounded(.up))
                #expect(event.frame == expected, "\(recording.name) \(event.time) \(event.text)")
            }
            let touch = recording.events.first { $0.text == "touches down" }
            #expect(touch.map { Double($0.frame) / Double(framesPerSecond) } == touch?.time)
        }
    }

    @Test func theFrameOfATouchShowsTheFinger() {
        let (recordings, store) = Self.play(["header"])
        let recording = recordings[0]
        let pictures = Self.pictures(recording, store)
        for event in recording.events where event.text == "touches down" {
            #expect(pictures[event.frame].contains("class=\"finger\""), "\(event.time)")
        }
        #expect(!pictures[0].contains("class=\"finger\""), "no finger before the first touch")
        #expect(!(pictures.last ?? "").contains("class=\"finger\""), "none after the last lift")
    }

    @Test func theStatusLineShowsTheOffsetDrawnWhileTheRefreshAnimates() throws {
        let (recordings, _) = Self.play(["header"])
        let recording = recordings[0]
        let refreshing = try #require(recording.events.first { $0.text == "pulling → refreshing" })
        let lift = try #require(recording.events.last { $0.text.hasPrefix("lifts") })
        let target = refreshing.contentOffset[1], released = lift.contentOffset[1]
        #expect(released < target - 20, "released beyond the refreshing offset")
        let status = recording.statuses[refreshing.frame + 1]
        let drawn = try #require(status.components(separatedBy: "offset y ").last.flatMap { Double($0) })
        #expect(drawn < target - 1 && drawn > released, "\(status): on its way from \(released) to \(target)")
    }

    @Test func rightToLeftTextsAreWrittenRightToLeftAndNoTextIsForcedToAWidth() {
        let (recordings, store) = Self.play(["rtl", "rtl-trailer"], framesPerSecond: 10)
        for recording in recordings {
            for picture in Self.pictures(recording, store) {
                #expect(!picture.contains("textLength"), "\(recording.name)")
                for line in picture.split(separator: "\n") where line.contains("<text") {
                    let isArabic = line.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
                    #expect(line.contains("direction=\"rtl\"") == isArabic, "\(recording.name): \(line)")
                }
            }
        }
    }

    /// The simulator's navigation bar draws the table under it again, through a blur, under its veil and title;
    /// the demo paints no bar of its own.
    @Test func theBarDrawsABlurredCopyOfTheScreenUnderIt() throws {
        let (recordings, store) = Self.play(["header"], framesPerSecond: 10)
        let picture = store.svg(recordings[0].frames[0])
        #expect(!picture.contains("phone-bar"), "no painted bar")
        let blur = try #require(picture.range(of: "<feGaussianBlur stdDeviation=\"10\"/>"))
        let use = try #require(picture.range(of: "<use href=\"#", range: blur.upperBound..<picture.endIndex))
        let id = picture[use.upperBound...].prefix { $0 != "\"" }
        // The copy refers to the table's group, which holds the rows.
        let group = try #require(picture.range(of: "<g id=\"\(id)\""))
        #expect(group.lowerBound < blur.lowerBound, "the table is drawn before the bar")
        #expect(picture[group.lowerBound..<blur.lowerBound].contains(">Message 1</tspan>"))
        let title = try #require(picture.range(of: ">Inbox</text>"))
        #expect(use.lowerBound < title.lowerBound, "the sharp title is drawn over the blur")
    }

    @Test func voiceOverShowsItsCursorAndWhatItSaid() {
        let (recordings, store) = Self.play(["accessibility"], framesPerSecond: 10)
        let pictures = Self.pictures(recordings[0], store)
        #expect(pictures.allSatisfy { $0.contains("class=\"voiceover-cursor\"") }, "VoiceOver runs throughout")
        for spoken in ["Load more, action", "Loading...", "No more data"] {
            #expect(pictures.contains { $0.contains(">\(spoken)</text>") }, "\(spoken)")
        }
    }

    @Test func aHapticImpactPulsesOnThePhone() {
        let (recordings, store) = Self.play(["haptics"])
        let recording = recordings[0]
        let pictures = Self.pictures(recording, store)
        let impacts = recording.events.filter { $0.kind == .haptic }
        #expect(!impacts.isEmpty)
        for impact in impacts { #expect(pictures[impact.frame].contains("class=\"haptic\""), "\(impact.time)") }
        #expect(!pictures[0].contains("class=\"haptic\""))
    }

    @Test func aTappedRowStaysSelectedAndThePushedScreenHasABackButton() {
        let (recordings, store) = Self.play(["begin-early"], framesPerSecond: 10)
        let recording = recordings[0]
        let pictures = Self.pictures(recording, store)
        let tap = recording.events.first { $0.text.hasPrefix("taps") }
        #expect(tap != nil)
        guard let tap else { return }
        #expect(!pictures[tap.frame - 1].contains("rgb(217,217,217)"))
        #expect(pictures[tap.frame].contains("rgb(217,217,217)"), "the tapped row turns grey")
        let backButton = "fill=\"rgb(0,122,255)\">Mailboxes</text>"
        #expect(!pictures[tap.frame - 1].contains(backButton))
        #expect((pictures.last ?? "").contains(backButton), "the pushed Inbox goes back to Mailboxes")
    }

    @Test func theDarkScenarioDrawsDarkScreensAndTheArabicCarouselSpeaksArabic() throws {
        let (recordings, store) = Self.play(["dark", "rtl-trailer"], framesPerSecond: 10)
        let dark = store.svg(try #require(recordings.first { $0.name == "dark" }).frames[0])
        let screen = "width=\"390\" height=\"844\" fill="
        #expect(dark.contains(screen + "\"rgb(0,0,0)\""), "a black system background")
        #expect(!dark.contains(screen + "\"rgb(255,255,255)\""), "no white screen")
        #expect(dark.contains("rgb(17,17,17)") || dark.contains("rgb(28,28,28)"), "a dark bar")
        let carousel = store.svg(try #require(recordings.first { $0.name == "rtl-trailer" }).frames[0])
        for english in ["Featured", "Swipe past", "Card 1"] { #expect(!carousel.contains(english)) }
        #expect(carousel.contains(CarouselTexts.arabic.heading))
    }
}
