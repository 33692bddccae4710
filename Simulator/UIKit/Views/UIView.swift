/// A rectangle on screen: the base of every visible stand-in object.
///
/// Geometry is stored as UIKit's layer does: `center`, `bounds` and `transform`; `frame` is derived.
/// Setting an animatable property inside `UIView.animate` changes the model value at once and records an
/// animation of the presentation (see `AnimationEngine`). Setting non-finite geometry is refused and recorded
/// in `UISimulation.invalidGeometryReports`, where a device would raise `CALayerInvalidGeometry`.
@preconcurrency @MainActor
open class UIView: UIResponder, KeyValueObservable {
    // MARK: Storage

    let keyValueObservers = KeyValueObserverStore()
    private var storedCenter: CGPoint = .zero
    private var storedBounds: CGRect = .zero
    private var storedTransform: CGAffineTransform = .identity
    private var storedAlpha: CGFloat = 1
    private var storedBackgroundColor: UIColor?
    private var storedIsHidden = false
    private(set) var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private var storedGestureRecognizers: [UIGestureRecognizer] = []

    /// Layout and display bookkeeping, read by the frame pass.
    var needsLayout = true
    var needsDisplay = false
    /// Some view in this subtree needs layout or display: the frame pass descends only into such subtrees.
    var subtreeNeedsLayoutOrDisplay = true

    /// Constraints, guides and Auto Layout settings, once any is used (see `autoLayout`).
    var autoLayoutState: ViewAutoLayoutState?

    /// The view controller whose `view` this is; it becomes the view's `next` responder.
    weak var owningViewController: UIViewController?

    /// `safeAreaInsets` and (for a scroll view) `adjustedContentInset` as last computed, each valid while
    /// `ViewGeometryEpoch` has not moved on (see there); the adjusted inset only for the safe area it was worked
    /// out from.
    var rememberedSafeArea: (epoch: UInt64, insets: UIEdgeInsets)?
    var rememberedAdjustedInset: (epoch: UInt64, safeArea: UIEdgeInsets, insets: UIEdgeInsets)?
    /// The part of the window this view may use (see `safeRectInWindow()`), valid while the epoch has not moved on.
    var rememberedSafeRect: (epoch: UInt64, rect: CGRect)?
    /// The `safeAreaInsets` last announced with `safeAreaInsetsDidChange()`, so that only changes are announced.
    var announcedSafeArea: UIEdgeInsets?

    // MARK: Initialisers

    /// A view occupying `frame` in its superview's coordinates: visible, alpha 1, without background colour.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// Decoding from an archive: the stand-in has no nibs, so the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view going away takes its subviews' place in a window with it (their weak `superview` turns `nil`).
    deinit {
        ViewGeometryEpoch.advance()
    }

    override public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, derived from `center`, `bounds.size` and `transform`.
    open var frame: CGRect {
        get {
            KeyValueReadRecorder.didRead(self, .frame, CGRect.self)
            return Self.frame(center: storedCenter, bounds: storedBounds, transform: storedTransform)
        }
        set {
            UIKitWriteTally.writes.geometry += 1
            guard isFinite(newValue, "frame") else { return }
            keyValueObservers.change(.frame, from: frame, to: { frame }) {
                // UIKit: with a non-identity transform the result is undefined; the stand-in keeps the transform
                // and sets the untransformed size (stand-in choice).
                let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
                applyGeometry(
                    center: CGPoint(x: newValue.midX, y: newValue.midY),
                    bounds: CGRect(origin: storedBounds.origin, size: size))
            }
        }
    }

    /// The view's own coordinate space: the origin shifts its content (a scroll view's offset), the size is its size.
    open var bounds: CGRect {
        get {
            KeyValueReadRecorder.didRead(self, .bounds, CGRect.self)
            return storedBounds
        }
        set {
            UIKitWriteTally.writes.geometry += 1
            guard isFinite(newValue, "bounds") else { return }
            keyValueObservers.change(.bounds, from: bounds, to: { bounds }) {
                applyGeometry(center: storedCenter, bounds: newValue)
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get {
            KeyValueReadRecorder.didRead(self, .center, CGPoint.self)
            return storedCenter
        }
        set {
            UIKitWriteTally.writes.geometry += 1
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return FrameScheduler.shared.recordInvalidGeometry("\(type(of: self)).center = \(newValue)")
            }
            keyValueObservers.change(.center, from: center, to: { center }) {
                applyGeometry(center: newValue, bounds: storedBounds)
            }
        }
    }

    /// Applied about the centre; animatable.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            UIKitWriteTally.writes.transforms += 1
            guard newValue != storedTransform else { return }
            AnimationEngine.shared.willChange(self, .transform, from: .transform(storedTransform))
            storedTransform = newValue
            ViewGeometryEpoch.advance()
        }
    }

    /// Opacity in 0...1; values outside are clamped when drawn. Animatable.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            UIKitWriteTally.writes.alphas += 1
            let value = newValue.isNaN ? 0 : newValue
            guard value != storedAlpha else { return }
            AnimationEngine.shared.willChange(self, .alpha, from: .scalar(storedAlpha))
            storedAlpha = value
        }
    }

    /// A hidden view and its subviews are neither drawn nor hit-tested. Not animatable.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            UIKitWriteTally.writes.hiddenFlags += 1
            storedIsHidden = newValue
            markSubtreeNeedsPass()
        }
    }

    /// Animatable: the presentation blends between the colours.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            AnimationEngine.shared.willChange(self, .backgroundColor, from: .color(storedBackgroundColor))
            storedBackgroundColor = newValue
        }
    }

    /// How the content (an image view's image) is placed in the bounds.
    open var contentMode: UIView.ContentMode = .scaleToFill

    private var storedTintColor: UIColor?

    /// The colour template images and controls are drawn in: the nearest one set up the tree, else blue.
    /// Setting `nil` returns to the inherited colour.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            notifyTintColorChange()
        }
    }

    /// Called when `tintColor` was set on this view.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint, as UIKit does.
    private func notifyTintColorChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.storedTintColor == nil { subview.notifyTintColorChange() }
    }

    /// How the frame follows the superview's size changes; empty (fixed margins and size) by default.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the subviews' `autoresizingMask` is applied when this view's size changes.
    open var autoresizesSubviews = true
    /// When `false`, hit-testing skips this view and its subviews, so they receive no touches.
    open var isUserInteractionEnabled = true
    /// Whether drawing (`renderSVG()`) clips the subviews to the bounds.
    open var clipsToBounds = false
    /// A number to find the view by with `viewWithTag(_:)`; 0 by default.
    open var tag = 0
    /// The layout direction the content asks for; `.unspecified` (follow the application) unless set.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The appearance this view and its subviews are drawn in, whatever the system's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The direction to lay out this view's own content in: the one its `semanticContentAttribute` asks for.
    /// As in UIKit it is not inherited: a subview with `.unspecified` follows the application, not its superview.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction a view with `attribute` lays out in: the application's for `.unspecified`, always left to
    /// right for playback and spatial controls and `.forceLeftToRight`, right to left for `.forceRightToLeft`.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        switch attribute {
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The traits this view is drawn with: its nearest `overrideUserInterfaceStyle`, else light; the device's text
    /// size.
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(
                    style: current.overrideUserInterfaceStyle,
                    direction: layoutDirectionTrait, scale: UIScreen.main.scale,
                    category: DeviceSettings.contentSizeCategory)
            }
            view = current.superview
        }
        return UITraitCollection(
            style: .light, direction: layoutDirectionTrait, scale: UIScreen.main.scale,
            category: DeviceSettings.contentSizeCategory)
    }

    private var layoutDirectionTrait: UITraitEnvironmentLayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The part of the view covered by the window's safe-area insets (status bar, home indicator), by the bars
    /// of the view controllers above it, and by their `additionalSafeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }

    /// Called when `safeAreaInsets` changed, for example when the window's insets or the view's place changed.
    open func safeAreaInsetsDidChange() {}

    /// The stand-in's own reaction to a safe-area change (a scroll view's adjusted inset, a container's bars),
    /// made before the view's and its controller's callbacks, as UIKit updates its geometry before telling the app.
    func safeAreaGeometryDidChange() {}

    // MARK: Hierarchy

    /// The view this view is a subview of, if any.
    open var superview: UIView? { storedSuperview }

    /// The subviews, back to front: the last is drawn on top and hit-tested first.
    open var subviews: [UIView] { storedSubviews }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }

    override open var next: UIResponder? {
        owningViewController ?? superview
    }

    /// Adds `view` in front of the other subviews, taking it from its old superview first; a view that is
    /// already a subview moves to the front. Adding the view itself or an ancestor is refused (UIKit raises).
    open func addSubview(_ view: UIView) {
        insert(view, at: { siblings in siblings.count })
    }

    /// Inserts `view` at `index` in `subviews`, clamped to the valid range.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: { _ in index })
    }

    /// Inserts `view` just behind `siblingSubview`; in front of all subviews when `siblingSubview` is not one
    /// (stand-in choice).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: { siblings in siblings.firstIndex { $0 === siblingSubview } ?? siblings.count })
    }

    /// Inserts `view` just in front of `siblingSubview`; in front of all subviews when `siblingSubview` is not
    /// one (stand-in choice).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, at: { siblings in siblings.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? siblings.count })
    }

    /// Moves the subview `view` in front of its siblings; does nothing if it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    /// Moves the subview `view` behind its siblings; does nothing if it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    /// Takes the view out of its superview, calling the move hooks and the superview's `willRemoveSubview(_:)`,
    /// and asks the old superview for layout. Does nothing without a superview.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWindowChange(to: nil, didChange: false) }
        parent.willRemoveSubview(self)
        AutoLayoutEngine.removeConstraints(reaching: self, heldAbove: parent)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        ViewGeometryEpoch.advance()
        parent.setNeedsLayout()
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange(to: nil, didChange: true) }
    }

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview or was removed; does nothing by default.
    open func didMoveToSuperview() {}
    /// Called on the view and its subviews before they move to `newWindow` (`nil`: out of any window);
    /// does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called on the view and its subviews after their window changed; does nothing by default.
    open func didMoveToWindow() {}
    /// Called after `subview` was added (not when it was only reordered); does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` leaves this view, removed or moved to another superview; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first descendant whose `tag` is `tag`, searching depth first in subview order.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Gestures

    /// The recognizers attached to this view, `nil` when there are none; setting replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { recognizer.view = nil }
            storedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view, detaching it from its previous view first.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; does nothing if it is not attached to this view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    // MARK: Layout and drawing

    /// Override to place subviews; UIKit's (and the stand-in's) default does nothing.
    open func layoutSubviews() {}

    /// Override to update the view's constraints; called by `updateConstraintsIfNeeded()` (and before layout)
    /// after `setNeedsUpdateConstraints()`. UIKit's (and the stand-in's) default does nothing.
    @available(iOS 6.0, *)
    open func updateConstraints() {}

    /// The size the view's constraints give it when it comes as close to `targetSize` as they allow (at
    /// `fittingSizeLevel`). The constraints installed in the view's subtree among the views in it count, and its
    /// own `intrinsicContentSize`; nothing moves.
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, coming close to each dimension of `targetSize` at its own priority
    /// (`.required` fixes it).
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        AutoLayoutEngine.fittingSize(
            of: self,
            LayoutSystem.Fitting(
                target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
    }

    /// Whether the view needs constraint-based layout to work; `false`, as UIKit's default.
    @available(iOS 6.0, *)
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Asks for `layoutSubviews` at the next frame.
    open func setNeedsLayout() {
        UIKitWriteTally.writes.layoutRequests += 1
        needsLayout = true
        markSubtreeNeedsPass()
    }

    /// Runs pending layout of this view and its subviews now, parents before children.
    open func layoutIfNeeded() {
        guard subtreeNeedsLayoutOrDisplay || needsLayout else { return }
        if needsLayout {
            needsLayout = false
            AutoLayoutEngine.updateConstraints(before: self)
            owningViewController?.viewWillLayoutSubviews()
            AutoLayoutEngine.layOut(self)
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }

    /// Override to draw custom content; called with the bounds after `setNeedsDisplay`, for a view in a window.
    open func draw(_ rect: CGRect) {}

    /// Asks for `draw(_:)` at the next frame (for a view in a window).
    open func setNeedsDisplay() {
        needsDisplay = true
        markSubtreeNeedsPass()
    }

    /// The size that fits the view's content within `size`; the default is the current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedBounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The natural size of the view's content; `noIntrinsicMetric` on both axes for a plain view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Hit-testing

    /// The deepest visible, interactive descendant (or self) containing `point`, searching front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, lies within the bounds; `hitTest(_:with:)` asks it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
    }

    // MARK: Coordinates

    // Declared here, not in an extension, so that they are `open` as in UIKit: without Objective-C, members
    // of an extension cannot be overridden.

    /// Converts `point` from this view's coordinates to `view`'s (its window's when `view` is `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? window ?? rootView
        return target.pointFromRoot(pointToRoot(point))
    }

    /// Converts `point` from `view`'s coordinates (its window's when `view` is `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? window ?? rootView
        return pointFromRoot(source.pointToRoot(point))
    }

    /// Converts `rect` to `view`'s coordinates, as the bounding box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates, as the bounding box of its converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    // MARK: Animation (class methods)

    /// Animates changes made in `animations` over `duration` after `delay`, with the curve in `options`.
    ///
    /// Model values change at once; the presentation moves. `completion` receives `true` when the animations
    /// ran to their end, `false` when a later animation of the same property took over.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationEngine.shared.animate(
            duration: duration, delay: delay, options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a damped spring (see `SpringCurve` for the stand-in's
    /// spring): `dampingRatio` 1 comes to rest without overshooting, values towards 0 oscillate more;
    /// `velocity` 1 starts at the whole distance per second. The motion ends at `duration` after `delay`, when
    /// `completion` runs as for `animate(withDuration:delay:options:animations:completion:)`; the curve bits of
    /// `options` are ignored.
    @available(iOS 7.0, *)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationEngine.shared.animate(
            duration: duration, delay: delay, options: options,
            spring: SpringCurve(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration),
            animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without delay, with the default
    /// ease-in-out curve.
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without delay, options or completion.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationEngine.shared.withoutAnimation(actionsWithoutAnimation)
    }

    /// Turns animations on or off for every view: while off, changes in animation blocks apply at once
    /// and completions still run.
    open class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationEngine.shared.areAnimationsEnabled = enabled
    }

    /// Whether animation blocks animate, as set by `setAnimationsEnabled(_:)`.
    open class var areAnimationsEnabled: Bool {
        AnimationEngine.shared.animatesChanges
    }

    // MARK: Hooks for stand-in subclasses

    /// Called after the bounds changed, before layout is requested; `UIScrollView` reports scrolling here.
    func boundsDidChange(from oldBounds: CGRect) {}

    /// Called after the view left its window: UIKit cancels the touches of a view removed from its window, and
    /// `UIScrollView` cancels its finger here.
    func didLeaveWindow() {}

    /// The picture of this view's own content (not its subviews) as SVG elements in its bounds' coordinates.
    /// Leaf views (labels, image views, spinners) override it; see `renderSVG()`.
    func svgContent(presentedBounds: CGRect) -> String { "" }

    // MARK: Internals

    /// Inserts `view` at the index `position` gives among the other subviews (`view` itself left out, so that a
    /// subview moved relative to a sibling lands next to it).
    private func insert(_ view: UIView, at position: ([UIView]) -> Int) {
        guard view !== self, !isDescendant(of: view) else { return }  // UIKit raises; the stand-in refuses.
        let oldWindow = view.window
        let newWindow = window
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(0, position(storedSubviews)), storedSubviews.count))
            return
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWindowChange(to: newWindow, didChange: false) }
        if let oldParent = view.storedSuperview {
            oldParent.willRemoveSubview(view)
            AutoLayoutEngine.removeConstraints(reaching: view, heldAbove: oldParent)
            oldParent.storedSubviews.removeAll { $0 === view }
            oldParent.setNeedsLayout()
        }
        storedSubviews.insert(view, at: min(max(0, position(storedSubviews)), storedSubviews.count))
        view.storedSuperview = self
        ViewGeometryEpoch.advance()
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyWindowChange(to: newWindow, didChange: true) }
        didAddSubview(view)
        view.setNeedsLayout()
        view.markSubtreeNeedsPass()
        setNeedsLayout()
    }

    /// Calls `willMove(toWindow:)` or `didMoveToWindow()` on this view and its subviews, parents first; a view
    /// controller's view brings its controller's appearance along (see `UIViewController`), and a view leaving
    /// its window loses its touches.
    private func notifyWindowChange(to newWindow: UIWindow?, didChange: Bool) {
        if didChange {
            didMoveToWindow()
            if newWindow == nil {
                didLeaveWindow()
                noteSafeAreaChange(always: false)
            } else {
                noteSafeAreaChange(always: true)
            }
            owningViewController?.viewWindowDidChange()
        } else {
            owningViewController?.viewWindowWillChange(appearing: newWindow != nil)
            willMove(toWindow: newWindow)
        }
        for subview in storedSubviews { subview.notifyWindowChange(to: newWindow, didChange: didChange) }
    }

    func markSubtreeNeedsPass() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsLayoutOrDisplay || current === self {
            current.subtreeNeedsLayoutOrDisplay = true
            view = current.storedSuperview
        }
    }

    /// Runs pending `draw(_:)` calls in this subtree and clears the pass flags, except where a view asked for
    /// layout again during this frame's pass: that request waits for the next frame, as in UIKit.
    func displayIfNeeded() {
        guard subtreeNeedsLayoutOrDisplay else { return }
        if needsDisplay {
            needsDisplay = false
            draw(storedBounds)
        }
        var stillPending = needsLayout || needsDisplay
        for subview in storedSubviews {
            subview.displayIfNeeded()
            stillPending = stillPending || subview.subtreeNeedsLayoutOrDisplay
        }
        subtreeNeedsLayoutOrDisplay = stillPending
    }

    private func isFinite(_ rect: CGRect, _ property: String) -> Bool {
        let finite =
            rect.origin.x.isFinite && rect.origin.y.isFinite
            && rect.size.width.isFinite && rect.size.height.isFinite
        if !finite { FrameScheduler.shared.recordInvalidGeometry("\(type(of: self)).\(property) = \(rect)") }
        return finite
    }

    /// Stores new geometry, records animations, and runs what follows a size or origin change.
    private func applyGeometry(center newCenter: CGPoint, bounds newBounds: CGRect) {
        let oldBounds = storedBounds
        if newCenter != storedCenter {
            AnimationEngine.shared.willChange(self, .center, from: .point(storedCenter))
            storedCenter = newCenter
            ViewGeometryEpoch.advance()
        }
        guard newBounds != oldBounds else { return }
        AnimationEngine.shared.willChange(self, .bounds, from: .rect(oldBounds))
        storedBounds = newBounds
        // The bounds' origin moves the subviews, not the view itself in its window.
        ViewGeometryEpoch.advance(sparing: newBounds.size == oldBounds.size ? self : nil)
        if newBounds.size != oldBounds.size {
            if autoresizesSubviews {
                for subview in storedSubviews { subview.autoresize(from: oldBounds.size, to: newBounds.size) }
            }
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
        boundsDidChange(from: oldBounds)
    }

    /// The frame of a view with this centre, bounds and transform.
    static func frame(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The top-most view of this view's tree (its window, when it is in one).
    var rootView: UIView {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// The view's model values without triggering key-path read reports; for the stand-in's own machinery.
    var modelCenter: CGPoint { storedCenter }
    var modelBounds: CGRect { storedBounds }
    var modelTransform: CGAffineTransform { storedTransform }
    var modelAlpha: CGFloat { storedAlpha }
    var modelBackgroundColor: UIColor? { storedBackgroundColor }
}

extension UIView {
    /// The value meaning "no natural size on this axis" in `intrinsicContentSize`.
    public static let noIntrinsicMetric: CGFloat = -1
}
