/// Finds the `UIScrollView` that a SwiftUI `List` or `ScrollView` puts on screen, from a probe view that a
/// modifier placed next to it or inside it.
///
/// SwiftUI does not hand out its scroll views. What a modifier can do is put a `UIViewRepresentable` in the
/// hierarchy and look around it: a probe inside a `ScrollView`'s content has the scroll view as an ancestor; a
/// probe in a `List`'s or `ScrollView`'s background is a sibling of it, in the same hosting container, and covers
/// the same area. The list is a `UITableView` up to iOS 15 and a `UICollectionView` from iOS 16; a `ScrollView`
/// is a private `UIScrollView` subclass. Only `UIScrollView` itself is relied on.
enum HostedScrollViewFinder {
    /// The nearest scroll view around `probe`: its closest scroll-view ancestor, else the outermost scroll view
    /// in the closest ancestor's subtree (the probe's own subtree left out) whose area holds the probe's centre.
    @MainActor
    static func scrollView(near probe: UIView) -> UIScrollView? {
        var ancestor = probe.superview
        while let view = ancestor {
            if let scrollView = view as? UIScrollView { return scrollView }
            ancestor = view.superview
        }
        let center = probe.convert(CGPoint(x: probe.bounds.midX, y: probe.bounds.midY), to: nil)
        var container = probe.superview
        while let view = container {
            if let scrollView = outermostScrollView(in: view, holding: center, excluding: probe) { return scrollView }
            container = view.superview
        }
        return nil
    }

    /// Breadth first, so a list wins over the horizontal carousels inside its rows: the views are visited level by
    /// level from a queue, each level's views after the one above.
    @MainActor
    private static func outermostScrollView(
        in root: UIView, holding point: CGPoint,
        excluding probe: UIView
    ) -> UIScrollView? {
        var queue: ContiguousArray<UIView> = [root]
        var next = 0
        while next < queue.count {
            let parent = queue[next]
            next += 1
            for view in parent.subviews where view !== probe {
                if let scrollView = view as? UIScrollView,
                    scrollView.convert(scrollView.bounds, to: nil).contains(point)
                {
                    return scrollView
                }
                queue.append(view)
            }
        }
        return nil
    }
}
