import MJRefresh
import UIKit

/// A custom header, as apps write them: its own label and image, placed by hand, reacting to the pull and to
/// each state. Every hook MJRefresh's users override is overridden here, and counts its calls.
public final class PlaneHeader: MJRefreshHeader {
    public private(set) var label: UILabel!
    public private(set) var plane: UIImageView!
    public private(set) var offsetChanges = 0
    public private(set) var sizeChanges = 0
    public private(set) var panChanges = 0
    public private(set) var endCalls = 0
    public private(set) var callbackRuns = 0
    public private(set) var languageChanges = 0
    public private(set) var states: [MJRefreshState] = []

    override public func prepare() {
        super.prepare()
        mj_h = 60
        let label = UILabel.mj_()
        label.textColor = .gray
        addSubview(label)
        self.label = label
        let plane = UIImageView(image: Bundle.mj_arrowImage())
        addSubview(plane)
        self.plane = plane
    }

    override public func placeSubviews() {
        super.placeSubviews()
        label.frame = bounds
        plane.center = CGPoint(x: mj_w / 2 - label.mj_textWidth() / 2 - MJRefreshLabelLeftInset, y: mj_h / 2)
    }

    override public func scrollViewContentOffsetDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentOffsetDidChange(change)
        offsetChanges += 1
    }

    override public func scrollViewContentSizeDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewContentSizeDidChange(change)
        sizeChanges += 1
    }

    override public func scrollViewPanStateDidChange(_ change: [AnyHashable: Any]?) {
        super.scrollViewPanStateDidChange(change)
        panChanges += 1
    }

    override public var state: MJRefreshState {
        didSet {
            guard state != oldValue else { return }
            states.append(state)
            switch state {
            case .idle: label.text = Bundle.mj_localizedString(forKey: MJRefreshHeaderIdleText)
            case .pulling: label.text = Bundle.mj_localizedString(forKey: MJRefreshHeaderPullingText)
            case .refreshing: label.text = Bundle.mj_localizedString(forKey: MJRefreshHeaderRefreshingText)
            case .willRefresh: label.text = "Taking off soon"
            case .noMoreData: break
            @unknown default: break  // MJRefresh's state is an Objective-C enum, open to new cases
            }
        }
    }

    override public var pullingPercent: CGFloat {
        didSet {
            plane.alpha = pullingPercent
        }
    }

    override public func endRefreshing() {
        endCalls += 1
        super.endRefreshing()
        label.text = "Landed"
    }

    override public func executeRefreshingCallback() {
        callbackRuns += 1
        super.executeRefreshingCallback()
    }

    override public func i18nDidChange() {
        languageChanges += 1
        label.text = Bundle.mj_localizedString(forKey: MJRefreshHeaderIdleText, value: "Pull down")
        super.i18nDidChange()
    }
}
