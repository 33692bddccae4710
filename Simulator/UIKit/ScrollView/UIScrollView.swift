/// A view whose content is larger than itself and moves under the finger.
///
/// `contentOffset` is `bounds.origin`. The physics (finger tracking with rubber-banding, deceleration,
/// bounce-back, paging and animated scrolling) lives in the other files of this folder and runs on the
/// virtual clock, driven by `ScrollMotion`; tests move the finger with `simulateTouchDown()`,
/// `simulateDrag(by:duration:)` and `simulateTouchUp(velocity:)`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        /// Stand-in choice: top and bottom always take the safe area; left and right only for horizontally
        /// scrollable content.
        case automatic = 0
        /// The safe area is added on the axes whose content is larger than the view (or always bounces).
        case scrollableAxes = 1
        /// `adjustedContentInset` is `contentInset` alone.
        case never = 2
        /// The safe area is added on every edge.
        case always = 3
    }

    /// How quickly a fling slows down: the velocity multiplier per millisecond.
    public struct DecelerationRate: Hashable, RawRepresentable, @unchecked Sendable {
        /// The velocity multiplier per millisecond.
        public let rawValue: CGFloat

        /// A rate with the velocity multiplier `rawValue` per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// 0.998 per millisecond (Apple documents no value; this one is measured and widely cited).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    private var storedContentSize: CGSize = .zero
    private var storedContentInset: UIEdgeInsets = .zero
    private var lastAdjustedContentInset: UIEdgeInsets = .zero
    /// The inset the offset rested against at the last geometry change (see `restingContentInset`).
    private var lastRestingInset: UIEdgeInsets = .zero
    /// What the safe area added to `contentInset` at the last geometry change.
    private var lastSystemInsetPart: UIEdgeInsets = .zero
    /// Out of the window it left, the safe area's part of the inset the offset keeps resting against.
    private var systemInsetPartKeptAway: UIEdgeInsets?
    /// Whether the view was in a window at the last geometry change.
    private var wasInWindowAtLastChange = false
    /// The finger on the view, if any (see `UIScrollView+Simulation.swift`).
    var touch: TouchSession?
    /// The display-link-driven motion: dragging, decelerating, bouncing or animating.
    private(set) lazy var motion = ScrollMotion(scrollView: self)
    /// Set while the motion writes `contentOffset`, to tell its writes from the app's.
    private var isApplyingMotion = false
    /// Set while an offset the app (not the finger or a motion) asked for out of range is being applied.
    private var isWritingOffsetOutOfRange = false
    /// The limits changed while an animated scroll ran: where it arrives may now be out of range.
    private var limitsChangedDuringAnimation = false

    override public init(frame: CGRect) {
        panGestureRecognizer = UIPanGestureRecognizer()
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
        adoptPanAsDelegate()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the scroll view starts empty with a zero frame.
    public required init?(coder: NSCoder) {
        panGestureRecognizer = UIPanGestureRecognizer()
        super.init(coder: coder)
        addGestureRecognizer(panGestureRecognizer)
        adoptPanAsDelegate()
    }

    /// In UIKit a scroll view is its pan's delegate, so a subclass adopting `UIGestureRecognizerDelegate` (as
    /// nested-scroll layouts do, to let an outer list scroll with an inner one) is asked. The stand-in's scroll
    /// view does not conform itself; a conforming subclass becomes the delegate.
    private func adoptPanAsDelegate() {
        if let delegate = self as? any UIGestureRecognizerDelegate { panGestureRecognizer.delegate = delegate }
    }

    // MARK: Content geometry

    /// The point of the content shown at the view's top-left corner. Every set is reported to observers.
    open var contentOffset: CGPoint {
        get {
            KeyValueReadRecorder.didRead(self, .contentOffset, CGPoint.self)
            return modelBounds.origin
        }
        set {
            UIKitWriteTally.writes.contentOffsets += 1
            let isFromMotion = isApplyingMotion
            isApplyingMotion = false
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return FrameScheduler.shared.recordInvalidGeometry("UIScrollView.contentOffset = \(newValue)")
            }
            let enclosingWrite = isWritingOffsetOutOfRange
            isWritingOffsetOutOfRange = !isFromMotion && offsetClampedToLimits(newValue) != newValue
            keyValueObservers.change(.contentOffset, from: contentOffset, to: { contentOffset }) {
                bounds = CGRect(origin: newValue, size: modelBounds.size)
            }
            isWritingOffsetOutOfRange = enclosingWrite
            if !isFromMotion { offsetWasSetDuringDrag() }
        }
    }

    /// Scrolls to `contentOffset`, at once or animated.
    ///
    /// Either way a fling, bounce or earlier animated scroll stops first. Animated, the offset moves over
    /// 0.3 s with ease-in-out (stand-in choice: Apple documents no duration), being set every frame so that
    /// observers and `scrollViewDidScroll` see every step, and the delegate gets
    /// `scrollViewDidEndScrollingAnimation` at the end; asking for the current offset animates nothing and
    /// calls nothing, as in UIKit. A finger touching down stops the animation where it is.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrolling()
        let current = modelBounds.origin
        guard animated, contentOffset != current, contentOffset.x.isFinite, contentOffset.y.isFinite else {
            self.contentOffset = contentOffset
            return
        }
        limitsChangedDuringAnimation = false
        motion.start(
            .animation(
                ScrollMotion.OffsetAnimation(
                    from: current, to: contentOffset, start: FrameScheduler.shared.now)))
    }

    /// The size of the scrollable content. Every set is reported to observers; negative or non-finite sizes
    /// are stored as given (UIKit does) and treated as zero by the physics.
    open var contentSize: CGSize {
        get {
            KeyValueReadRecorder.didRead(self, .contentSize, CGSize.self)
            return storedContentSize
        }
        set {
            keyValueObservers.change(.contentSize, from: contentSize, to: { contentSize }) {
                storedContentSize = newValue
                ViewGeometryEpoch.advance()
            }
            contentGeometryDidChange()
        }
    }

    /// Extra room around the content, set by the app (and by refresh controls). Every set is reported.
    open var contentInset: UIEdgeInsets {
        get {
            KeyValueReadRecorder.didRead(self, .contentInset, UIEdgeInsets.self)
            return storedContentInset
        }
        set {
            UIKitWriteTally.writes.contentInsets += 1
            keyValueObservers.change(.contentInset, from: contentInset, to: { contentInset }) {
                storedContentInset = newValue
                ViewGeometryEpoch.advance()
            }
            contentGeometryDidChange()
        }
    }

    /// `contentInset` plus the part of the safe area that `contentInsetAdjustmentBehavior` lets in.
    open var adjustedContentInset: UIEdgeInsets {
        let adjusted = computeAdjustedContentInset()
        // Reported after the computation, whose own reads (the frame, when the safe area is not remembered) would
        // otherwise be the last a key path evaluation sees.
        KeyValueReadRecorder.didRead(self, .adjustedContentInset, UIEdgeInsets.self)
        return adjusted
    }

    /// Called when `adjustedContentInset` changed; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// How the safe area adds to `contentInset`; changing it recomputes `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            ViewGeometryEpoch.advance()
            contentGeometryDidChange()
        }
    }

    // MARK: Behaviour settings

    /// Told about scrolling, dragging, deceleration and inset changes; held weakly.
    weak open var delegate: (any UIScrollViewDelegate)?
    /// Whether the content may go past its edges under the finger (rubber-banding) and bounce back;
    /// `false` stops it at the edges. As UIKit documents it: `true` only when both axes bounce, and setting it
    /// sets both.
    open var bounces: Bool {
        get { bouncesHorizontally && bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// Whether the content may go past its left and right edges and bounce back; `true` at first.
    @available(iOS 17.4, *)
    open var bouncesHorizontally = true
    /// Whether the content may go past its top and bottom edges and bounce back; `true` at first.
    @available(iOS 17.4, *)
    open var bouncesVertically = true
    /// Lets the finger drag (and bounce) vertically even when the content fits; the axis then also counts
    /// as scrollable for `.scrollableAxes`.
    open var alwaysBounceVertical = false {
        didSet {
            ViewGeometryEpoch.advance()
            contentGeometryDidChange()
        }
    }
    /// Lets the finger drag (and bounce) horizontally even when the content fits; the axis then also counts
    /// as scrollable for `.scrollableAxes`.
    open var alwaysBounceHorizontal = false {
        didSet {
            ViewGeometryEpoch.advance()
            contentGeometryDidChange()
        }
    }
    /// When `false` the finger cannot move the content: the pan never begins.
    open var isScrollEnabled = true
    /// After a release the content settles on a multiple of the view's size: the nearest page, or the next
    /// one after a fling faster than 300 pt/s (stand-in choice). A target the delegate sets in
    /// `scrollViewWillEndDragging` is ignored, as UIKit does.
    open var isPagingEnabled = false
    /// Locks a drag to its dominant axis in UIKit. Stored only: a stand-in drag moves on every scrollable axis.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top. Stored only: the stand-in has no status bar.
    open var scrollsToTop = true
    /// Whether the vertical scroll indicator shows. Stored only: the stand-in draws no indicators.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows. Stored only: the stand-in draws no indicators.
    open var showsHorizontalScrollIndicator = true
    /// Whether the indicators' insets take in the safe area as the content's do; `true` by default. Stored only:
    /// the stand-in draws no indicators.
    @available(iOS 13.0, *)
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// How far the vertical indicator stays from the edges; `.zero` by default. Stored only.
    @available(iOS 11.1, *)
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator stays from the edges; `.zero` by default. Stored only.
    @available(iOS 11.1, *)
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicators' insets. Reading it gives the vertical one (UIKit deprecates the getter and leaves it
    /// undefined once the two differ).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// How quickly a fling slows down after the finger lifts.
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    /// The colour of the scroll indicators; `.default` at first.
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    /// How a drag dismisses the keyboard; `.none` at first.
    @available(iOS 7.0, *)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    /// Scrolls as little as shows `rect` (in content coordinates) within the area the adjusted insets leave
    /// visible, without scrolling past the content's edges; does nothing when it is already in view. `animated`
    /// moves there as `setContentOffset(_:animated:)` does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let offset = offset(placing: rect, horizontally: .nearest, vertically: .nearest) else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: Touch state

    /// A finger is on the scroll view (it may not have moved yet).
    open internal(set) var isTracking = false
    /// The finger has moved the content.
    open internal(set) var isDragging = false
    /// The content is moving without a finger: a fling slowing down or a bounce back into range.
    open internal(set) var isDecelerating = false
    /// An animated `setContentOffset(_:animated:)` (or a scroll built on it, such as `scrollRectToVisible`) is
    /// moving the content; a fling slowing down is `isDecelerating` instead.
    @available(iOS 17.4, *)
    open var isScrollAnimating: Bool {
        if case .animation = motion.phase { return true }
        return false
    }

    /// The recognizer of the dragging finger; its `state` can be observed.
    open private(set) var panGestureRecognizer: UIPanGestureRecognizer

    // MARK: Refresh control

    /// The scroll view's refresh control: setting one adds it as a subview (replacing the previous one), `nil`
    /// removes it. Declared in the class, not an extension, so that subclasses can override it as on iOS.
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? {
        get {
            subviews.lazy.compactMap { $0 as? UIRefreshControl }.first { $0.owningScrollView === self }
        }
        set {
            let current = refreshControl
            guard newValue !== current else { return }
            current?.removeFromSuperview()
            guard let newValue else { return }
            newValue.owningScrollView = self
            insertSubview(newValue, at: 0)
        }
    }

    // MARK: Edge effects (iOS 26)

    private lazy var edgeEffects = ScrollEdgeEffects()

    /// The effect where the content passes under a bar at the top edge (see `UIScrollEdgeEffect`).
    @available(iOS 26.0, *)
    open var topEdgeEffect: UIScrollEdgeEffect { edgeEffects.top }
    /// The effect at the left edge.
    @available(iOS 26.0, *)
    open var leftEdgeEffect: UIScrollEdgeEffect { edgeEffects.left }
    /// The effect at the bottom edge.
    @available(iOS 26.0, *)
    open var bottomEdgeEffect: UIScrollEdgeEffect { edgeEffects.bottom }
    /// The effect at the right edge.
    @available(iOS 26.0, *)
    open var rightEdgeEffect: UIScrollEdgeEffect { edgeEffects.right }

    // MARK: Internals

    /// The container whose bars follow this scroll view (a navigation controller's large title and search field,
    /// a tab bar that minimises), told of every scroll and adjusted-inset change.
    weak var barTrackingController: UIViewController?

    override func boundsDidChange(from oldBounds: CGRect) {
        if oldBounds.origin != modelBounds.origin {
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
            barTrackingController?.contentScrollViewDidChange(self)
        }
        if oldBounds.size != modelBounds.size { contentGeometryDidChange() }
    }

    override func didLeaveWindow() {
        cancelTouch()
    }

    /// The inset the offset rests against and the physics bounce against: `adjustedContentInset`, except out of the
    /// window the view left, where the safe area drops to zero (as Apple documents) but the offset keeps the safe
    /// area's part it had there, so that a list switched away from (another tab, a pushed screen) is where it was
    /// when it comes back. Stand-in choice: UIKit does not document it; on a device the offset stays.
    var restingContentInset: UIEdgeInsets {
        guard let kept = systemInsetPartKeptAway else { return computeAdjustedContentInset() }
        let app = storedContentInset
        return UIEdgeInsets(
            top: app.top + kept.top, left: app.left + kept.left, bottom: app.bottom + kept.bottom,
            right: app.right + kept.right)
    }

    override func safeAreaGeometryDidChange() {
        super.safeAreaGeometryDidChange()
        contentGeometryDidChange()
    }

    /// Content size, insets, safe area or bounds changed: report a new adjusted inset, and bring a resting
    /// offset back within the new limits.
    ///
    /// Empirical UIKit behaviour: an offset that is still valid does not move (a growing top inset leaves the
    /// content where it is); one now out of range snaps into it at once, without a bounce. The snap sets
    /// `contentOffset`, so inside a `UIView.animate` block it animates like any bounds change. While a finger
    /// is down or the content moves, the drag or motion itself uses the new limits from its next frame.
    func contentGeometryDidChange() {
        let reported = computeAdjustedContentInset()
        if reported != lastAdjustedContentInset {
            lastAdjustedContentInset = reported
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
            barTrackingController?.contentScrollViewDidChange(self)
        }
        // The first change out of the window (the safe area dropping as the view leaves it) keeps the part the
        // safe area had there.
        let isInWindow = window != nil
        if isInWindow {
            systemInsetPartKeptAway = nil
        } else if wasInWindowAtLastChange {
            systemInsetPartKeptAway = lastSystemInsetPart
        }
        wasInWindowAtLastChange = isInWindow
        let adjusted = restingContentInset
        let previous = lastRestingInset
        let previousSystemPart = lastSystemInsetPart
        lastRestingInset = adjusted
        lastSystemInsetPart = Self.difference(adjusted, storedContentInset)
        guard !isTracking, motion.isIdle else {
            limitsChangedDuringAnimation = true
            return
        }
        // The change came from the app's own write of an offset out of range (bars following it): that offset
        // stays, as an offset the app asks for out of range does (stand-in choice: UIKit updates the safe area at
        // its next layout pass, after the app's other writes of the same turn, such as the inset that brings the
        // offset back in range).
        guard !isWritingOffsetOutOfRange else { return }
        var offset = modelBounds.origin
        // A scroll view resting at its top (or leading) edge stays there when the system's part of the adjusted
        // inset changes, as a table under bars starts below them in UIKit; an app's own `contentInset` change
        // never moves the offset (stand-in choice, from UIKit's observed behaviour).
        if lastSystemInsetPart.top != previousSystemPart.top, offset.y == -previous.top, adjusted.top.isFinite {
            offset.y = -adjusted.top
        }
        if lastSystemInsetPart.left != previousSystemPart.left, offset.x == -previous.left, adjusted.left.isFinite {
            offset.x = -adjusted.left
        }
        let clamped = offsetClampedToLimits(offset)
        if clamped != modelBounds.origin { contentOffset = clamped }
    }

    /// Edge by edge, `a − b`.
    private static func difference(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
    }

    /// Stops a fling, bounce or animated scroll at once, where it is unless that is not a resting place: content
    /// bounced past an edge comes back to that edge, and a paging scroll view moves to its nearest page, as UIKit
    /// documents. A finger on the scroll view keeps dragging (there is no animation to stop). Stand-in choice:
    /// the delegate is not told, as when a touch stops a moving scroll view; the stand-in does not zoom.
    @available(iOS 17.4, *)
    open func stopScrollingAndZooming() {
        guard !motion.isIdle, !motion.isFollowingFinger else { return }
        stopScrolling()
        var rest = modelBounds.origin
        for axis in ScrollAxis.allCases {
            let limits = scrollLimits(axis)
            rest[axis] =
                isPagingEnabled && limits.dimension > 0
                ? AxisMotion.SpringTarget.page((rest[axis] / limits.dimension).rounded()).position(in: limits)
                : limits.clamped(rest[axis])
        }
        applyMotionOffset(rest)
    }

    /// Stops a fling, bounce or animated scroll where it is, without telling the delegate (as touching a
    /// moving scroll view does in UIKit).
    func stopScrolling() {
        motion.stop()
        isDecelerating = false
    }

    /// Sets `contentOffset` on behalf of the finger or a motion.
    func applyMotionOffset(_ offset: CGPoint) {
        guard offset != modelBounds.origin else { return }
        isApplyingMotion = true
        contentOffset = offset
    }

    /// An animated `setContentOffset` has arrived. If the content size, insets or bounds changed on the way and
    /// the arrival is now out of range, it snaps into range as a resting offset does after such a change
    /// (stand-in choice: UIKit does not say; an offset the app asks for out of range stays, as without animation).
    func scrollingAnimationDidEnd() {
        if limitsChangedDuringAnimation {
            limitsChangedDuringAnimation = false
            let clamped = offsetClampedToLimits(modelBounds.origin)
            if clamped != modelBounds.origin { contentOffset = clamped }
        }
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    /// Remembered until the content geometry or the view tree's geometry changes (see `ViewGeometryEpoch`), and
    /// for the safe area it was worked out from: `safeAreaInsets` is read each time, so that a subclass overriding
    /// that getter is heard at once.
    func computeAdjustedContentInset() -> UIEdgeInsets {
        let safeArea = safeAreaInsets
        let epoch = ViewGeometryEpoch.current
        if let remembered = rememberedAdjustedInset, remembered.epoch == epoch, remembered.safeArea == safeArea {
            return remembered.insets
        }
        let adjusted = adjustedContentInset(from: safeArea)
        rememberedAdjustedInset = (epoch, safeArea, adjusted)
        return adjusted
    }

    private func adjustedContentInset(from safeArea: UIEdgeInsets) -> UIEdgeInsets {
        var adjusted = storedContentInset
        let size = modelBounds.size
        let scrollsVertically = storedContentSize.height > size.height || alwaysBounceVertical
        let scrollsHorizontally = storedContentSize.width > size.width || alwaysBounceHorizontal
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        // Stand-in choice: `.automatic` adjusts top and bottom always (as iOS does for the common vertical
        // scroll views), left and right only for horizontally scrollable content.
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        if vertical {
            adjusted.top += safeArea.top
            adjusted.bottom += safeArea.bottom
        }
        if horizontal {
            adjusted.left += safeArea.left
            adjusted.right += safeArea.right
        }
        return adjusted
    }
}

/// The scroll view's delegate. Every requirement is optional, as in UIKit (defaults do nothing).
///
/// Linux has no Objective-C runtime: a method is called only if it is a witness of this protocol, that is,
/// declared by the conforming class itself (or an `open` member it inherits).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed, whoever changed it (finger, motion, animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The finger started moving the content (the pan began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after a drag, moving at `velocity` (content points per millisecond); set
    /// `targetContentOffset.pointee` to change where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content moves on (decelerating, bouncing or paging).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content is about to move on its own after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content that moved on after the finger lifted has come to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` arrived at its offset.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed, for example because `contentInset` or the safe area did.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
