/// Manages a view: loads it on first use and tells subclasses when it appears and disappears.
///
/// Appearance callbacks run when the controller is a window's `rootViewController` and the window becomes
/// visible or hidden, or when the root view controller is replaced while the window is visible; a container
/// passes them on to the children whose views are in its view (a navigation controller's top controller, a tab
/// bar controller's selected one), and a child whose view a custom container adds to or removes from a visible
/// view gets them as its view enters or leaves the window, as in UIKit.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Where the controller is in its appearance cycle (see `beginAppearanceTransition(_:animated:)`).
    private(set) var appearanceState = AppearanceState.disappeared
    /// The animation flag of the transition under way, handed to the `did` callback.
    private var transitionAnimated = false
    /// Set while the controller's view is entering or leaving a window and the controller's appearance follows it.
    var appearanceFollowsWindow = false
    private var storedIsMovingToParent = false
    private var storedIsMovingFromParent = false
    private weak var storedContentScrollView: UIScrollView?

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

    /// The controller's title; setting it also sets `navigationItem.title` and `tabBarItem.title`.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem?.title = title
        }
    }

    /// The item that stands for the controller in a tab bar controller's bar; made on first use with the
    /// controller's title.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)

    /// Whether the tab bar hides while this controller is on the stack of a navigation controller that is a tab
    /// bar controller's tab (see `UITabBarController.navigationStackDidChange()`); `false` by default. Read when
    /// the stack changes.
    open var hidesBottomBarWhenPushed = false

    /// The items a navigation controller's toolbar shows while this controller is on top. Stored only: the
    /// stand-in has no toolbar.
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets `toolbarItems`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Whether a `.currentContext` presentation from a controller below this one covers only this controller's
    /// view. Stand-in choice: stored only; every presentation covers the window (see `presentModally`).
    open var definesPresentationContext = false

    // MARK: Editing

    private var storedIsEditing = false
    private var madeEditButtonItem: UIBarButtonItem?

    /// Whether the controller lets the user edit its content; `false` at first. Setting it calls
    /// `setEditing(_:animated:)` without animation, as UIKit's setter does, so an override sees every change.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: records `isEditing` and makes `editButtonItem` read "Done" (`.done` style)
    /// while editing and "Edit" (`.plain`) otherwise. Subclasses override it to make their views editable and call
    /// `super`; `UITableViewController` passes the mode on to its table.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        madeEditButtonItem?.showEditingState(editing)
    }

    /// An item that reads "Edit" or "Done" with `isEditing` and toggles it: a tap calls
    /// `setEditing(!isEditing, animated: true)`. The same item on every read. Stand-in choice: the stand-in has no
    /// target/action, so the toggle is the item's `primaryAction` (UIKit's item uses a target and action instead).
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                setEditing(!isEditing, animated: true)
            })
        item.showEditingState(storedIsEditing)
        madeEditButtonItem = item
        return item
    }

    // MARK: Presentation

    /// Presentation links and state (see `UIViewController+Presentation.swift`).
    var presentation = PresentationLinks()

    /// How the controller covers the screen when presented; `.automatic` (a page sheet) by default. Read when it
    /// is presented: `.fullScreen` and `.currentContext` take the presenting controller off the screen.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The controller this one (or, for a child, its topmost ancestor) presents, if any.
    open var presentedViewController: UIViewController? { presentation.presented ?? parent?.presentedViewController }
    /// The controller that presents this one (or, for a child, its topmost ancestor), if any.
    open var presentingViewController: UIViewController? {
        presentation.presenting ?? parent?.presentingViewController
    }
    /// Whether the controller is being presented: from `present` until its `viewDidAppear`.
    open var isBeingPresented: Bool { presentation.isBeingPresented }
    /// Whether the controller is being dismissed: from `dismiss` until its `viewDidDisappear`.
    open var isBeingDismissed: Bool { presentation.isBeingDismissed }

    /// Whether the user may not swipe the presented controller's sheet away; `false` by default. Stored only: the
    /// stand-in's sheets cannot be swiped.
    @available(iOS 13.0, *)
    open var isModalInPresentation = false
    /// The transition the presentation animates with; `.coverVertical` by default. Stand-in choice: stored only;
    /// every animated presentation slides up.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The status bar's look this controller asks for; `.default`. Stored only: the stand-in has no status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller asks for the status bar to hide; `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again; does nothing in the
    /// stand-in, which has no status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Shows `vc` the way the context does: pushed (animated) by the nearest navigation controller, else
    /// presented (animated) from this controller, as UIKit's default targets do.
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Presents `viewControllerToPresent` over the window's content, with the appearance callbacks, then runs
    /// `completion`. Refused, as UIKit refuses it, while something is presented already or off screen.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, the presentation it is part of;
    /// then runs `completion`. Does nothing (and runs no completion) when nothing is presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// The navigation bar's description of this controller.
    open var navigationItem: UINavigationItem { madeNavigationItem }

    private lazy var madeNavigationItem = UINavigationItem(title: title ?? "")

    /// The appearance this controller's view is drawn in.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    override open var next: UIResponder? {
        loadedView?.superview ?? parent
    }

    // MARK: Safe area and bars

    /// Insets added to the safe area the controller's view gets from its window and the bars of the containers
    /// above it; its children's views get the part they overlap. `.zero` by default.
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            safeAreaSourcesDidChange()
        }
    }

    /// Called after the safe area of the controller's view changed, just after the view's own
    /// `safeAreaInsetsDidChange()` (stand-in choice: Apple gives no order). Does nothing by default.
    @available(iOS 11.0, *)
    open func viewSafeAreaInsetsDidChange() {}

    /// The edges on which a container lays the view out under its bars: all of them by default. A container
    /// places the view below (or above) its bar on an edge left out.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.childLayoutPreferencesDidChange(self) }
    }

    /// Whether the view extends under opaque bars too; `false` by default, so the view of a child of a
    /// container with an opaque bar starts where the bar ends.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.childLayoutPreferencesDidChange(self) }
    }

    /// Tells the containers which scroll view of the view collapses the large title (and hides the search field)
    /// as it scrolls; `nil` lets them look for one (the view itself, else down the chain of first subviews).
    @available(iOS 15.0, *)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        storedContentScrollView = scrollView
        parent?.childLayoutPreferencesDidChange(self)
    }

    /// The scroll view given to `setContentScrollView(_:for:)`, if any.
    @available(iOS 15.0, *)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        storedContentScrollView
    }

    /// The nearest navigation controller above this controller, if any.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this controller, if any.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: Containment

    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The container controller this one is a child of, held weakly.
    open private(set) weak var parent: UIViewController?

    /// Whether the controller is being added to a container: from `addChild(_:)` until `didMove(toParent:)`, so
    /// through the appearance callbacks of a push.
    open var isMovingToParent: Bool { storedIsMovingToParent }
    /// Whether the controller is being removed from its container: from `willMove(toParent: nil)` until
    /// `removeFromParent()`, so through the disappearance callbacks of a pop.
    open var isMovingFromParent: Bool { storedIsMovingFromParent }

    /// Makes `childController` a child, taking it from its old parent first. Calls its `willMove(toParent:)`;
    /// the container calls `didMove(toParent:)` when the child's view is in place, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.storedIsMovingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent's `children`; does nothing without a parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        storedIsMovingFromParent = false
        didMove(toParent: nil)  // UIKit calls it for you on removal (but not `willMove`, which the caller sends).
    }

    /// Called before the controller joins a container (`parent`) or leaves it (`nil`). Subclasses call `super`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { storedIsMovingFromParent = true }
    }

    /// Called after the controller joined a container (`parent`) or left it (`nil`). Subclasses call `super`.
    open func didMove(toParent parent: UIViewController?) {
        storedIsMovingToParent = false
    }

    // MARK: Appearance

    /// Starts an appearance change; containers call it for their children.
    ///
    /// Appearing loads the view first and calls `viewWillAppear`; disappearing calls `viewWillDisappear`. Asking
    /// for the state the controller is in or going to does nothing; asking for the other one while a change runs
    /// reverses it (a cancelled swipe back: the controller that started to appear gets `viewWillDisappear`), as
    /// in UIKit. The children whose views are in this controller's view follow.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            transitionAnimated = animated
            loadViewIfNeeded()  // As in UIKit, a view loads (loadView, viewDidLoad) before it starts to appear.
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            transitionAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenOnScreen { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the change `beginAppearanceTransition(_:animated:)` started: `viewDidAppear` or
    /// `viewDidDisappear`, then the same for the children. Does nothing when no change is under way.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(transitionAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(transitionAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in children { child.endAppearanceTransition() }
    }

    // MARK: Hooks for the stand-in's containers

    /// A removal the container started (`willMove(toParent: nil)`) was called off, as a cancelled swipe back is:
    /// the controller stays, and hears `didMove(toParent:)` with its parent (stand-in choice).
    func stayWithParent() {
        storedIsMovingFromParent = false
        didMove(toParent: parent)
    }

    /// The part of the window (in window coordinates) a child's view may use, given `available`, the part its
    /// superview may use: a container takes its bars out. The default takes nothing.
    func safeRect(_ available: CGRect, forChildView child: UIViewController) -> CGRect {
        available
    }

    /// A child changed `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars` or its content scroll view.
    func childLayoutPreferencesDidChange(_ child: UIViewController) {}

    /// Something the safe area of the view (and its subviews') is made from changed: recompute and tell them.
    func safeAreaSourcesDidChange() {
        ViewGeometryEpoch.advance()
        loadedView?.propagateSafeAreaChange()
    }

    /// The scroll view whose scrolling the bars above this controller follow: the one given to
    /// `setContentScrollView(_:for:)`, else the view itself if it scrolls, else the first scroll view down the
    /// chain of first subviews (the lookup community reports describe; Apple calls it heuristic). Containers
    /// answer with their visible child's.
    var barContentScrollView: UIScrollView? {
        if let explicit = storedContentScrollView { return explicit }
        var candidate = loadedView
        while let current = candidate {
            if let scrollView = current as? UIScrollView { return scrollView }
            candidate = current.subviews.first
        }
        return nil
    }

    /// The tracked content scroll view scrolled or its adjusted inset changed; containers move their bars and
    /// pass it up.
    func contentScrollViewDidChange(_ scrollView: UIScrollView) {
        parent?.contentScrollViewDidChange(scrollView)
    }

    /// How far past its adjusted top inset the tracked content scroll view may move down because the bars above
    /// grow into its safe area as it does (a collapsed large title expanding): its physics count that room as in
    /// range. Containers without such bars pass it up; none: 0.
    func contentScrollViewTopExpansion(_ scrollView: UIScrollView) -> CGFloat {
        parent?.contentScrollViewTopExpansion(scrollView) ?? 0
    }

    /// Where the bars above would have the tracked content scroll view come to rest when the finger lifts with the
    /// content heading for `target` (a large title left half collapsed snaps). Containers pass it up; none: `target`.
    func contentScrollViewRestingTarget(_ scrollView: UIScrollView, for target: CGPoint) -> CGPoint {
        parent?.contentScrollViewRestingTarget(scrollView, for: target) ?? target
    }

    /// The children whose views are in this controller's view, and so appear and disappear with it.
    private var childrenOnScreen: [UIViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) == true }
    }

    /// The controller's view entered (`true`) or left a window while its parent is on screen: a child added by a
    /// custom container appears, as in UIKit. Called by the view before and after the move.
    func viewWindowWillChange(appearing: Bool) {
        guard let parent, !appearanceFollowsWindow else { return }
        let parentOnScreen = parent.appearanceState == .appeared || parent.appearanceState == .appearing
        guard parentOnScreen || !appearing else { return }
        guard appearing ? appearanceState == .disappeared : appearanceState == .appeared else { return }
        appearanceFollowsWindow = true
        beginAppearanceTransition(appearing, animated: false)
    }

    func viewWindowDidChange() {
        guard appearanceFollowsWindow else { return }
        appearanceFollowsWindow = false
        endAppearanceTransition()
    }
}

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}
