import MJRefresh

/// The status bar and navigation bar a `UINavigationController` shows over its screens, painted: the time, the
/// battery, the title and, on a pushed screen, a back button titled with the screen below. It mirrors on a
/// right-to-left device (time on the right, back button on the right, pointing right).
///
/// It is not in the window: `Phone.picture(overlay:)` draws it over the window, over a blurred copy of what lies
/// under it, as UIKit's default bar appearance blurs and tints the content that scrolls beneath.
@MainActor
final class NavigationBar: UIView {
    private static let statusBarHeight: CGFloat = 47
    private let time = UILabel()
    private let battery = UIView()
    private let titleLabel = UILabel()
    private let backLabel = UILabel()
    private let hairline = UIView()

    init(width: CGFloat, height: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        // The tint over the blur: UIKit's bar material is a light (or dark) veil over the blurred content.
        backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.8) : UIColor(white: 0.97, alpha: 0.8)
        }
        isUserInteractionEnabled = false
        time.text = "9:41"
        time.font = .systemFont(ofSize: 16, weight: .semibold)
        time.textAlignment = .center
        battery.backgroundColor = .label
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        hairline.backgroundColor = .separator
        for view in [time, battery, titleLabel, backLabel, hairline] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The navigation bar's title.
    var title: String? { titleLabel.text }

    /// Shows `title`, and a back button titled `backTitle` when there is a screen to go back to.
    func show(title: String, backTitle: String?) {
        titleLabel.text = title
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        backLabel.text = backTitle.map { isRightToLeft ? "\($0) ›" : "‹ \($0)" }
        backLabel.isHidden = backTitle == nil
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func leading(_ x: CGFloat, _ itemWidth: CGFloat) -> CGFloat { isRightToLeft ? width - x - itemWidth : x }
        time.frame = CGRect(x: leading(24, 80), y: 14, width: 80, height: 22)
        battery.frame = CGRect(x: leading(width - 52, 25), y: 19, width: 25, height: 12)
        titleLabel.frame = CGRect(x: 100, y: Self.statusBarHeight, width: width - 200, height: 44)
        backLabel.frame = CGRect(x: leading(8, 100), y: Self.statusBarHeight, width: 100, height: 44)
        backLabel.textAlignment = isRightToLeft ? .right : .left
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: width, height: 0.5)
    }
}
