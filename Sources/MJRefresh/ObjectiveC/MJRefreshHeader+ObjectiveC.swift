#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// MJRefreshHeader.h, MJRefreshStateHeader.h, MJRefreshNormalHeader.h and MJRefreshGifHeader.h for Objective-C.
extension MJRefreshHeader {
    @available(swift, obsoleted: 1)
    @objc(headerWithRefreshingBlock:)
    public class func objc_header(refreshingBlock: @escaping MJRefreshObjCAction) -> Self {
        objectiveCInstance(refreshingBlock: refreshingBlock)
    }

    @available(swift, obsoleted: 1)
    @objc(headerWithRefreshingTarget:refreshingAction:)
    public class func objc_header(refreshingTarget target: Any?, refreshingAction action: Selector) -> Self {
        objectiveCInstance(refreshingTarget: target, refreshingAction: action)
    }

    @available(swift, obsoleted: 1)
    @objc(lastUpdatedTimeKey) public var objc_lastUpdatedTimeKey: String {
        get { lastUpdatedTimeKey }
        set { lastUpdatedTimeKey = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(lastUpdatedTime) public var objc_lastUpdatedTime: Date? {
        lastUpdatedTime
    }

    @available(swift, obsoleted: 1)
    @objc(ignoredScrollViewContentInsetTop) public var objc_ignoredScrollViewContentInsetTop: CGFloat {
        get { ignoredScrollViewContentInsetTop }
        set { ignoredScrollViewContentInsetTop = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(isCollectionViewAnimationBug) public var objc_isCollectionViewAnimationBug: Bool {
        get { isCollectionViewAnimationBug }
        set { isCollectionViewAnimationBug = newValue }
    }
}

extension MJRefreshStateHeader {
    @available(swift, obsoleted: 1)
    @objc(lastUpdatedTimeText) public var objc_lastUpdatedTimeText: ((Date?) -> String)? {
        get { lastUpdatedTimeText }
        set { lastUpdatedTimeText = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(lastUpdatedTimeLabel) public var objc_lastUpdatedTimeLabel: UILabel {
        lastUpdatedTimeLabel
    }

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
    @discardableResult
    @objc(modifyLastUpdatedTimeText:)
    public func objc_modifyLastUpdatedTimeText(_ handler: @escaping (Date?) -> String) -> Self {
        modifyLastUpdatedTimeText(handler)
    }
}

extension MJRefreshNormalHeader {
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

extension MJRefreshGifHeader {
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
