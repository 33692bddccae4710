/// A rectangle on screen: the base of every visible stand-in object.
///
/// Geometry is stored as UIKit's layer does: `center`, `bounds` and `transform`; `frame` is derived.
/// Setting an animatable property inside `UIView.animate` changes the model value at once and records an
/// animation of the presentation (see `AnimationEngine`). Setting non-finite geometry is refused and recorded
/// in `UISimulation.invalidGeometryReports`, where a device would raise `CALayerInvalidGeometry`.
@MainActor
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

    /// The view controller whose `view` this is; it becomes the view's `next` responder.
    weak var owningViewController: UIViewController?

    // MARK: Initialisers

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// Decoding from an archive: the stand-in has no nibs, so the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init()
    }

    override public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, derived from `center`, `bounds.size` and `transform`.
    open var frame: CGRect {
        get {
            KeyValueReadRecorder.didRead(self, "frame", CGRect.self)
            return Self.frame(center: storedCenter, bounds: storedBounds, transform: storedTransform)
        }
        set {
            guard isFinite(newValue, "frame") else { return }
            keyValueObservers.change("frame", from: frame) {
                // UIKit: with a non-identity transform the result is undefined; the stand-in keeps the transform
                // and sets the untransformed size (stand-in choice).
                let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
                applyGeometry(center: CGPoint(x: newValue.midX, y: newValue.midY),
                              bounds: CGRect(origin: storedBounds.origin, size: size))
            }
        }
    }

    /// The view's own coordinate space: the origin shifts its content (a scroll view's offset), the size is its size.
    open var bounds: CGRect {
        get {
            KeyValueReadRecorder.didRead(self, "bounds", CGRect.self)
            return storedBounds
        }
        set {
            guard isFinite(newValue, "bounds") else { return }
            keyValueObservers.change("bounds", from: storedBounds) {
                applyGeometry(center: storedCenter, bounds: newValue)
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get {
            KeyValueReadRecorder.didRead(self, "center", CGPoint.self)
            return storedCenter
        }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return FrameScheduler.shared.recordInvalidGeometry("\(type(of: self)).center = \(newValue)")
            }
            keyValueObservers.change("center", from: storedCenter) {
                applyGeometry(center: newValue, bounds: storedBounds)
            }
        }
    }

    /// Applied about the centre; animatable.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard newValue != storedTransform else { return }
            AnimationEngine.shared.willChange(self, .transform, from: .transform(storedTransform))
            storedTransform = newValue
        }
    }

    /// Opacity in 0...1; values outside are clamped when drawn. Animatable.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let value = newValue.isNaN ? 0 : newValue
            guard value != storedAlpha else { return }
            AnimationEngine.shared.willChange(self, .alpha, from: .scalar(storedAlpha))
            storedAlpha = value
        }
    }

    open var isHidden: Bool {
        get { storedIsHidden }
        set {
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
            tintColorDidChange()
        }
    }

    /// Called when `tintColor` was set on this view.
    open func tintColorDidChange() {}

    open var autoresizingMask: UIView.AutoresizingMask = []
    open var autoresizesSubviews = true
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var tag = 0
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The appearance this view and its subviews are drawn in, whatever the system's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The direction to lay out content in: forced by `semanticContentAttribute`, else the application's
    /// (left to right in the stand-in).
    open var effectiveUserInteractionLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The traits this view is drawn with: its nearest `overrideUserInterfaceStyle`, else light.
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(style: current.overrideUserInterfaceStyle,
                                         direction: layoutDirectionTrait, scale: UIScreen.main.scale)
            }
            view = current.superview
        }
        return UITraitCollection(style: .light, direction: layoutDirectionTrait, scale: UIScreen.main.scale)
    }

    private var layoutDirectionTrait: UITraitEnvironmentLayoutDirection {
        effectiveUserInteractionLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The part of the view not covered by the window's safe-area insets (status bar, home indicator).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }

    /// Called when `safeAreaInsets` changed, for example when the window's insets or the view's place changed.
    open func safeAreaInsetsDidChange() {}

    // MARK: Hierarchy

    open var superview: UIView? { storedSuperview }

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

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? storedSubviews.count)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, at: (storedSubviews.firstIndex { $0 === siblingSubview }).map { $0 + 1 } ?? storedSubviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    }

    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWindowChange(to: nil, didChange: false) }
        parent.willRemoveSubview(self)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        parent.setNeedsLayout()
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange(to: nil, didChange: true) }
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Gestures

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { recognizer.view = nil }
            storedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    // MARK: Layout and drawing

    /// Override to place subviews; UIKit's (and the stand-in's) default does nothing.
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews` at the next frame.
    open func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsPass()
    }

    /// Runs pending layout of this view and its subviews now, parents before children.
    open func layoutIfNeeded() {
        guard subtreeNeedsLayoutOrDisplay || needsLayout else { return }
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }

    /// Override to draw custom content; called with the bounds after `setNeedsDisplay`, for a view in a window.
    open func draw(_ rect: CGRect) {}

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

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
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
        AnimationEngine.shared.animate(duration: duration, delay: delay, options: options,
                                       animations: animations, completion: completion)
    }

    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationEngine.shared.withoutAnimation(actionsWithoutAnimation)
    }

    open class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationEngine.shared.areAnimationsEnabled = enabled
    }

    open class var areAnimationsEnabled: Bool {
        AnimationEngine.shared.areAnimationsEnabled
    }

    // MARK: Hooks for stand-in subclasses

    /// Called after the bounds changed, before layout is requested; `UIScrollView` reports scrolling here.
    func boundsDidChange(from oldBounds: CGRect) {}

    /// The picture of this view's own content (not its subviews) as SVG elements in its bounds' coordinates.
    /// Leaf views (labels, image views, spinners) override it; see `renderSVG()`.
    func svgContent(presentedBounds: CGRect) -> String { "" }

    // MARK: Internals

    private func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }  // UIKit raises; the stand-in refuses.
        let oldWindow = view.window
        let newWindow = window
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
            return
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWindowChange(to: newWindow, didChange: false) }
        if let oldParent = view.storedSuperview {
            oldParent.willRemoveSubview(view)
            oldParent.storedSubviews.removeAll { $0 === view }
            oldParent.setNeedsLayout()
        }
        storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
        view.storedSuperview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyWindowChange(to: newWindow, didChange: true) }
        didAddSubview(view)
        view.setNeedsLayout()
        view.markSubtreeNeedsPass()
        setNeedsLayout()
    }

    /// Calls `willMove(toWindow:)` or `didMoveToWindow()` on this view and its subviews, parents first.
    private func notifyWindowChange(to newWindow: UIWindow?, didChange: Bool) {
        if didChange {
            didMoveToWindow()
            if newWindow != nil { safeAreaInsetsDidChange() }
        } else {
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

    /// Runs pending `draw(_:)` calls in this subtree and clears the pass flags.
    func displayIfNeeded() {
        guard subtreeNeedsLayoutOrDisplay else { return }
        subtreeNeedsLayoutOrDisplay = false
        if needsDisplay {
            needsDisplay = false
            draw(storedBounds)
        }
        for subview in storedSubviews { subview.displayIfNeeded() }
        // A layout asked for during this frame's layout pass, after the view had been laid out (one view's
        // `layoutSubviews` moved another's geometry), runs in the next frame instead of being lost.
        if needsLayout || storedSubviews.contains(where: \.subtreeNeedsLayoutOrDisplay) { subtreeNeedsLayoutOrDisplay = true }
    }

    private func isFinite(_ rect: CGRect, _ property: String) -> Bool {
        let finite = rect.origin.x.isFinite && rect.origin.y.isFinite
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
        }
        guard newBounds != oldBounds else { return }
        AnimationEngine.shared.willChange(self, .bounds, from: .rect(oldBounds))
        storedBounds = newBounds
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
