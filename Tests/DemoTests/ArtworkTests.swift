import Foundation
import SimulationTesting
import XCTest

@testable import mjrefresh_demo

/// The GIF header's pictures are valid PNGs of the intended size.
final class ArtworkTests: SimulationTestCase {
    func testRingFramesAre36PointsAtScale2() {
        onMain {
            let frames = RingArtwork.idleFrames() + RingArtwork.pullingFrames() + RingArtwork.refreshingFrames()
            XCTAssertEqual(frames.count, 12 + 1 + 8)
            for image in frames {
                XCTAssertEqual(image.size, CGSize(width: 36, height: 36))
                XCTAssertEqual(image.scale, 2)
            }
            let encoded = Set(frames.compactMap { $0.pngData() })
            XCTAssertEqual(encoded.count, frames.count, "every frame is a different picture")
        }
    }
}
