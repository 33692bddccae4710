/// A view that shows an image, or a sequence of images as an animation.
///
/// The frame shown while animating is chosen from the virtual clock (`UISimulation.now`): frame
/// ⌊elapsed × count / animationDuration⌋ mod count. Nothing ticks: a render at any moment shows the right frame.
/// Like UIKit's, an image view ignores touches until `isUserInteractionEnabled` is set.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var animationStart: TimeInterval?
    /// When `image` was set, the origin of an animated image's frame sequence.
    private var imageSetTime: TimeInterval = 0

    /// An image view with no image in `frame`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view sized to `image`, at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// An image view sized to `image` that shows `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Decoding from an archive: the stand-in has no nibs, so the view starts empty with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown when not animating; an animated image (`UIImage.images`) plays from when it is set.
    open var image: UIImage? {
        didSet {
            UIKitWriteTally.writes.images += 1
            imageSetTime = UISimulation.now
            setNeedsDisplay()
        }
    }

    /// The image shown instead of `image` while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the view shows `highlightedImage` (when it has one) instead of `image`.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// The frames `startAnimating()` plays.
    open var animationImages: [UIImage]?

    /// The time one pass through `animationImages` takes; 0 (the default) means 1/30 s per image.
    open var animationDuration: TimeInterval = 0

    /// How many passes to play; 0 (the default) repeats forever.
    open var animationRepeatCount = 0

    /// Starts playing `animationImages` from the first frame.
    open func startAnimating() {
        animationStart = UISimulation.now
        setNeedsDisplay()
    }

    /// Stops playing; the view shows `image` again.
    open func stopAnimating() {
        animationStart = nil
        setNeedsDisplay()
    }

    /// Whether `animationImages` are playing: after `startAnimating()`, until `stopAnimating()` or the end of the
    /// last of `animationRepeatCount` passes. Stand-in choice: never while `animationImages` is empty.
    open var isAnimating: Bool {
        guard let animationStart, let frames = animationImages, !frames.isEmpty else { return false }
        return animationRepeatCount <= 0
            || UISimulation.now < animationStart + passDuration(frames.count) * Double(animationRepeatCount)
    }

    /// The image's size; with no image, the view's current size.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// The image's size, or no intrinsic size without an image.
    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image a render shows now: the current animation frame, else the (highlighted) image or its frame.
    var displayedImage: UIImage? {
        if isAnimating, let animationStart, let frames = animationImages {
            return frames[
                frameIndex(
                    elapsed: UISimulation.now - animationStart, count: frames.count,
                    pass: passDuration(frames.count))]
        }
        let still = isHighlighted ? highlightedImage ?? image : image
        if let still, let frames = still.images, !frames.isEmpty, still.duration > 0 {
            return frames[
                frameIndex(
                    elapsed: UISimulation.now - imageSetTime, count: frames.count,
                    pass: still.duration)]
        }
        return still
    }

    private func passDuration(_ count: Int) -> TimeInterval {
        animationDuration > 0 ? animationDuration : Double(count) / 30
    }

    private func frameIndex(elapsed: TimeInterval, count: Int, pass: TimeInterval) -> Int {
        // The small tolerance keeps a frame boundary that falls on a display-link frame on the later image.
        let index = Int(((max(0, elapsed) / pass * Double(count)) + 1e-9).rounded(.down))
        return index % count
    }

    override func svgContent(presentedBounds: CGRect) -> String {
        imageSVG(in: presentedBounds)
    }
}
