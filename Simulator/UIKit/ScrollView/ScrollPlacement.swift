/// Where a programmatic scroll puts a rectangle of the content on one axis, within the area the adjusted content
/// insets leave visible: what `scrollToRow(at:at:animated:)`, `scrollToItem(at:at:animated:)` and
/// `scrollRectToVisible(_:animated:)` ask for.
enum ScrollPlacement {
    /// The axis is left alone.
    case unchanged
    /// As little movement as shows the rectangle: none when it is in view, else the edge it passed (leading
    /// first) at the visible area's same edge.
    case nearest
    /// The rectangle's leading (top or left) edge at the visible area's.
    case leading
    /// The rectangle's centre at the visible area's.
    case center
    /// The rectangle's trailing (bottom or right) edge at the visible area's.
    case trailing
}

extension UIScrollView {
    /// The content offset that places `rect` (in content coordinates) as asked on each axis, clamped so that the
    /// content does not scroll past its edges (insets included); nil when neither axis needs to move.
    func offset(placing rect: CGRect, horizontally: ScrollPlacement, vertically: ScrollPlacement) -> CGPoint? {
        let inset = adjustedContentInset
        let x = Self.offset(
            placing: rect.minX, rect.maxX, as: horizontally, current: contentOffset.x, leadingInset: inset.left,
            trailingInset: inset.right, dimension: bounds.width, content: contentSize.width)
        let y = Self.offset(
            placing: rect.minY, rect.maxY, as: vertically, current: contentOffset.y, leadingInset: inset.top,
            trailingInset: inset.bottom, dimension: bounds.height, content: contentSize.height)
        guard x != nil || y != nil else { return nil }
        return CGPoint(x: x ?? contentOffset.x, y: y ?? contentOffset.y)
    }

    /// One axis of `offset(placing:horizontally:vertically:)`; nil when the axis stays where it is.
    private static func offset(
        placing minimum: CGFloat, _ maximum: CGFloat, as placement: ScrollPlacement, current: CGFloat,
        leadingInset: CGFloat, trailingInset: CGFloat, dimension: CGFloat, content: CGFloat
    ) -> CGFloat? {
        let visibleLength = dimension - leadingInset - trailingInset
        let target: CGFloat
        switch placement {
        case .unchanged:
            return nil
        case .leading:
            target = minimum - leadingInset
        case .center:
            target = (minimum + maximum) / 2 - leadingInset - visibleLength / 2
        case .trailing:
            target = maximum - dimension + trailingInset
        case .nearest:
            if minimum < current + leadingInset {
                target = minimum - leadingInset
            } else if maximum > current + dimension - trailingInset {
                target = maximum - dimension + trailingInset
            } else {
                return nil
            }
        }
        guard target.isFinite else { return nil }
        let lowest = -leadingInset
        let highest = max(lowest, content + trailingInset - dimension)
        return min(max(target, lowest), highest)
    }
}
