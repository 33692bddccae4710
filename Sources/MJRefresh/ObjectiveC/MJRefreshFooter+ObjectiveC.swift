#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// MJRefreshFooter.h, MJRefreshAutoFooter.h and the headers of the auto and back footers for Objective-C.
extension MJRefreshFooter {
    @available(swift, obsoleted: 1)
    @objc(footerWithRefreshingBlock:)
    public class func objc_footer(refreshingBlock: @escaping MJRefreshObjCAction) -> Self {
        objectiveCInstance(refreshingBlock: refreshingBlock)
    }

    @available(swift, obsoleted: 1)
    @objc(footerWithRefreshingTarget:refreshingAction:)
    public class func objc_footer(refreshingTarget target: Any?, refreshingAction action: Selector) -> Self {
        objectiveCInstance(refreshingTarget: target, refreshingAction: action)
    }

    /// From any thread, as in Swift.
    @available(swift, obsoleted: 1)
    @objc(endRefreshingWithNoMoreData) nonisolated public func objc_endRefreshingWithNoMoreData() {
        MainActorContext.perform { self.endRefreshingWithNoMoreData() }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "Use endRefreshingWithNoMoreData")
    @objc(noticeNoMoreData) nonisolated public func objc_noticeNoMoreData() {
        objc_endRefreshingWithNoMoreData()
    }

    /// From any thread, as in Swift.
    @available(swift, obsoleted: 1)
    @objc(resetNoMoreData) nonisolated public func objc_resetNoMoreData() {
        MainActorContext.perform { self.resetNoMoreData() }
    }

    @available(swift, obsoleted: 1)
    @objc(ignoredScrollViewContentInsetBottom) public var objc_ignoredScrollViewContentInsetBottom: CGFloat {
        get { ignoredScrollViewContentInsetBottom }
        set { ignoredScrollViewContentInsetBottom = newValue }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "Show and hide the footer yourself with hidden")
    @objc(automaticallyHidden) public var objc_automaticallyHidden: Bool {
        @objc(isAutomaticallyHidden) get { isAutomaticallyHidden }
        set { isAutomaticallyHidden = newValue }
    }
}

extension MJRefreshAutoFooter {
    @available(swift, obsoleted: 1)
    @objc(automaticallyRefresh) public var objc_automaticallyRefresh: Bool {
        @objc(isAutomaticallyRefresh) get { isAutomaticallyRefresh }
        set { isAutomaticallyRefresh = newValue }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "Use triggerAutomaticallyRefreshPercent")
    @objc(appearencePercentTriggerAutoRefresh) public var objc_appearencePercentTriggerAutoRefresh: CGFloat {
        get { appearencePercentTriggerAutoRefresh }
        set { appearencePercentTriggerAutoRefresh = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(triggerAutomaticallyRefreshPercent) public var objc_triggerAutomaticallyRefreshPercent: CGFloat {
        get { triggerAutomaticallyRefreshPercent }
        set { triggerAutomaticallyRefreshPercent = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(autoTriggerTimes) public var objc_autoTriggerTimes: Int {
        get { autoTriggerTimes }
        set { autoTriggerTimes = newValue }
    }
}

extension MJRefreshAutoStateFooter {
    @available(swift, obsoleted: 1)
    @objc(labelLeftInset) public var objc_labelLeftInset: CGFloat {
        get { labelLeftInset }
        set { labelLeftInset = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(stateLabel) public var objc_stateLabel: UILabel {
        stateLabel
    }

    /// A number outside `MJRefreshState` sets nothing.
    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setTitle:forState:) public func objc_setTitle(_ title: String?, for state: MJRefreshObjCState) -> Self {
        guard let state = state.swiftState else { return self }
        return setTitle(title, for: state)
    }

    @available(swift, obsoleted: 1)
    @objc(refreshingTitleHidden) public var objc_refreshingTitleHidden: Bool {
        @objc(isRefreshingTitleHidden) get { isRefreshingTitleHidden }
        set { isRefreshingTitleHidden = newValue }
    }
}

extension MJRefreshAutoNormalFooter {
    @available(swift, obsoleted: 1)
    @objc(loadingView) public var objc_loadingView: UIActivityIndicatorView {
        loadingView
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "first deprecated in 3.2.2 - Use `loadingView` property")
    @objc(activityIndicatorViewStyle) public var objc_activityIndicatorViewStyle: UIActivityIndicatorView.Style {
        get { activityIndicatorViewStyle }
        set { activityIndicatorViewStyle = newValue }
    }
}

extension MJRefreshAutoGifFooter {
    @available(swift, obsoleted: 1)
    @objc(gifView) public var objc_gifView: UIImageView {
        gifView
    }

    /// The elements of `images` that are images are played; a number outside `MJRefreshState` sets nothing.
    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setImages:duration:forState:)
    public func objc_setImages(_ images: [Any], duration: TimeInterval, for state: MJRefreshObjCState) -> Self {
        guard let state = state.swiftState else { return self }
        return setImages(images, duration: duration, for: state)
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setImages:forState:) public func objc_setImages(_ images: [Any], for state: MJRefreshObjCState) -> Self {
        guard let state = state.swiftState else { return self }
        return setImages(images, for: state)
    }
}

extension MJRefreshBackStateFooter {
    @available(swift, obsoleted: 1)
    @objc(labelLeftInset) public var objc_labelLeftInset: CGFloat {
        get { labelLeftInset }
        set { labelLeftInset = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(stateLabel) public var objc_stateLabel: UILabel {
        stateLabel
    }

    /// A number outside `MJRefreshState` sets nothing.
    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setTitle:forState:) public func objc_setTitle(_ title: String?, for state: MJRefreshObjCState) -> Self {
        guard let state = state.swiftState else { return self }
        return setTitle(title, for: state)
    }

    /// The empty string for a number outside `MJRefreshState`.
    @available(swift, obsoleted: 1)
    @objc(titleForState:) public func objc_title(for state: MJRefreshObjCState) -> String {
        guard let state = state.swiftState else { return "" }
        return title(for: state)
    }
}

extension MJRefreshBackNormalFooter {
    @available(swift, obsoleted: 1)
    @objc(arrowView) public var objc_arrowView: UIImageView {
        arrowView
    }

    @available(swift, obsoleted: 1)
    @objc(loadingView) public var objc_loadingView: UIActivityIndicatorView {
        loadingView
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "first deprecated in 3.2.2 - Use `loadingView` property")
    @objc(activityIndicatorViewStyle) public var objc_activityIndicatorViewStyle: UIActivityIndicatorView.Style {
        get { activityIndicatorViewStyle }
        set { activityIndicatorViewStyle = newValue }
    }
}

extension MJRefreshBackGifFooter {
    @available(swift, obsoleted: 1)
    @objc(gifView) public var objc_gifView: UIImageView {
        gifView
    }

    /// The elements of `images` that are images are played; a number outside `MJRefreshState` sets nothing.
    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setImages:duration:forState:)
    public func objc_setImages(_ images: [Any], duration: TimeInterval, for state: MJRefreshObjCState) -> Self {
        guard let state = state.swiftState else { return self }
        return setImages(images, duration: duration, for: state)
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setImages:forState:) public func objc_setImages(_ images: [Any], for state: MJRefreshObjCState) -> Self {
        guard let state = state.swiftState else { return self }
        return setImages(images, for: state)
    }
}
#endif
