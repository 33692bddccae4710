#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// MJRefreshTrailer.h, MJRefreshStateTrailer.h and MJRefreshNormalTrailer.h for Objective-C.
extension MJRefreshTrailer {
    @available(swift, obsoleted: 1)
    @objc(trailerWithRefreshingBlock:)
    public class func objc_trailer(refreshingBlock: @escaping MJRefreshObjCAction) -> Self {
        objectiveCInstance(refreshingBlock: refreshingBlock)
    }

    @available(swift, obsoleted: 1)
    @objc(trailerWithRefreshingTarget:refreshingAction:)
    public class func objc_trailer(refreshingTarget target: Any?, refreshingAction action: Selector) -> Self {
        objectiveCInstance(refreshingTarget: target, refreshingAction: action)
    }

    @available(swift, obsoleted: 1)
    @objc(ignoredScrollViewContentInsetRight) public var objc_ignoredScrollViewContentInsetRight: CGFloat {
        get { ignoredScrollViewContentInsetRight }
        set { ignoredScrollViewContentInsetRight = newValue }
    }
}

extension MJRefreshStateTrailer {
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
}

extension MJRefreshNormalTrailer {
    @available(swift, obsoleted: 1)
    @objc(arrowView) public var objc_arrowView: UIImageView {
        arrowView
    }
}
#endif
