/// Where a scroll view's offset may rest on one axis, and how the finger may move it there.
///
/// Computed afresh whenever it is needed from the current insets, content size and bounds, so that an inset
/// changed in the middle of a drag or bounce moves the edge at once, as on a device.
struct ScrollAxisLimits {
    /// The smallest resting offset: minus the adjusted leading inset.
    let minimum: CGFloat
    /// The largest resting offset; never below `minimum`, so short content rests at `minimum`.
    let maximum: CGFloat
    /// Whether the finger moves the content on this axis at all.
    let isScrollable: Bool
    /// Whether the offset may go past the limits (rubber-banding and bouncing) or stops hard at them: the axis's
    /// `bouncesHorizontally` or `bouncesVertically`.
    let bounces: Bool
    /// The view's size on this axis: the rubber band's dimension and the page size.
    let dimension: CGFloat

    func clamped(_ offset: CGFloat) -> CGFloat {
        min(max(offset, minimum), maximum)
    }

    func contains(_ offset: CGFloat) -> Bool {
        offset >= minimum && offset <= maximum
    }
}

extension UIScrollView {
    /// The limits of the offset on `axis`, from the current resting insets (`restingContentInset`), content size
    /// and bounds.
    ///
    /// A non-finite or negative content size or inset counts as zero, so the physics never produces NaN.
    func scrollLimits(_ axis: ScrollAxis) -> ScrollAxisLimits {
        let inset = restingContentInset
        let size = modelBounds.size
        let horizontal = axis == .horizontal
        let expansion = horizontal ? 0 : barTrackingController?.contentScrollViewTopExpansion(self) ?? 0
        let leading = Self.sanitized(horizontal ? inset.left : inset.top + expansion, allowsNegative: true)
        let trailing = Self.sanitized(horizontal ? inset.right : inset.bottom, allowsNegative: true)
        let content = Self.sanitized(horizontal ? contentSize.width : contentSize.height, allowsNegative: false)
        let dimension = horizontal ? size.width : size.height
        let alwaysBounces = horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        let minimum = -leading
        return ScrollAxisLimits(
            minimum: minimum,
            maximum: max(minimum, content + trailing - dimension),
            isScrollable: content + leading + trailing > dimension || alwaysBounces,
            bounces: horizontal ? bouncesHorizontally : bouncesVertically,
            dimension: dimension)
    }

    /// The offset moved into the limits on both axes.
    func offsetClampedToLimits(_ offset: CGPoint) -> CGPoint {
        var clamped = offset
        for axis in ScrollAxis.allCases { clamped[axis] = scrollLimits(axis).clamped(offset[axis]) }
        return clamped
    }

    private static func sanitized(_ value: CGFloat, allowsNegative: Bool) -> CGFloat {
        guard value.isFinite else { return 0 }
        return allowsNegative ? value : max(0, value)
    }
}
