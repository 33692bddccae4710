/// The spinning wheel shown while something loads.
///
/// Like UIKit's, it hides itself while stopped when `hidesWhenStopped` is set (the default), so a new
/// indicator is hidden until `startAnimating()`. A render shows its spokes turning with the virtual clock.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and look of the indicator.
    public enum Style: Int, @unchecked Sendable {
        /// 20 × 20 points.
        @available(iOS 13.0, *) case medium = 100
        /// 37 × 37 points.
        @available(iOS 13.0, *) case large = 101
        /// 37 × 37 points, white unless `color` is set.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0
        /// 20 × 20 points, white unless `color` is set.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1
        /// 20 × 20 points, grey unless `color` is set.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case gray = 2
    }

    private var storedColor: UIColor?
    private var animationStart: TimeInterval?

    /// An indicator of `style`, sized to it (20 × 20 or 37 × 37 points) at the origin.
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = hidesWhenStopped
    }

    /// A `.medium` indicator in `frame`.
    override public init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// Decoding from an archive; non-failable, as UIKit's is, so subclasses write `required init(coder:)`.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: CGRect(origin: .zero, size: Style.medium.size))
        isHidden = hidesWhenStopped
    }

    /// The indicator's look; changing it changes the default colour and the natural size, not the frame.
    open var style: UIActivityIndicatorView.Style {
        didSet { setNeedsDisplay() }
    }

    /// Whether the indicator hides while stopped; `true` unless set.
    open var hidesWhenStopped = true {
        didSet {
            if animationStart == nil { isHidden = hidesWhenStopped }
        }
    }

    /// The spokes' colour. Unless set (null_resettable): white for the deprecated white styles, grey for
    /// `.gray`, and `.secondaryLabel` for `.medium` and `.large` (stand-in choice, close to iOS's grey).
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        guard animationStart == nil else { return }
        animationStart = UISimulation.now
        if hidesWhenStopped { isHidden = false }
        setNeedsDisplay()
    }

    /// Stops spinning and, if `hidesWhenStopped`, hides the indicator.
    open func stopAnimating() {
        guard animationStart != nil else { return }
        animationStart = nil
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Whether the indicator spins: between `startAnimating()` and `stopAnimating()`.
    open var isAnimating: Bool { animationStart != nil }

    /// The style's size, whatever `size` is offered.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    /// The style's size.
    override open var intrinsicContentSize: CGSize { style.size }

    /// How long the indicator has been spinning, or `nil` when stopped; the renderer turns the spokes by it.
    var spinningTime: TimeInterval? {
        animationStart.map { UISimulation.now - $0 }
    }

    override func svgContent(presentedBounds: CGRect) -> String {
        spinnerSVG(in: presentedBounds)
    }
}

extension UIActivityIndicatorView.Style {
    var size: CGSize {
        switch self {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        case .medium, .white, .gray: return CGSize(width: 20, height: 20)
        }
    }

    var defaultColor: UIColor {
        switch self {
        case .white, .whiteLarge: return .white
        case .gray: return .gray
        case .medium, .large: return .secondaryLabel
        }
    }
}
