import MJRefresh

/// A 390 × 844 pt phone: a visible window with the safe area of a notched iPhone under a navigation bar, and
/// the bars drawn on top of the app (status bar with the time, a title, the home indicator).
///
/// The safe area includes the navigation bar (47 pt status bar + 44 pt bar on top, 34 pt home indicator at the
/// bottom), as a `UINavigationController` makes it for its screens, so a table's content starts below the bar
/// and a header pulled down appears right under it.
@MainActor
final class Phone {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    private static let statusBarHeight: CGFloat = 47

    let window: UIWindow
    private let bar = UIView()
    private let titleLabel = UILabel()
    private let homeIndicator = UIView()
    /// Pushed screens, kept alive as a navigation controller keeps its stack.
    private var pushed: [UIViewController] = []

    init() {
        window = UIWindow(frame: Self.bounds)
        window.backgroundColor = .white
        window.simulatedSafeAreaInsets = Self.safeArea
        window.makeKeyAndVisible()
        buildBar()
        homeIndicator.frame = CGRect(
            x: (Self.bounds.width - 134) / 2, y: Self.bounds.height - 13,
            width: 134, height: 5)
        homeIndicator.backgroundColor = .black
        homeIndicator.isUserInteractionEnabled = false
        window.addSubview(homeIndicator)
    }

    /// The navigation bar's title.
    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// Makes `controller` the screen, under the bars.
    func show(_ controller: UIViewController, title: String) {
        window.rootViewController = controller
        self.title = title
        keepBarsOnTop()
        window.layoutIfNeeded()
    }

    /// Slides `controller`'s view in from the right over `duration`, as a navigation controller pushes, and
    /// runs its appearance callbacks; the screen it covers leaves when the slide ends.
    func push(_ controller: UIViewController, title: String, duration: TimeInterval) {
        let covered = window.subviews.first { $0 !== bar && $0 !== homeIndicator }
        pushed.append(controller)
        controller.beginAppearanceTransition(true, animated: true)
        let view: UIView = controller.view
        view.frame = Self.bounds.offsetBy(dx: Self.bounds.width, dy: 0)
        window.insertSubview(view, belowSubview: bar)
        self.title = title
        UIView.animate(
            withDuration: duration,
            animations: {
                view.frame = Self.bounds
                covered?.frame = Self.bounds.offsetBy(dx: -Self.bounds.width / 3, dy: 0)
            },
            completion: { _ in
                covered?.removeFromSuperview()
                controller.endAppearanceTransition()
            })
    }

    private func keepBarsOnTop() {
        window.bringSubviewToFront(bar)
        window.bringSubviewToFront(homeIndicator)
    }

    /// A translucent bar over the status bar and navigation bar areas, with the time and the title.
    private func buildBar() {
        bar.frame = CGRect(x: 0, y: 0, width: Self.bounds.width, height: Self.safeArea.top)
        bar.backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        bar.isUserInteractionEnabled = false
        let time = UILabel(frame: CGRect(x: 24, y: 14, width: 80, height: 22))
        time.text = "9:41"
        time.font = .systemFont(ofSize: 16, weight: .semibold)
        time.textAlignment = .center
        bar.addSubview(time)
        let battery = UIView(frame: CGRect(x: Self.bounds.width - 52, y: 19, width: 25, height: 12))
        battery.backgroundColor = .black
        bar.addSubview(battery)
        titleLabel.frame = CGRect(x: 60, y: Self.statusBarHeight, width: Self.bounds.width - 120, height: 44)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        bar.addSubview(titleLabel)
        let hairline = UIView(frame: CGRect(x: 0, y: Self.safeArea.top - 0.5, width: Self.bounds.width, height: 0.5))
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        bar.addSubview(hairline)
        window.addSubview(bar)
    }
}
