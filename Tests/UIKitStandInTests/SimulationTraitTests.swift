import Testing
import UIKit

/// `.uiSimulation` gives each test the clock to itself, although Swift Testing runs these tests in parallel and
/// async tests on the main actor interleave wherever they suspend: each test sees the clock start at 0 and move
/// only by its own frames, and the main-actor work it queued runs before its next frame.
@MainActor
@Suite(.uiSimulation)
struct SimulationTraitTests {
    @Test(arguments: 1...6)
    func theClockMovesOnlyByThisTestsFrames(seconds: Int) async {
        #expect(UISimulation.now == 0, "a clean slate")
        for step in 1...seconds {
            try? await Task.sleep(nanoseconds: 2_000_000)  // real time, in which other tests get to run
            await UISimulation.advance(by: 1)
            #expect(abs(UISimulation.now - TimeInterval(step)) < 1e-9, "no other test advanced the clock")
        }
    }

    @Test func workQueuedOnTheMainActorRunsBeforeTheNextFrame() async {
        var log: [String] = []
        DispatchQueue.main.async { log.append("queue") }
        Task { @MainActor in log.append("task") }
        await UISimulation.advance(by: 1.0 / 120)
        #expect(log == ["queue", "task"])
    }

    @Test func workFromAnotherThreadLandsWhileTheClockRuns() async {
        let flag = Flag()
        DispatchQueue.global().async { DispatchQueue.main.async { MainActor.assumeIsolated { flag.isSet = true } } }
        #expect(await UISimulation.run(until: { flag.isSet }))
    }
}

@MainActor
private final class Flag {
    var isSet = false
}
