#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// Ending a refresh with a result: the component shows the result's title (and, in the normal styles, a mark in
// place of the spinner) for `resultDisplayDuration`, then ends exactly as `endRefreshing()` does.
//
// The moment belongs to its refresh. The component stays `.refreshing` during it, so:
// - `endRefreshing()` (or `isRefreshing = false`, or a footer's `endRefreshingWithNoMoreData()`) cuts it short
//   and ends at once; the result's own end then does nothing;
// - another `endRefreshing(with:)` changes nothing on screen: its completion runs with the moment's;
// - `beginRefreshing()` does nothing, as during any refresh;
// - leaving the scroll view ends it silently, as it ends a refresh.
// Whichever way the moment ends, the completions handed to its calls run once, after the collapse.

/// A result on screen, waiting to collapse. A class: the cycle keeps the one instance, and a struct of these fields
/// would carry value witnesses nothing needs.
@MainActor
final class MJRefreshResultMoment {
    let result: MJRefreshResult
    /// The refresh the result ends.
    let cycle: Int
    /// The completions of the `endRefreshing(with:completionBlock:)` calls made for this refresh.
    var completions: [MJRefreshComponentAction]
    /// Times the moment: UIKit has no timer that runs on its animation clock, so the moment is an animation of
    /// this invisible view's alpha, whose completion ends it. It follows the simulator's virtual clock in tests
    /// and Core Animation's on iOS; where animations are off, the moment is skipped.
    let clock: UIView

    init(result: MJRefreshResult, cycle: Int, completions: [MJRefreshComponentAction], clock: UIView) {
        self.result = result
        self.cycle = cycle
        self.completions = completions
        self.clock = clock
    }
}

extension MJRefreshComponent {
    /// Ends refreshing after showing how it went: `result`'s title, in the normal styles with a ✓ or ✗ mark
    /// instead of the spinner, for `resultDisplayDuration`; then it ends as `endRefreshing()` does (a footer
    /// given `.noMoreData` as `endRefreshingWithNoMoreData()` does, after "No more data" has shown as a result).
    /// A footer words success and failure as loading ("Loading failed: …"), the others as refreshing.
    /// `.quiet`, and any result on a component that is not refreshing, ends at once. Safe from any thread, like
    /// `endRefreshing()`.
    public func endRefreshing(with result: MJRefreshResult) {
        MainActorContext.perform { [weak self] in self?.showResult(result, completion: nil) }
    }

    /// As `endRefreshing(with:)`, and calls `completionBlock` once, for this call, when the collapse that follows
    /// the result has finished (or when the moment was cut short, after that end's collapse).
    public func endRefreshing(with result: MJRefreshResult, completionBlock: @escaping MJRefreshComponentAction) {
        MainActorContext.perform { [weak self] in
            guard let self else { return completionBlock() }
            self.showResult(result, completion: completionBlock)
        }
    }

    /// A component whose refresh is an `async` function returning how it went: the refresh ends with
    /// `endRefreshing(with:)` and that result when the function returns.
    ///
    /// ```swift
    /// tableView.mj_header = MJRefreshNormalHeader(refreshingResultTask: { [weak self] in
    ///     await self?.reload() == true ? .success : .failure(message: "Offline")
    /// })
    /// ```
    public convenience init(refreshingResultTask: @escaping @MainActor () async -> MJRefreshResult) {
        self.init(frame: .zero)
        self.refreshingResultTask = refreshingResultTask
    }

    /// The result being shown, `nil` outside a result's moment.
    public var displayedResult: MJRefreshResult? {
        cycle.resultMoment?.result
    }

    private func showResult(_ result: MJRefreshResult, completion: MJRefreshComponentAction?) {
        if cycle.resultMoment != nil {
            if let completion { cycle.resultMoment?.completions.append(completion) }
            return
        }
        cancelRefreshingTask()
        let duration = resultDisplayDuration
        guard state == .refreshing, result != .quiet, duration.isFinite, duration > 0 else {
            return end(with: result, completion: completion)
        }
        let clock = UIView(frame: .zero)
        clock.isUserInteractionEnabled = false
        clock.alpha = 0
        addSubview(clock)
        let number = cycle.number
        cycle.resultMoment = MJRefreshResultMoment(
            result: result, cycle: number, completions: completion.map { [$0] } ?? [],
            clock: clock)
        display(result)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction],
            animations: { clock.alpha = 1 },
            completion: { [weak self] _ in
                clock.removeFromSuperview()
                guard let self, let moment = self.cycle.resultMoment, moment.cycle == number, moment.clock === clock
                else {
                    return
                }
                self.end(with: moment.result, completion: nil)
            })
    }

    /// Ends the refresh as `result` asks; the moment's completions (and `completion`) run after the collapse.
    private func end(with result: MJRefreshResult, completion: MJRefreshComponentAction?) {
        cycle.endingResult = result
        if result == .noMoreData { endWithNoMoreData() } else { enter(.idle) }
        cycle.endingResult = nil
        if let completion { cycle.completions.afterCollapse(completion) }
    }

    /// Puts `result` on screen: its title in the state label, its mark in place of the spinner. An auto footer
    /// that hides its loading title shows the mark alone, in the place it keeps for the spinner.
    private func display(_ result: MJRefreshResult) {
        stateViews.show(result, text: title(of: result))
        contentSlot.receiver?.refreshComponent(self, didShow: result)
        updateAccessibilityElement()
        setNeedsLayout()
    }

    /// Called when the state leaves `.refreshing` or the component leaves its scroll view: the moment is over,
    /// however it ended. Its completions wait for the collapse that ending started (or run now, when none did).
    func resultMomentDidEnd() {
        guard let moment = cycle.resultMoment else { return }
        cycle.resultMoment = nil
        moment.clock.removeFromSuperview()
        stateViews.mark?.isHidden = true
        if scrollView == nil {
            // Detached without a state change: show the idle texts again, as after a language change.
            i18nDidChange()
        }
        for completion in moment.completions { cycle.completions.afterCollapse(completion) }
    }

    /// Whether the refresh that is ending now ends with `.failure`, during the state change that ends it: the
    /// end of `endRefreshing(with: .failure…)`, at once or after its moment. An `endRefreshing()` that cuts the
    /// moment short is the app's plain end, not a failure.
    var refreshIsEndingWithFailure: Bool {
        if case .failure = cycle.endingResult { return true }
        return false
    }

    /// The title VoiceOver hears when the refresh ends, when it ends with a result.
    var resultEndAnnouncement: String? {
        cycle.resultMoment.map { title(of: $0.result) }
    }

    /// `result`'s title in the configured language, worded for what the component does (a footer loads more).
    private func title(of result: MJRefreshResult) -> String {
        result.title(localizer: MJRefreshConfig.default.localizer, loadsMore: purpose == .loadMore)
    }
}
