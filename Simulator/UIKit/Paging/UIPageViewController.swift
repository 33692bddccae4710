/// Shows one child view controller at a time and lets the user swipe to the one before or after it, which its data
/// source supplies.
///
/// The stand-in models the `.scroll` transition along either orientation: the view holds a paging scroll view
/// (UIKit's is private; apps reach it as the view's scroll view subview) with three slots, the current page in the
/// middle. When a swipe starts, the pages before and after are asked for and put in the outer slots as children;
/// when the scroll view comes to rest the page it rests on becomes the current one and the others leave the
/// hierarchy, as UIKit removes pages that went off screen. `.pageCurl` is laid out like `.scroll` (stand-in
/// choice: the stand-in draws no curl).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// The axis pages follow one another on.
    public enum NavigationOrientation: Int, @unchecked Sendable {
        /// Pages follow one another left to right.
        case horizontal = 0
        /// Pages follow one another top to bottom.
        case vertical = 1
    }

    /// Where the spine of a page-curl book sits.
    public enum SpineLocation: Int, @unchecked Sendable {
        /// No spine: the `.scroll` style.
        case none = 0
        /// At the leading or top edge.
        case min = 1
        /// In the middle, with two pages shown.
        case mid = 2
        /// At the trailing or bottom edge.
        case max = 3
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` moves.
    public enum NavigationDirection: Int, @unchecked Sendable {
        /// To a later page.
        case forward = 0
        /// To an earlier page.
        case reverse = 1
    }

    /// How one page gives way to the next.
    public enum TransitionStyle: Int, @unchecked Sendable {
        /// A page turns like a sheet of paper.
        case pageCurl = 0
        /// Pages slide along the orientation's axis.
        case scroll = 1
    }

    /// Keys of the options `init(transitionStyle:navigationOrientation:options:)` accepts.
    public struct OptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A `SpineLocation` raw value, for the `.pageCurl` style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of the `.scroll` style, in points. Stored only: the stand-in lays pages edge to
        /// edge (stand-in choice).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    private let storedTransitionStyle: TransitionStyle
    private let storedOrientation: NavigationOrientation
    private let storedSpineLocation: SpineLocation
    lazy var pageQueue = PageQueue(owner: self)

    /// A page view controller with the given style and orientation; `options` may give the spine location.
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        storedTransitionStyle = style
        storedOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        storedSpineLocation = spine ?? (style == .scroll ? .none : .min)
        super.init(nibName: nil, bundle: nil)
    }

    /// Decoding from a storyboard: the stand-in has none, so this is a horizontal page-curl controller, UIKit's
    /// defaults.
    public required init?(coder: NSCoder) {
        storedTransitionStyle = .pageCurl
        storedOrientation = .horizontal
        storedSpineLocation = .min
        super.init(coder: coder)
    }

    /// Told when a swipe starts and ends; held weakly.
    weak open var delegate: (any UIPageViewControllerDelegate)?
    /// Supplies the pages before and after the current one when the user swipes; held weakly. Without one, the
    /// user cannot swipe.
    weak open var dataSource: (any UIPageViewControllerDataSource)?

    /// The transition style the controller was made with.
    open var transitionStyle: UIPageViewController.TransitionStyle { storedTransitionStyle }
    /// The orientation the controller was made with.
    open var navigationOrientation: UIPageViewController.NavigationOrientation { storedOrientation }
    /// The spine location the controller was made with (`.none` for `.scroll`).
    open var spineLocation: UIPageViewController.SpineLocation { storedSpineLocation }
    /// Whether page-curl pages have a back. Stored only.
    open var isDoubleSided = false
    /// The recognizers of the page-curl style; empty for `.scroll`, whose gestures belong to its scroll view.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The page shown, in an array as UIKit gives it; nil before `setViewControllers`.
    open var viewControllers: [UIViewController]? { pageQueue.current.map { [$0] } }

    /// Shows `viewControllers[0]` as the current page at once; `direction` and `animated` do not change the
    /// result (stand-in choice: the stand-in does not animate the change). `completion` runs at the next frame
    /// with `true`.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        pageQueue.show(viewControllers?.first)
        if let completion { FrameScheduler.shared.schedule(after: 0) { completion(true) } }
    }

    /// A plain view holding the paging scroll view, which fills it.
    override open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        pageQueue.scrollView.frame = view.bounds
        pageQueue.scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pageQueue.scrollView)
        self.view = view
    }
}

/// Supplies a page view controller's pages. The page counts of the page indicator are optional requirements
/// with defaults that show no indicator, as in UIKit.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots of the page indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot of the page indicator.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// No page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about the swipes of a page view controller. Every requirement is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to bring `pendingViewControllers` on screen.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe ended; `completed` tells whether it turned the page or went back to `previousViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
