import MJRefresh

/// The GIF header's pictures, drawn here: a ring that fills as the user pulls, turns green once releasing
/// would refresh, and an arc that spins while refreshing.
///
/// Each picture is 36 × 36 pt at scale 2, a palette PNG with 16 levels of antialiasing.
@MainActor
enum RingArtwork {
    private static let pointSize = 36
    private static let scale = 2
    private static let track: [UInt8] = [209, 209, 214]
    private static let accent: [UInt8] = [255, 149, 0]
    private static let ready: [UInt8] = [52, 199, 89]

    /// `count` frames for the idle state: frame i shows the ring i/(count − 1) full, clockwise from the top.
    static func idleFrames(count: Int = 12) -> [UIImage] {
        (0..<count).map { index in
            image(arcStart: 0, arcSweep: Double(index) / Double(count - 1), arcColor: accent)
        }
    }

    /// The pulling state's single frame: the whole ring, green.
    static func pullingFrames() -> [UIImage] {
        [image(arcStart: 0, arcSweep: 1, arcColor: ready)]
    }

    /// `count` frames for the refreshing state: a three-quarter arc turning one step clockwise per frame.
    static func refreshingFrames(count: Int = 8) -> [UIImage] {
        (0..<count).map { index in
            image(arcStart: Double(index) / Double(count), arcSweep: 0.75, arcColor: accent)
        }
    }

    /// A ring whose arc runs from `arcStart` for `arcSweep` (both in turns, clockwise from the top) in
    /// `arcColor`, the rest of the ring in the track colour.
    private static func image(arcStart: Double, arcSweep: Double, arcColor: [UInt8]) -> UIImage {
        let side = pointSize * scale
        let levels = 16
        let samples = 4  // per axis, per pixel
        let center = Double(side) / 2
        let outer = center - 2, inner = outer - 5.0 * Double(scale)
        var pixels = [UInt8](repeating: 0, count: side * side * 4)  // transparent
        for row in 0..<side {
            for column in 0..<side {
                var onTrack = 0, onArc = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = Double(column) + (Double(sx) + 0.5) / Double(samples) - center
                        let y = Double(row) + (Double(sy) + 0.5) / Double(samples) - center
                        let radius = (x * x + y * y).squareRoot()
                        guard radius >= inner, radius <= outer else { continue }
                        let turn = (atan2(x, -y) / (2 * .pi) + 1).truncatingRemainder(dividingBy: 1)
                        let along = (turn - arcStart + 1).truncatingRemainder(dividingBy: 1)
                        if along < arcSweep { onArc += 1 } else { onTrack += 1 }
                    }
                }
                let covered = onTrack + onArc
                guard covered > 0 else { continue }
                // Coverage in `levels` steps keeps the number of distinct pixels small.
                let level = max(1, covered * levels / (samples * samples))
                let color = onArc >= onTrack ? arcColor : track
                let index = (row * side + column) * 4
                pixels.replaceSubrange(index..<index + 4, with: color + [UInt8(255 * level / levels)])
            }
        }
        // The byte count matches the size by construction.
        return UIImage(simulatedRGBAPixels: pixels, width: side, height: side, scale: CGFloat(scale))!
    }
}
