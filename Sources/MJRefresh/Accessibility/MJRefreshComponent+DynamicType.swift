#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// Dynamic Type: the labels follow the user's text size (`UILabel.mj_label()` makes them adjust), and the
// component grows with them, so large text is never clipped by the 54 pt header or the 44 pt footer.

extension UIFontMetrics {
    /// How MJRefresh's texts scale: as subheadline text, so its bold 14 pt stays 14 pt at the default size.
    static let mj_labelMetrics = UIFontMetrics(forTextStyle: .subheadline)
}

extension MJRefreshComponent {
    /// Grows the component by as much as the stacked line heights of its visible text-size-following labels
    /// grew over their height at the default text size, and shrinks it back when the text gets smaller again.
    /// At the default size (and smaller ones) the component keeps exactly its height, MJRefresh's or the app's;
    /// a height the app or a GIF sets in the meantime becomes the new base. Called at layout, before the subclass
    /// places itself, so the header's position and the auto footer's inset follow the new height. Trailers are
    /// as tall as their scroll view and do not grow.
    func fitHeightToText() {
        guard purpose.growsWithText else { return }
        // A plain loop: this runs at every layout, which a refreshing header has on every frame of a scroll.
        var lineHeights: CGFloat = 0
        for case let label as UILabel in subviews where !label.isHidden && label.adjustsFontForContentSizeCategory {
            lineHeights += label.font.lineHeight
        }
        if accessibility.fittedHeight != mj_h { accessibility.heightWithoutTextFit = mj_h }
        let scale = UIFontMetrics.mj_labelMetrics.scaledValue(for: 1, compatibleWith: traitCollection)
        let base = accessibility.heightWithoutTextFit ?? mj_h
        // A component the app collapsed to zero height stays collapsed.
        let growth = scale > 1 && base > 0 ? (lineHeights - lineHeights / scale).rounded(.up) : 0
        let target = base + growth
        accessibility.fittedHeight = target
        guard target != mj_h else { return }
        if state == .refreshing {
            refreshingHeightWillChange(to: target)
        } else {
            mj_h = target
        }
    }

    /// A refreshing pull component keeps its share of the inset equal to what shows all of it (the engine's
    /// reveal target for its new height); a header fully in view at the top stays fully in view (the offset
    /// follows its new height).
    private func refreshingHeightWillChange(to height: CGFloat) {
        guard let scrollView, let role, role.isPull else {
            mj_h = height
            return
        }
        let metrics = insets.metrics(of: scrollView, excluding: role)
        let keepsOffset = role != .header || -scrollView.contentOffset.y >= metrics.baselineInset.top + mj_h - 0.5
        mj_h = height
        guard keepsOffset, let target = MJRefreshPullEngine.revealTarget(for: pullInput(role, metrics)) else { return }
        setInsetDelta(target.delta, for: role)
        if role == .header { scrollView.contentOffset.y = target.offset.y }
    }
}
