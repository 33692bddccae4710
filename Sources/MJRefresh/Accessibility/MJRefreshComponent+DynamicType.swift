// Dynamic Type: the labels follow the user's text size (`UILabel.mj_label()` makes them adjust), and the
// component grows to fit them, so large text is never clipped by the 54 pt header or the 44 pt footer.

extension MJRefreshComponent {
    /// Space kept above and below the stacked texts. With it the default text size (two 14 pt lines, about
    /// 33 pt) fits the 54 pt header and one line the 44 pt footer, so they keep exactly MJRefresh's heights.
    private static let textFitPadding: CGFloat = 10

    /// Grows the component to `max(its height, the stacked line heights of its visible text-size-following
    /// labels + padding)`, and shrinks it back when the text gets smaller. A height the app or a GIF sets in the
    /// meantime becomes the new minimum. Called at layout, before the subclass places itself, so the header's
    /// position and the auto footer's inset follow the new height. Trailers are as tall as their scroll view and
    /// do not grow.
    func fitHeightToText() {
        guard !(self is MJRefreshTrailer) else { return }
        let labels = subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && $0.adjustsFontForContentSizeCategory }
        guard !labels.isEmpty else { return }
        if accessibility.fittedHeight != mj_h { accessibility.heightWithoutTextFit = mj_h }
        let textHeight = labels.reduce(0) { $0 + $1.font.lineHeight } + 2 * Self.textFitPadding
        let target = max(accessibility.heightWithoutTextFit ?? mj_h, textHeight.rounded(.up))
        accessibility.fittedHeight = target
        guard target != mj_h else { return }
        if state == .refreshing {
            refreshingHeightWillChange(to: target)
        } else {
            mj_h = target
        }
    }

    /// A refreshing header or back footer keeps its share of the inset equal to what shows all of it; a header
    /// fully in view at the top stays fully in view (the offset follows its new height).
    private func refreshingHeightWillChange(to height: CGFloat) {
        guard let scrollView else { return mj_h = height }
        if let header = self as? MJRefreshHeader {
            let baselineTop = scrollMetrics(of: scrollView, excluding: .header).baselineInset.top
            let wasInView = -scrollView.contentOffset.y >= baselineTop + mj_h - 0.5
            mj_h = height
            guard wasInView else { return }
            setInsetDelta(height, for: .header)
            scrollView.contentOffset.y = header.trigger.refreshingOffsetY(baselineTop: baselineTop)
        } else if let footer = self as? MJRefreshBackFooter {
            mj_h = height
            setInsetDelta(footer.trigger.refreshingInsetDelta(scrollMetrics(of: scrollView, excluding: .backFooter)),
                          for: .backFooter)
        } else {
            mj_h = height
        }
    }
}
