/// Manages a view: loads it on first use and tells subclasses when it appears and disappears.
///
/// Appearance callbacks run when the controller is a window's `rootViewController` and the window becomes
/// visible or hidden, or when the root view controller is replaced while the window is visible.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var appearanceTransition: Bool?
    private var appearsOnScreen = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Decoding from a storyboard: the stand-in has none, so this behaves like `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, created by `loadView()` and followed by `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain screen-sized view; override to supply your own.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The navigation bar's description of this controller.
    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// The appearance this controller's view is drawn in.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    override open var next: UIResponder? {
        loadedView?.superview ?? parent
    }

    // MARK: Containment

    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Starts an appearance change; subclasses of container controllers call it for their children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != appearsOnScreen, appearanceTransition == nil else { return }
        appearanceTransition = isAppearing
        if isAppearing {
            loadViewIfNeeded()  // As in UIKit, a view loads (loadView, viewDidLoad) before it starts to appear.
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open func endAppearanceTransition() {
        guard let isAppearing = appearanceTransition else { return }
        appearanceTransition = nil
        appearsOnScreen = isAppearing
        if isAppearing { viewDidAppear(false) } else { viewDidDisappear(false) }
        for child in children { child.endAppearanceTransition() }
    }
}

/// The title and bar items a navigation bar shows for a view controller.
@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic

    /// When the navigation bar shows a large title for this item.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
