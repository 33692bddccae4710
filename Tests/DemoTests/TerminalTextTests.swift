import Testing

@testable import mjrefresh_demo

/// What the terminal says about a run reads as English for any count.
struct TerminalTextTests {
    @Test func countsAgreeWithTheirNouns() {
        #expect(
            TimelinePrinter.tourLine(scenarios: 1, frames: 1, framesPerSecond: 30, pictures: 1)
                == "1 scenario, 1 frame at 30 fps, 1 distinct picture")
        #expect(
            TimelinePrinter.tourLine(scenarios: 7, frames: 1391, framesPerSecond: 30, pictures: 0)
                == "7 scenarios, 1391 frames at 30 fps, 0 distinct pictures")
    }
}
