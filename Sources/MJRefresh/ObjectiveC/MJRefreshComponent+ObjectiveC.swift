#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// MJRefreshComponent.h for Objective-C. The hooks MJRefresh declares for subclasses (`prepare`, `placeSubviews`,
// `scrollView…DidChange:`, `i18nDidChange`) have no Objective-C form: Objective-C cannot subclass a Swift class.
extension MJRefreshComponent {
    // MARK: Animation

    @available(swift, obsoleted: 1)
    @objc(fastAnimationDuration) public var objc_fastAnimationDuration: TimeInterval {
        get { fastAnimationDuration }
        set { fastAnimationDuration = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(slowAnimationDuration) public var objc_slowAnimationDuration: TimeInterval {
        get { slowAnimationDuration }
        set { slowAnimationDuration = newValue }
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(setAnimationDisabled) public func objc_setAnimationDisabled() -> Self {
        setAnimationDisabled()
    }

    // MARK: Callbacks

    @available(swift, obsoleted: 1)
    @objc(refreshingBlock) public var objc_refreshingBlock: MJRefreshObjCAction? {
        get { refreshingBlock }
        set { refreshingBlock = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(setRefreshingTarget:refreshingAction:)
    public func objc_setRefreshingTarget(_ target: Any?, refreshingAction action: Selector) {
        setRefreshingTarget(target, refreshingAction: action)
    }

    @available(swift, obsoleted: 1)
    @objc(refreshingTarget) public var objc_refreshingTarget: Any? {
        get { refreshingTarget }
        set { refreshingTarget = newValue as AnyObject? }
    }

    @available(swift, obsoleted: 1)
    @objc(refreshingAction) public var objc_refreshingAction: Selector? {
        get { refreshingAction }
        set { refreshingAction = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(executeRefreshingCallback) public func objc_executeRefreshingCallback() {
        executeRefreshingCallback()
    }

    @available(swift, obsoleted: 1)
    @objc(beginRefreshingCompletionBlock) public var objc_beginRefreshingCompletionBlock: MJRefreshObjCAction? {
        get { beginRefreshingCompletionBlock }
        set { beginRefreshingCompletionBlock = newValue }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "first deprecated in 3.3.0 - Use `endRefreshingAnimationBeginAction` instead")
    @objc(endRefreshingAnimateCompletionBlock)
    public var objc_endRefreshingAnimateCompletionBlock: MJRefreshObjCAction? {
        get { endRefreshingAnimateCompletionBlock }
        set { endRefreshingAnimateCompletionBlock = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(endRefreshingAnimationBeginAction)
    public var objc_endRefreshingAnimationBeginAction: MJRefreshObjCAction? {
        get { endRefreshingAnimationBeginAction }
        set { endRefreshingAnimationBeginAction = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(endRefreshingCompletionBlock) public var objc_endRefreshingCompletionBlock: MJRefreshObjCAction? {
        get { endRefreshingCompletionBlock }
        set { endRefreshingCompletionBlock = newValue }
    }

    // MARK: Refreshing

    @available(swift, obsoleted: 1)
    @objc(beginRefreshing) public func objc_beginRefreshing() {
        beginRefreshing()
    }

    @available(swift, obsoleted: 1)
    @objc(beginRefreshingWithCompletionBlock:)
    public func objc_beginRefreshing(completionBlock: @escaping MJRefreshObjCAction) {
        beginRefreshing(completionBlock: completionBlock)
    }

    /// From any thread, as in Swift.
    @available(swift, obsoleted: 1)
    @objc(endRefreshing) nonisolated public func objc_endRefreshing() {
        MainActorContext.perform { self.endRefreshing() }
    }

    /// From any thread, as in Swift; the block runs once, on the main thread.
    @available(swift, obsoleted: 1)
    @objc(endRefreshingWithCompletionBlock:)
    nonisolated public func objc_endRefreshing(completionBlock: @escaping @Sendable () -> Void) {
        MainActorContext.perform { self.endRefreshing(completionBlock: completionBlock) }
    }

    @available(swift, obsoleted: 1)
    @objc(refreshing) public var objc_refreshing: Bool {
        @objc(isRefreshing) get { isRefreshing }
    }

    /// Setting a number outside the enum changes nothing.
    @available(swift, obsoleted: 1)
    @objc(state) public var objc_state: MJRefreshObjCState {
        get { MJRefreshObjCState(state) }
        set {
            guard let newState = newValue.swiftState else { return }
            state = newState
        }
    }

    // MARK: Scroll view

    @available(swift, obsoleted: 1)
    @objc(scrollViewOriginalInset) public var objc_scrollViewOriginalInset: UIEdgeInsets {
        scrollViewOriginalInset
    }

    @available(swift, obsoleted: 1)
    @objc(scrollView) public var objc_scrollView: UIScrollView? {
        scrollView
    }

    // MARK: Other

    @available(swift, obsoleted: 1)
    @objc(pullingPercent) public var objc_pullingPercent: CGFloat {
        get { pullingPercent }
        set { pullingPercent = newValue }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "Use automaticallyChangeAlpha")
    @objc(autoChangeAlpha) public var objc_autoChangeAlpha: Bool {
        @objc(isAutoChangeAlpha) get { isAutoChangeAlpha }
        set { isAutoChangeAlpha = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(automaticallyChangeAlpha) public var objc_automaticallyChangeAlpha: Bool {
        @objc(isAutomaticallyChangeAlpha) get { isAutomaticallyChangeAlpha }
        set { isAutomaticallyChangeAlpha = newValue }
    }

    // MARK: Chaining

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(autoChangeTransparency:) public func objc_autoChangeTransparency(_ isAutoChange: Bool) -> Self {
        autoChangeTransparency(isAutoChange)
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(afterBeginningAction:)
    public func objc_afterBeginningAction(_ action: @escaping MJRefreshObjCAction) -> Self {
        afterBeginningAction(action)
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(endingAnimationBeginningAction:)
    public func objc_endingAnimationBeginningAction(_ action: @escaping MJRefreshObjCAction) -> Self {
        endingAnimationBeginningAction(action)
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(afterEndingAction:) public func objc_afterEndingAction(_ action: @escaping MJRefreshObjCAction) -> Self {
        afterEndingAction(action)
    }

    @available(swift, obsoleted: 1)
    @discardableResult
    @objc(linkTo:) public func objc_link(to scrollView: UIScrollView) -> Self {
        link(to: scrollView)
    }
}
#endif
