/// A view that lays out its arranged subviews in a row or a column.
///
/// The stand-in has no Auto Layout, so the stack view places its arranged subviews itself in `layoutSubviews`,
/// from their `intrinsicContentSize` (on an axis without one, the size the view had when it was arranged: UIKit
/// would size it from its constraints, which the stand-in does not have): along `axis` one after the
/// other with `spacing` (or the custom spacing after a view) as `distribution` says, across it as `alignment`
/// says. Hidden arranged subviews take no space. Stand-in choices, where UIKit follows content hugging and
/// compression priorities the stand-in does not have: with `.fill` the last visible view takes the space left
/// (or gives up what is missing); `.equalCentering` spaces as `.equalSpacing`; the baseline alignments align as
/// `.leading` and `.trailing`. A view hidden after the last layout is laid out at the next pass (`setNeedsLayout()`).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the stack view's length.
    public enum Distribution: Int, Sendable {
        /// Natural sizes; the last view takes the space left.
        case fill = 0
        /// All the same length.
        case fillEqually = 1
        /// Lengths in proportion to the natural ones.
        case fillProportionally = 2
        /// Natural sizes, the space left shared out between them.
        case equalSpacing = 3
        /// As `.equalSpacing` in the stand-in.
        case equalCentering = 4
    }

    /// Where arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        /// The whole width (or height) of the stack view.
        case fill = 0
        /// At the leading (or top) edge.
        case leading = 1
        /// As `.leading` in the stand-in.
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing (or bottom) edge.
        case trailing = 4
        /// As `.trailing` in the stand-in.
        case lastBaseline = 5

        /// `.leading`, for a horizontal stack.
        public static var top: Alignment { .leading }
        /// `.trailing`, for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// Asks for the spacing of the stack view itself after a view (`setCustomSpacing(_:after:)`).
    @available(iOS 11.0, *)
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// Asks for the system's spacing (stand-in choice: 8 pt).
    @available(iOS 11.0, *)
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views laid out, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The size each view had when it was arranged, for an axis without an intrinsic size.
    private var arrangedSizes: [ObjectIdentifier: CGSize] = [:]

    /// The direction the views follow one another.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { setNeedsLayout() }
    }

    /// How the views share the length.
    open var distribution: UIStackView.Distribution = .fill {
        didSet { setNeedsLayout() }
    }

    /// Where the views sit across the axis.
    open var alignment: UIStackView.Alignment = .fill {
        didSet { setNeedsLayout() }
    }

    /// The space between adjacent views.
    open var spacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Whether the views are laid out within the layout margins; the stand-in has none, so it changes nothing.
    open var isLayoutMarginsRelativeArrangement = false

    /// Whether the views' spacing is measured between baselines; the stand-in measures between frames.
    open var isBaselineRelativeArrangement = false

    /// An empty horizontal stack view in `frame`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from an archive; non-failable, as UIKit's is, so subclasses write `required init(coder:)`. The
    /// stand-in has no nibs: the stack view starts empty and horizontal.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A horizontal stack view laying out `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged subviews, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged subviews at `stackIndex` (clamped to the valid range; stand-in choice:
    /// UIKit raises), adding it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        arrangedSizes[ObjectIdentifier(view)] = view.bounds.size
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops laying out `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangedSizes[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// A view removed from the stack view is no longer arranged either.
    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the space after `arrangedSubview`, in place of `spacing`.
    @available(iOS 11.0, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// The space after `arrangedSubview`: its custom spacing, or `spacingUseDefault`.
    @available(iOS 11.0, *)
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The arranged views' natural sizes with their spacing.
    override open var intrinsicContentSize: CGSize {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let sizes = visible.map(naturalSize)
        let length = sizes.reduce(0) { $0 + along($1) } + gaps(between: visible).reduce(0, +)
        let thickness = sizes.map(across).max() ?? 0
        return axis == .horizontal
            ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return }
        let natural = visible.map { along(naturalSize(of: $0)) }
        var gaps = gaps(between: visible)
        let length = along(bounds.size)
        let lengths = StackDistribution(distribution).lengths(
            natural: natural, gaps: &gaps, available: length)
        var position: CGFloat = 0
        for (index, view) in visible.enumerated() {
            let (offset, thickness) = crossPlacement(of: view)
            view.frame =
                axis == .horizontal
                ? CGRect(x: position, y: offset, width: lengths[index], height: thickness)
                : CGRect(x: offset, y: position, width: thickness, height: lengths[index])
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    // MARK: Geometry

    private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// The space after each view but the last.
    private func gaps(between views: [UIView]) -> [CGFloat] {
        views.dropLast().map { view in
            let custom = customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
            if custom == Self.spacingUseSystem { return 8 }
            return custom == Self.spacingUseDefault ? spacing : custom
        }
    }

    /// Where `view` sits across the axis, and how thick it is.
    private func crossPlacement(of view: UIView) -> (offset: CGFloat, thickness: CGFloat) {
        let available = across(bounds.size)
        let natural = min(across(naturalSize(of: view)), available)
        switch alignment {
        case .fill: return (0, available)
        case .leading, .firstBaseline: return (0, natural)
        case .center: return ((available - natural) / 2, natural)
        case .trailing, .lastBaseline: return (available - natural, natural)
        }
    }

    /// The intrinsic size, or the size when arranged on an axis without one.
    private func naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        let arranged = arrangedSizes[ObjectIdentifier(view)] ?? .zero
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? arranged.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? arranged.height : intrinsic.height)
    }
}
