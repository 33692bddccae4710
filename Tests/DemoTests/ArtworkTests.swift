import Foundation
import SimulationTesting
import Testing

@testable import mjrefresh_demo

/// The GIF header's pictures are valid PNGs of the intended size.
@MainActor
@Suite(.uiSimulation)
struct ArtworkTests {
    @Test func ringFramesAre36PointsAtScale2() {
        let frames = RingArtwork.idleFrames() + RingArtwork.pullingFrames() + RingArtwork.refreshingFrames()
        #expect(frames.count == 12 + 1 + 8)
        for image in frames {
            #expect(image.size == CGSize(width: 36, height: 36))
            #expect(image.scale == 2)
        }
        let encoded = Set(frames.compactMap { $0.pngData() })
        #expect(encoded.count == frames.count, "every frame is a different picture")
    }
}
