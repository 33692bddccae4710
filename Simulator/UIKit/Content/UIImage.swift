/// An immutable picture with a size in points and a scale (pixels per point).
///
/// The stand-in reads PNG files: it takes the pixel size from the PNG header and keeps the file's bytes, which
/// `pngData()` returns and the SVG renderer embeds. Stand-in choice: other formats (JPEG, HEIC, GIF) are not
/// decoded, so their data gives `nil`. Sendable, as Apple's is.
open class UIImage: NSObject, @unchecked Sendable {
    /// Whether an image is drawn with its own colours or as a shape filled with the tint colour.
    public enum RenderingMode: Int, @unchecked Sendable {
        /// Decided by where the image is used; image views draw such images in their own colours.
        case automatic = 0
        /// Always drawn in the image's own colours.
        case alwaysOriginal = 1
        /// The image's alpha channel filled with the `tintColor` of the view showing it.
        case alwaysTemplate = 2
    }

    /// The PNG file this image came from, or encoded for it.
    let png: Data?
    let pixelSize: CGSize
    private let storedScale: CGFloat
    private let storedRenderingMode: RenderingMode
    private let storedImages: [UIImage]?
    private let storedDuration: TimeInterval

    init(
        png: Data?, pixelSize: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
        images: [UIImage]? = nil, duration: TimeInterval = 0
    ) {
        self.png = png
        self.pixelSize = pixelSize
        storedScale = scale
        storedRenderingMode = renderingMode
        storedImages = images
        storedDuration = duration
        super.init()
    }

    /// An empty image of size zero.
    override public convenience init() {
        self.init(png: nil, pixelSize: .zero, scale: 1)
    }

    /// The image named `name` in the main bundle; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The PNG image named `name` (with or without ".png") in `bundle`'s resources (the main bundle when `nil`).
    ///
    /// The variant for the trait collection's display scale (the screen's, 3, when unspecified) is preferred:
    /// at scale 3 "name@3x.png", then "name@2x.png", then "name.png". Its scale comes from the file's suffix.
    /// Stand-in choice: asset catalogues are not read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let bundle = bundle ?? .main
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let displayScale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? 3
        let suffixes: [String]
        switch displayScale {
        case ..<1.5: suffixes = ["", "@2x", "@3x"]
        case ..<2.5: suffixes = ["@2x", "@3x", ""]
        default: suffixes = ["@3x", "@2x", ""]
        }
        for suffix in suffixes {
            if let path = bundle.path(forResource: base + suffix, ofType: "png") {
                self.init(contentsOfFile: path)
                return
            }
        }
        return nil
    }

    /// The image in the PNG file at `path`, at the scale its name's "@2x"/"@3x" suffix gives (1 without one).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(ofFileNamed: path))
    }

    /// The image in PNG `data`, at scale 1.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG `data`, at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixelSize = PNGCodec.pixelSize(of: data) else { return nil }
        self.init(png: data, pixelSize: pixelSize, scale: scale > 0 ? scale : 1)
    }

    /// A Linux-only test and demo API (not in Apple's UIKit): an image of `size` points filled with `color`,
    /// resolved in light appearance, encoded as a PNG of `size × scale` pixels.
    public convenience init(simulatedColor color: UIColor, size: CGSize, scale: CGFloat = 1) {
        let width = max(0, Int((size.width * scale).rounded())), height = max(0, Int((size.height * scale).rounded()))
        let png = PNGCodec.encodeSolid(
            width: width, height: height,
            rgba: color.rgba(in: UITraitCollection(userInterfaceStyle: .light)))
        self.init(png: png, pixelSize: CGSize(width: width, height: height), scale: scale)
    }

    /// A Linux-only test and demo API (not in Apple's UIKit): an image of `width × height` pixels given row by row
    /// as 8-bit red, green, blue and alpha (4 bytes a pixel), `scale` pixels per point, encoded as a PNG; `nil`
    /// when the byte count does not match the size.
    public convenience init?(simulatedRGBAPixels pixels: [UInt8], width: Int, height: Int, scale: CGFloat = 1) {
        guard let png = PNGCodec.encodeRGBA(width: width, height: height, pixels: pixels) else { return nil }
        self.init(png: png, pixelSize: CGSize(width: width, height: height), scale: scale)
    }

    /// An animated image showing `images` in turn over `duration` seconds; its size is the first image's.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(
            png: first.png, pixelSize: first.pixelSize, scale: first.scale,
            renderingMode: first.renderingMode, images: images, duration: duration)
    }

    /// The size in points: pixels divided by `scale`.
    open var size: CGSize {
        CGSize(width: pixelSize.width / storedScale, height: pixelSize.height / storedScale)
    }

    /// Pixels per point: 2 for an "@2x" file, 3 for "@3x", else 1 unless given.
    open var scale: CGFloat { storedScale }

    /// How image views draw the image; `.automatic` unless `withRenderingMode(_:)` chose otherwise.
    open var renderingMode: UIImage.RenderingMode { storedRenderingMode }

    /// The frames of an animated image, `nil` for a still one.
    open var images: [UIImage]? { storedImages }

    /// How long one pass through `images` takes; 0 for a still image.
    open var duration: TimeInterval { storedDuration }

    /// The same picture drawn in `renderingMode`; MJRefresh draws its arrows as templates tinted with the label colour.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(
            png: png, pixelSize: pixelSize, scale: storedScale, renderingMode: renderingMode,
            images: storedImages?.map { $0.withRenderingMode(renderingMode) }, duration: storedDuration)
    }

    /// The image as PNG data: the bytes it was loaded from (the first frame's for an animated image), or `nil`
    /// for an empty image.
    public func pngData() -> Data? {
        png
    }

    private static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for scale in [3, 2] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }
}
