#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// VoiceOver users cannot pull: a scroll view with a header offers "Refresh", one with a footer "Load more", as
// custom actions (swipe up or down on any element of the list, then double-tap).

extension MJRefreshComponent {
    /// The localized name of the action this kind of component adds: headers refresh, footers load more;
    /// trailers (a horizontal "see more") and bare components add none. Read at every layout, so it comes from
    /// the configuration's remembered texts.
    var customActionName: String? {
        purpose.customActionKey.map(MJRefreshConfig.default.text(for:))
    }

    /// Adds this component's action after the scroll view's own ones, and follows text-size changes.
    func accessibilityDidAttach(to scrollView: UIScrollView) {
        accessibility.contentSizeObservation = NotificationObservation(UIContentSizeCategory.didChangeNotification) {
            [weak self] in self?.setNeedsLayout()
        }
        updateAccessibilityElement()
        guard let name = customActionName else { return }
        let action = UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.performAccessibilityRefresh() ?? false
        }
        accessibility.customAction = action
        scrollView.accessibilityCustomActions = (scrollView.accessibilityCustomActions ?? []) + [action]
    }

    /// Takes out exactly the action this component added; the app's own actions stay.
    func accessibilityWillDetach(from scrollView: UIScrollView) {
        accessibility.contentSizeObservation = nil
        guard let action = accessibility.customAction else { return }
        accessibility.customAction = nil
        let remaining = (scrollView.accessibilityCustomActions ?? []).filter { $0 !== action }
        scrollView.accessibilityCustomActions = remaining.isEmpty ? nil : remaining
    }

    /// The action's handler: starts a refresh under the rules of a pull, and tells VoiceOver whether it did
    /// (`false` plays the failure sound). Nothing happens while hidden, while this or another component of the
    /// scroll view refreshes, or after no more data (or anything else that stops a footer from loading).
    func performAccessibilityRefresh() -> Bool {
        guard scrollView != nil, !isHidden, state == .idle, mayLoad, !isAnotherComponentRefreshing else {
            return false
        }
        beginRefreshing()
        return isRefreshing
    }
}
