import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// When a pull arms, fires and releases: the whole decision of the header, the back footer and the trailer
/// (both directions), on whichever axis and edge their role pulls past.
///
/// The component feeds it every event of its scroll view and does what the outcome says:
/// 1. **Arm** (``offsetDidChange(_:isAnotherComponentRefreshing:)``): a finger dragging the content more than the
///    component's extent past the point where it starts to show (the *happen* offset) arms it (`.pulling`);
///    dragging back under that disarms it. Never while the pull gate is closed, a footer may not load, or another
///    component of the scroll view refreshes. Without a finger (a fling, a bounce) nothing arms.
/// 2. **Fire on release** (``panDidChange(_:state:)`` then ``layoutDidPass(state:isAnotherComponentRefreshing:)``):
///    the finger lifting (the pan gesture ends) while armed fires the refresh at the next layout pass; an
///    interrupted pan disarms instead. This is the only way a pull fires.
/// 3. **Reveal and collapse** (``stateDidChange(from:to:isTracking:)``): entering `.refreshing` reveals the
///    component (its share of its edge's inset and the offset that shows it, ``revealTarget(for:)``); leaving it
///    collapses the share. A refresh that ends under a finger closes the pull gate until that finger lifts.
///
/// Geometry formulas (happen offset, threshold, percent, refreshing inset) live in the roles' trigger types
/// (`MJRefreshHeaderTrigger`, `MJRefreshBackFooterTrigger`, `MJRefreshTrailerTrigger`); this type only decides.
@_spi(Engine) public struct MJRefreshPullEngine: Sendable, Equatable {
    /// Whether a pull may arm: closed when a refresh ends while the finger is still down, open again once an
    /// offset change sees the finger lifted. MJRefresh lets that finger pull again at once, so refreshes repeat
    /// back-to-back without a new gesture; here a finger starts one refresh per touch.
    public private(set) var isGateOpen: Bool
    /// Whether the finger lifted while armed and the refresh waits for the next layout pass.
    public private(set) var isReleasePending = false

    /// A fresh engine: gate open, nothing pending.
    public init() { isGateOpen = true }

    // MARK: Arm

    /// Decides what an offset change does: the new percent, and `.pulling` or `.idle` while a finger drags.
    /// While refreshing only the header asks for a layout pass (its share follows the content); the auto footer
    /// is not a pull and gets `.unchanged`.
    ///
    /// - While dragging: idle → pulling past the threshold (strictly), if the gate is open, the footer may load
    ///   and no other component refreshes; pulling → idle at or under it. The percent is always reported.
    /// - Without a finger: the percent is reported while below 1 (a bounce back). An armed pull stays armed: only
    ///   the end of its pan fires it (see ``panDidChange(_:state:)``).
    /// - Back before the happen offset, an armed pull disarms (MJRefresh left it armed).
    ///   The header counts the happen offset itself as pulled (percent 0), so a bounce that comes to rest exactly
    ///   at the top clears the percent; the back footer and trailer start strictly past it, as MJRefresh's do.
    /// - `.noMoreData` (footers and trailers) only reports the percent; `.willRefresh` is unchanged.
    ///
    /// `isAnotherComponentRefreshing` is asked only when a pull would arm: finding the other components walks
    /// the scroll view's subviews, which is too slow for every offset change.
    public mutating func offsetDidChange(
        _ input: MJRefreshPullInput, isAnotherComponentRefreshing: @autoclosure () -> Bool = false
    ) -> MJRefreshPullOutcome {
        let state = input.state
        guard let edge = input.role.pullEdge else { return .unchanged }
        if state == .refreshing {
            // The header's share follows the content as it scrolls over it: at the next layout pass, never from
            // inside the observation.
            return input.role == .header ? MJRefreshPullOutcome(needsLayout: true) : .unchanged
        }
        if !input.metrics.isTracking { isGateOpen = true }
        switch state {
        case .idle, .pulling: break
        case .noMoreData where input.role != .header: break
        default: return .unchanged
        }
        let pull = MJRefreshPullPosition(input, from: edge)
        guard pull.hasStarted else {
            return state == .pulling ? MJRefreshPullOutcome(newState: .idle, pullingPercent: 0) : .unchanged
        }
        let percent = MJRefreshPullOutcome(pullingPercent: pull.percent)
        if state == .noMoreData { return percent }
        if pull.isDragging {
            if state == .idle, pull.offset > pull.threshold {
                let mayArm = isGateOpen && input.mayLoad && !isAnotherComponentRefreshing()
                return mayArm ? MJRefreshPullOutcome(newState: .pulling, pullingPercent: pull.percent) : percent
            }
            if state == .pulling, pull.offset <= pull.threshold {
                return MJRefreshPullOutcome(newState: .idle, pullingPercent: pull.percent)
            }
            return percent
        }
        if state == .pulling { return .unchanged }
        return pull.percent < 1 ? percent : .unchanged
    }

    // MARK: Fire on release

    /// The pan gesture moved to `event`. An armed pull whose pan ended waits for the next layout pass
    /// (`needsLayout`); one whose pan was interrupted (cancelled by the system, or failed) disarms.
    ///
    /// Why the next layout pass, not now: UIKit reports `.ended` to observers before the scroll view handles the
    /// lift; only then does it plan where the content goes (a page, the target a delegate set in
    /// `scrollViewWillEndDragging`, a deceleration) and start moving it. Revealing after that plan, with
    /// `setContentOffset(_:animated:)`, stops it, so a paging or snapping scroll view cannot carry the refreshing
    /// component out of view.
    ///
    /// This is the only way a pull fires: an offset change never does, as UIKit reports the pan's end before the
    /// offsets of the lift. An armed pull whose pan end the component cannot see (it is hidden or made not
    /// interactive) is disarmed by the component the moment that happens, rather than fired later without a
    /// finger.
    public mutating func panDidChange(_ event: MJRefreshPanEvent, state: MJRefreshState) -> MJRefreshPullOutcome {
        guard state == .pulling else { return .unchanged }
        switch event {
        case .began: return .unchanged
        case .ended:
            isReleasePending = true
            return MJRefreshPullOutcome(needsLayout: true)
        case .interrupted: return MJRefreshPullOutcome(newState: .idle)
        }
    }

    /// The layout pass after a release: fires the pull that is still armed (`beginsRefreshing`), or disarms it
    /// when another component started refreshing since it armed, so two never refresh together from the user's
    /// hand.
    public mutating func layoutDidPass(
        state: MJRefreshState, isAnotherComponentRefreshing: @autoclosure () -> Bool = false
    ) -> MJRefreshPullOutcome {
        guard isReleasePending else { return .unchanged }
        isReleasePending = false
        guard state == .pulling else { return .unchanged }
        return isAnotherComponentRefreshing()
            ? MJRefreshPullOutcome(newState: .idle) : MJRefreshPullOutcome(beginsRefreshing: true)
    }

    // MARK: Reveal and collapse

    /// What the change from `oldState` to `newState` does to the component's inset: entering `.refreshing`
    /// reveals it (and voids a pending release: the refresh has begun), leaving it for `.idle` or `.noMoreData`
    /// collapses it and, with the finger still down (`isTracking`), closes the gate.
    public mutating func stateDidChange(
        from oldState: MJRefreshState, to newState: MJRefreshState, isTracking: Bool
    ) -> MJRefreshPullTransition {
        switch (oldState, newState) {
        case (_, .refreshing):
            isReleasePending = false
            return .reveal
        case (.refreshing, .idle), (.refreshing, .noMoreData):
            if isTracking { isGateOpen = false }
            return .collapse
        default:
            return .none
        }
    }

    /// Where a refresh that begins now puts the component: its share of its edge's inset (`delta`) and the
    /// offset that shows all of it. The header's share is its whole extent (it shrinks afterwards as the content
    /// scrolls over it); the back footer's and trailer's add the empty gap beside short content. `nil` for a role
    /// that is not pulled (the auto footer, whose height is in the inset all along).
    public static func revealTarget(for input: MJRefreshPullInput) -> MJRefreshRevealTarget? {
        let metrics = input.metrics
        switch input.role.pullEdge {
        case nil:
            return nil
        case .top:
            let header = MJRefreshHeaderTrigger(height: input.extent)
            let y = header.refreshingOffsetY(baselineTop: metrics.baselineInset.top)
            return MJRefreshRevealTarget(delta: input.extent, offset: CGPoint(x: metrics.contentOffset.x, y: y))
        case .trailing(.bottom):
            let footer = MJRefreshBackFooterTrigger(height: input.extent)
            let y = footer.refreshingOffsetY(metrics)
            return MJRefreshRevealTarget(
                delta: footer.refreshingInsetDelta(metrics), offset: CGPoint(x: metrics.contentOffset.x, y: y))
        case .trailing(let edge):
            let trailer = MJRefreshTrailerTrigger(width: input.extent, isRightToLeft: edge == .mirroredLeft)
            let x = trailer.refreshingOffsetX(metrics)
            return MJRefreshRevealTarget(
                delta: trailer.refreshingInsetDelta(metrics), offset: CGPoint(x: x, y: metrics.contentOffset.y))
        }
    }
}

/// Everything one decision of the ``MJRefreshPullEngine`` reads, apart from its own gate and pending release.
@_spi(Engine) public struct MJRefreshPullInput: Sendable, Equatable {
    /// The component's role: its axis and edge.
    public var role: MJRefreshRole
    /// The component's size along its axis (height, or width for the trailers); negative or non-finite counts
    /// as 0.
    public var extent: CGFloat
    /// The component's state.
    public var state: MJRefreshState
    /// The scroll view, with the baseline inset measured without the component's own share.
    public var metrics: MJRefreshScrollMetrics
    /// Whether loading is allowed now (footers; see ``MJRefreshRole/footerMayLoad(state:isHidden:contentHeight:)``).
    public var mayLoad: Bool

    /// An input; `extent` defaults to the role's standard size (MJRefresh's 54, 44 and 60 points).
    public init(
        role: MJRefreshRole, extent: CGFloat? = nil, state: MJRefreshState, metrics: MJRefreshScrollMetrics,
        mayLoad: Bool = true
    ) {
        self.role = role
        self.extent = extent ?? role.standardExtent
        self.state = state
        self.metrics = metrics
        self.mayLoad = mayLoad
    }
}

/// What the component does after one event.
@_spi(Engine) public struct MJRefreshPullOutcome: Sendable, Equatable {
    /// The state to enter, or `nil` to keep the current one.
    public var newState: MJRefreshState?
    /// The new `pullingPercent`, or `nil` to leave it. Not clamped to 1 (pulling further than the threshold
    /// gives more), never negative.
    public var pullingPercent: CGFloat?
    /// Begin refreshing now (the released pull fires): the component calls `beginRefreshing()`.
    public var beginsRefreshing: Bool
    /// A release waits for the next layout pass: the component asks for one.
    public var needsLayout: Bool

    /// An outcome; every part defaults to "nothing".
    public init(
        newState: MJRefreshState? = nil, pullingPercent: CGFloat? = nil, beginsRefreshing: Bool = false,
        needsLayout: Bool = false
    ) {
        self.newState = newState
        self.pullingPercent = pullingPercent
        self.beginsRefreshing = beginsRefreshing
        self.needsLayout = needsLayout
    }

    /// Nothing to do.
    public static let unchanged = MJRefreshPullOutcome()
}

/// What a state change does to a pull component's inset.
@_spi(Engine) public enum MJRefreshPullTransition: Sendable, Equatable {
    /// Add the component's share to its edge and scroll it into view.
    case reveal
    /// Take the share out again.
    case collapse
    /// Leave the inset alone.
    case none
}

/// A refresh's place: the component's share of its edge's inset and the offset that shows it.
@_spi(Engine) public struct MJRefreshRevealTarget: Sendable, Equatable {
    /// The share to add to the role's edge.
    public var delta: CGFloat
    /// The content offset that shows the whole component.
    public var offset: CGPoint
}

/// An event of the scroll view's pan gesture, as the engines need it.
@_spi(Engine) public enum MJRefreshPanEvent: Sendable, Equatable {
    /// A new drag starts.
    case began
    /// The finger lifted.
    case ended
    /// The system cancelled the pan, or it failed.
    case interrupted
}

/// Where a pull stands, measured outward from the content along the role's axis (a larger offset is a longer
/// pull), with the role's formulas. The header's axis is the y axis reversed (negation is exact, so every
/// comparison matches the formula in the scroll view's coordinates); the others read their axis from its
/// trailing end.
struct MJRefreshPullPosition {
    var offset: CGFloat
    /// Whether the offset is past the point where the component starts to show, the *happen* offset (the
    /// header: at it or past).
    var hasStarted: Bool
    var threshold: CGFloat
    var percent: CGFloat
    var isDragging: Bool

    init(_ input: MJRefreshPullInput, from edge: MJRefreshPullEdge) {
        isDragging = input.metrics.isDragging
        switch edge {
        case .top:
            // Two numbers are all the header reads: sanitising them alone keeps its decision cheap.
            let header = MJRefreshHeaderTrigger(height: input.extent)
            let baselineTop = input.metrics.baselineInset.top.mjFinite
            let offsetY = input.metrics.contentOffset.y.mjFinite
            offset = -offsetY
            hasStarted = offset >= -header.happenOffsetY(baselineTop: baselineTop)
            threshold = -header.pullingThresholdY(baselineTop: baselineTop)
            percent = header.pullingPercent(offsetY: offsetY, baselineTop: baselineTop)
        case .trailing(let end):
            let axis = TrailingEdgeAxis(end, input.metrics)
            let edge = TrailingEdgeTrigger(extent: input.extent.mjFiniteNonNegative, ignoredTrailing: 0)
            offset = axis.offset
            hasStarted = offset > edge.happenOffset(axis)
            threshold = edge.threshold(axis)
            percent = edge.pullingPercent(axis)
        }
    }
}

/// The edge a pull is measured from: the header's top, or a trailing end.
enum MJRefreshPullEdge: Sendable, Equatable {
    case top
    case trailing(TrailingEdge)
}

extension MJRefreshRole {
    /// The edge a pull of this role is measured from; `nil` for the auto footer, which is not pulled.
    var pullEdge: MJRefreshPullEdge? {
        switch self {
        case .header: return .top
        case .backFooter: return .trailing(.bottom)
        case .trailer: return .trailing(.right)
        case .rightToLeftTrailer: return .trailing(.mirroredLeft)
        case .autoFooter, .autoHeader: return nil
        }
    }

    /// MJRefresh's size of the role's component along its axis.
    var standardExtent: CGFloat {
        switch self {
        case .header: return MJRefreshConstants.headerHeight
        case .autoFooter, .backFooter, .autoHeader: return MJRefreshConstants.footerHeight
        case .trailer, .rightToLeftTrailer: return MJRefreshConstants.trailerWidth
        }
    }
}
