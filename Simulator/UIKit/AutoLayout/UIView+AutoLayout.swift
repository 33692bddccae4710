/// Auto Layout's view API. Apple declares it `open` in extensions of UIView; Swift without Objective-C cannot
/// override members of an extension, so these are `public`, and the ones subclasses override
/// (`updateConstraints()`, `requiresConstraintBasedLayout`, `intrinsicContentSize`, `systemLayoutSizeFitting`)
/// are in `UIView` itself.
extension UIView {
    /// The view's Auto Layout state, created on first use.
    var autoLayout: ViewAutoLayoutState {
        if let state = autoLayoutState { return state }
        let state = ViewAutoLayoutState()
        autoLayoutState = state
        return state
    }

    // MARK: Constraints

    /// The constraints installed on this view (activating a constraint installs it on its items' nearest common
    /// ancestor).
    @available(iOS 6.0, *)
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Installs `constraint` on this view, which must be an item's view or an ancestor of both; otherwise the
    /// constraint stays inactive and the engine logs it (UIKit raises; stand-in choice).
    @available(iOS 6.0, *)
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder == nil else { return }
        let views = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(AutoLayoutEngine.view(of:))
        guard views.allSatisfy({ $0 != nil && ($0 === self || $0!.isDescendant(of: self)) }) else {
            return AutoLayoutEngine.log(
                "Unable to install constraint \(constraint.logDescription) on a view that does not hold its items.")
        }
        install(constraint)
    }

    @available(iOS 6.0, *)
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    @available(iOS 6.0, *)
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { uninstall(constraint) }
    }

    @available(iOS 6.0, *)
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        AutoLayoutEngine.installedConstraints += 1
        AutoLayoutEngine.constraintDidChange(constraint, holder: self)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayoutState?.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        AutoLayoutEngine.installedConstraints -= 1
        AutoLayoutEngine.constraintDidChange(constraint, holder: self)
    }

    // MARK: Updating constraints

    /// Calls `updateConstraints()` on the views of this subtree that asked for it, subviews first, as UIKit's
    /// constraint pass does before layout.
    @available(iOS 6.0, *)
    public func updateConstraintsIfNeeded() {
        guard AutoLayoutEngine.pendingConstraintUpdates > 0 else { return }
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard let state = autoLayoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        AutoLayoutEngine.pendingConstraintUpdates -= 1
        updateConstraints()
    }

    @available(iOS 6.0, *)
    public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` before the next layout of this view.
    @available(iOS 6.0, *)
    public func setNeedsUpdateConstraints() {
        if !autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = true
            AutoLayoutEngine.pendingConstraintUpdates += 1
        }
        setNeedsLayout()
    }

    /// `true` (the default): the view keeps the frame it is given, and constraints read it as fixed. `false`: the
    /// view's frame comes from the constraints at its superview's layout.
    @available(iOS 6.0, *)
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMask = newValue
            AutoLayoutEngine.invalidate()
            superview?.setNeedsLayout()
        }
    }

    // MARK: Content size

    /// Tells the engine that `intrinsicContentSize` changed: the superview lays out again.
    @available(iOS 6.0, *)
    public func invalidateIntrinsicContentSize() {
        AutoLayoutEngine.invalidate()
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250 by default.
    @available(iOS 6.0, *)
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = autoLayoutState?.huggingPriorities ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    @available(iOS 6.0, *)
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.huggingPriorities.horizontal = priority }
        if axis == .vertical { autoLayout.huggingPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    @available(iOS 6.0, *)
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = autoLayoutState?.compressionPriorities ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    @available(iOS 6.0, *)
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal { autoLayout.compressionPriorities.horizontal = priority }
        if axis == .vertical { autoLayout.compressionPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    // MARK: Fitting size

    /// The smallest size: ask `systemLayoutSizeFitting(_:)` for it to get the most compact layout.
    public static let layoutFittingCompressedSize = CGSize.zero

    // MARK: Layout guides

    @available(iOS 9.0, *)
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.guides ?? [] }

    /// Adds `layoutGuide` to this view (taking it from its previous owner), to be placed by constraints.
    @available(iOS 9.0, *)
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.source == .constraints, layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.guides.append(layoutGuide)
        layoutGuide.owningView = self
        AutoLayoutEngine.invalidate()
        setNeedsLayout()
    }

    @available(iOS 9.0, *)
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayoutState?.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        AutoLayoutEngine.invalidate()
        setNeedsLayout()
    }

    /// The view's bounds less its `safeAreaInsets`; follows them as they change (bars, rotation,
    /// `additionalSafeAreaInsets`).
    @available(iOS 11.0, *)
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, source: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The view's bounds less its layout margins (and, with `insetsLayoutMarginsFromSafeArea`, its safe area).
    @available(iOS 9.0, *)
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, source: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide UIKit keeps in `slot`, made the first time it is asked for: owned by this view, named as UIKit's.
    private func systemGuide(
        _ slot: ReferenceWritableKeyPath<ViewAutoLayoutState, UILayoutGuide?>, source: UILayoutGuide.Source,
        identifier: String
    ) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = UILayoutGuide(source: source)
        guide.owningView = self
        guide.identifier = identifier
        autoLayout[keyPath: slot] = guide
        return guide
    }

    // MARK: Margins

    /// Space the content keeps from the edges: 8 points on each side by default; for a view controller's root
    /// view, the system minimum margins of a compact-width phone, 16 points leading and trailing, none at the top
    /// and bottom. Read without the safe area, which `layoutMarginsGuide` adds (stand-in choice: UIKit's root
    /// view reports its default margins with the safe area in them).
    @available(iOS 8.0, *)
    public var layoutMargins: UIEdgeInsets {
        get {
            if let margins = autoLayoutState?.layoutMargins { return margins }
            return owningViewController == nil
                ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                : UIEdgeInsets(top: 0, left: Self.systemMinimumMargin, bottom: 0, right: Self.systemMinimumMargin)
        }
        set {
            autoLayout.layoutMargins = newValue
            AutoLayoutEngine.invalidate()
            setNeedsLayout()
        }
    }

    /// `layoutMargins` read along the layout direction: `leading` is the left margin left to right.
    @available(iOS 11.0, *)
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
                right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// Whether `layoutMarginsGuide` keeps its margins inside the safe area; `true` by default.
    @available(iOS 11.0, *)
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            AutoLayoutEngine.invalidate()
            setNeedsLayout()
        }
    }

    /// A root view's leading and trailing margins are never below this (UIKit's `systemMinimumLayoutMargins` on
    /// a compact-width phone, which a root view respects by default).
    private static var systemMinimumMargin: CGFloat { 16 }

    /// The insets of `layoutMarginsGuide`: the margins (a root view's at least the system minimum at the sides),
    /// added to the safe area when the view insets its margins from it (stand-in choice: UIKit documents the guide
    /// as inside both).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if owningViewController != nil {
            margins.left = max(margins.left, Self.systemMinimumMargin)
            margins.right = max(margins.right, Self.systemMinimumMargin)
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }

    // MARK: Anchors

    @available(iOS 9.0, *)
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    @available(iOS 9.0, *)
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    @available(iOS 9.0, *)
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    @available(iOS 9.0, *)
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    @available(iOS 9.0, *)
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    @available(iOS 9.0, *)
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    @available(iOS 9.0, *)
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    @available(iOS 9.0, *)
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    @available(iOS 9.0, *)
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    @available(iOS 9.0, *)
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The first line's baseline; the stand-in places it at the view's top (stand-in choice: it lays out no text
    /// lines for the engine).
    @available(iOS 9.0, *)
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The last line's baseline; the stand-in places it at the view's bottom (stand-in choice).
    @available(iOS 9.0, *)
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
