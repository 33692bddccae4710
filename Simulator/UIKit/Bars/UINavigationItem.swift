/// The title, large-title mode and search controller a navigation bar shows for a view controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject, Sendable {
    /// The navigation controller showing this item, told when the bar's contents change.
    weak var navigationController: UINavigationController?
    /// How far the item's content had collapsed the bar when it was last shown; `nil` before its first appearance
    /// (see `UINavigationController.updateBars()`).
    var barCollapse: CGFloat?

    /// The title the navigation bar shows for the controller.
    open var title: String?
    /// A line of text above the title. Stored only: the stand-in's bar has no prompt line.
    open var prompt: String?
    /// A view shown in place of the title. Stored only: the stand-in's bar draws the title text.
    open var titleView: UIView?
    /// A line under the title (iOS 26). Stand-in choice: stored only; the bar draws no subtitle and keeps its
    /// height.
    @available(iOS 26.0, *)
    open var subtitle: String?
    /// The large title's text when it differs from `title` (iOS 26); `nil` uses `title`. Stand-in choice: stored
    /// only; the bar draws `title` in both places.
    @available(iOS 26.0, *)
    open var largeTitle: String?
    /// A line under the large title (iOS 26); `nil` uses `subtitle`. Stand-in choice: stored only, as `subtitle`.
    @available(iOS 26.0, *)
    open var largeSubtitle: String?
    /// The title of the back button that returns to this item from the next one; `nil` uses the title.
    @available(iOS 11.0, *)
    open var backButtonTitle: String?
    /// Whether the bar hides the back button while this item is on top. Stored only: the stand-in draws none.
    open var hidesBackButton = false
    /// The button that returns to this item from the next one; `nil` makes one from the title. Stored only.
    open var backBarButtonItem: UIBarButtonItem?
    /// How the back button titles itself; `.default` by default. Stored only: the stand-in's back button shows
    /// the previous item's title.
    @available(iOS 14.0, *)
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    /// Whether the left items show beside the back button rather than in its place; `false` by default. Stored
    /// only.
    open var leftItemsSupplementBackButton = false

    /// How a back button titles itself.
    @available(iOS 14.0, *)
    public enum BackButtonDisplayMode: Int, @unchecked Sendable {
        /// The previous item's title, or a generic one ("Back") when it does not fit, or none.
        case `default` = 0
        /// The generic title only.
        case generic = 1
        /// No title, only the chevron.
        case minimal = 2
    }

    /// Hides or shows the back button (see `hidesBackButton`).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// How the bar draws while this item is on top; `nil` uses the bar's. A copy of what is set is kept.
    /// Stand-in choice: the appearances are stored only (see `UIBarAppearance`).
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance? {
        get { storedAppearances[0] }
        set { storedAppearances[0] = newValue?.copy() }
    }
    /// The compact-height appearance while this item is on top; `nil` uses the bar's.
    @available(iOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedAppearances[1] }
        set { storedAppearances[1] = newValue?.copy() }
    }
    /// The scrolled-to-top appearance while this item is on top; `nil` uses the bar's.
    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedAppearances[2] }
        set { storedAppearances[2] = newValue?.copy() }
    }
    /// The compact, scrolled-to-top appearance while this item is on top; `nil` uses the bar's.
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedAppearances[3] }
        set { storedAppearances[3] = newValue?.copy() }
    }

    /// The standard, compact, scroll-edge and compact scroll-edge appearances, in that order.
    private var storedAppearances: [UINavigationBarAppearance?] = [nil, nil, nil, nil]
    /// When the title is shown large (with the bar's `prefersLargeTitles`).
    @available(iOS 11.0, *)
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic {
        didSet { navigationController?.navigationItemDidChange(self) }
    }

    /// The search controller whose search bar the navigation bar shows under the title.
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        didSet { navigationController?.navigationItemDidChange(self) }
    }

    /// Whether the search field hides as the content scrolls up (and shows again when it is pulled down);
    /// `true` by default. When `false` it stays under the title.
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling = true {
        didSet { navigationController?.navigationItemDidChange(self) }
    }

    /// The items at the leading end of the bar, beside the back button, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items at the trailing end of the bar, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The item at the leading end of the bar: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The item at the trailing end of the bar: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading item. The stand-in's bar draws no items, so `animated` changes nothing (stand-in choice).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets the trailing item. The stand-in's bar draws no items, so `animated` changes nothing (stand-in choice).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// When the navigation bar shows a large title for this item.
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
        /// As the previous item in the navigation stack (large for the first item when the bar prefers them).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Always small.
        case never = 2
        /// Small, inline with the bar's buttons (like `.always` when there is a back button).
        @available(iOS 17.0, *)
        case inline = 3
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
