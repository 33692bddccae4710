import MJRefresh
import UIKit

/// A footer with the app's logo beside the spinner, written the way apps subclass MJRefresh's footers: its own
/// initialisers, the factory initialiser inherited.
public final class BrandFooter: MJRefreshAutoNormalFooter {
    public private(set) var logo: UIImageView!

    override public init(frame: CGRect) {
        super.init(frame: frame)
        logo = UIImageView(image: Bundle.mj_arrowImage())
        addSubview(logo)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func placeSubviews() {
        super.placeSubviews()
        logo?.center = CGPoint(x: mj_w - 30, y: mj_h / 2)
    }

    override public func endRefreshingWithNoMoreData() {
        super.endRefreshingWithNoMoreData()
        logo?.isHidden = true
    }

    override public func resetNoMoreData() {
        super.resetNoMoreData()
        logo?.isHidden = false
    }

    /// The app's footer for `action`.
    public static func make(_ action: @escaping () -> Void) -> BrandFooter {
        BrandFooter(refreshingBlock: action)
    }
}
