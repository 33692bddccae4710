/// A rectangle in a view's coordinates that takes part in Auto Layout like a view, without being drawn: spacing
/// between views, or the view's safe area and margins (`safeAreaLayoutGuide`, `layoutMarginsGuide`).
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What places the guide: constraints (a guide the app adds), or its owning view's safe area or margins.
    enum Source {
        case constraints
        case safeArea
        case layoutMargins
    }

    let source: Source
    /// The frame the engine last worked out for a guide placed by constraints.
    var solvedFrame: CGRect = .zero

    init(source: Source) {
        self.source = source
        super.init()
    }

    override public convenience init() {
        self.init(source: .constraints)
    }

    /// The guide's rectangle in its owning view's coordinates: as the last layout placed it, or the owning
    /// view's bounds less its safe area or margins; zero without an owning view.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch source {
        case .constraints: return solvedFrame
        case .safeArea, .layoutMargins:
            let insets = source == .safeArea ? owningView.safeAreaInsets : owningView.effectiveLayoutMargins
            let bounds = owningView.bounds
            return CGRect(
                x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                width: max(0, bounds.width - insets.left - insets.right),
                height: max(0, bounds.height - insets.top - insets.bottom))
        }
    }

    /// The view whose coordinates the guide lives in; set by `addLayoutGuide(_:)`.
    open weak var owningView: UIView?

    /// A name for debugging.
    open var identifier = ""

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
