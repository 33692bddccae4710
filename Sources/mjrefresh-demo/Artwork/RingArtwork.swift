import MJRefresh

/// The GIF header's pictures, drawn here: a ring that fills as the user pulls, turns green once releasing
/// would refresh, and an arc that spins while refreshing.
///
/// Each picture is 36 × 36 pt at scale 2, a palette PNG with 16 levels of antialiasing.
@MainActor
enum RingArtwork {
    private static let pointSize = 36
    private static let scale = 2
    private static let track = PNGWriter.Color(red: 209, green: 209, blue: 214, alpha: 255)
    private static let accent = PNGWriter.Color(red: 255, green: 149, blue: 0, alpha: 255)
    private static let ready = PNGWriter.Color(red: 52, green: 199, blue: 89, alpha: 255)

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
    private static func image(arcStart: Double, arcSweep: Double, arcColor: PNGWriter.Color) -> UIImage {
        let side = pointSize * scale
        let levels = 16
        let samples = 4  // per axis, per pixel
        // Palette: transparent, then `levels` coverages of the track colour, then of the arc colour.
        var palette = [PNGWriter.Color(red: 0, green: 0, blue: 0, alpha: 0)]
        for color in [track, arcColor] {
            palette += (1...levels).map { level in
                PNGWriter.Color(red: color.red, green: color.green, blue: color.blue,
                                alpha: UInt8(Int(color.alpha) * level / levels))
            }
        }
        let center = Double(side) / 2
        let outer = center - 2, inner = outer - 5.0 * Double(scale)
        var pixels = [UInt8](repeating: 0, count: side * side)
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
                let level = max(1, covered * levels / (samples * samples))
                pixels[row * side + column] = UInt8(onArc >= onTrack ? levels + level : level)
            }
        }
        let png = PNGWriter.png(width: side, height: side, palette: palette, pixels: pixels)
        // A PNG this writer made always decodes.
        return UIImage(data: png, scale: CGFloat(scale))!
    }
}
