/// Manages a view: loads it on first use and tells subclasses when it appears and disappears.
///
/// Appearance callbacks run when the controller is a window's `rootViewController` and the window becomes
/// visible or hidden, or when the root view controller is replaced while the window is visible.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var appearanceTransition: (isAppearing: Bool, animated: Bool)?
    private var appearsOnScreen = false

    /// A controller whose view is not loaded yet; the stand-in has no nibs, so both arguments are ignored.
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

    /// Whether the view exists; asking does not load it.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded: `loadView()` (then a screen-sized plain view if that set none),
    /// then `viewDidLoad()`.
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

    /// Called once, after the view loaded; does nothing by default.
    open func viewDidLoad() {}
    /// Called before the view appears (see the class discussion for when); does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared; does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's `layoutSubviews()` runs; does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()` ran; does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// The controller's title; setting it also sets `navigationItem.title`.
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

    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The container controller this one is a child of, held weakly.
    open private(set) weak var parent: UIViewController?

    /// Makes `childController` a child, taking it from its old parent first. Calls its `willMove(toParent:)`;
    /// the container calls `didMove(toParent:)` when the child's view is in place, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent's `children`; does nothing without a parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)  // UIKit calls it for you on removal (but not `willMove`, which the caller sends).
    }

    /// Called before the controller joins a container (`parent`) or leaves it (`nil`); does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller joined a container (`parent`) or left it (`nil`); does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Starts an appearance change; subclasses of container controllers call it for their children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != appearsOnScreen, appearanceTransition == nil else { return }
        appearanceTransition = (isAppearing, animated)
        if isAppearing {
            loadViewIfNeeded()  // As in UIKit, a view loads (loadView, viewDidLoad) before it starts to appear.
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the change `beginAppearanceTransition(_:animated:)` started: `viewDidAppear` or
    /// `viewDidDisappear`, then the same for the children. Does nothing when no change is under way.
    open func endAppearanceTransition() {
        guard let (isAppearing, animated) = appearanceTransition else { return }
        appearanceTransition = nil
        appearsOnScreen = isAppearing
        if isAppearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
        for child in children { child.endAppearanceTransition() }
    }
}

/// The title and bar items a navigation bar shows for a view controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject, Sendable {
    /// The title the navigation bar shows for the controller.
    open var title: String?
    /// A line of text above the title. Stored only: the stand-in has no navigation bar.
    open var prompt: String?
    /// When the title is shown large. Stored only: the stand-in has no navigation bar.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic

    /// When the navigation bar shows a large title for this item.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Large when the previous item in the navigation stack shows a large title.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Always small.
        case never = 2
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the item starts without a title.
    public required init?(coder: NSCoder) {
        super.init()
    }
}
