@testable import mjrefresh_demo
import Foundation
import SimulationTesting
import XCTest

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

    func testPNGStructure() throws {
        let png = PNGWriter.png(width: 2, height: 1, palette: [.init(red: 0, green: 0, blue: 0, alpha: 0),
                                                               .init(red: 255, green: 0, blue: 0, alpha: 255)],
                                pixels: [0, 1])
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IEND's CRC is the same in every PNG.
        XCTAssertEqual(Array(png.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        XCTAssertEqual(PNGWriter.crc32(Data("123456789".utf8)), 0xCBF4_3926, "the standard CRC-32 check value")
        XCTAssertEqual(PNGWriter.adler32(Array("Wikipedia".utf8)), 0x11E6_0398, "the well-known Adler-32 example")
    }
}
