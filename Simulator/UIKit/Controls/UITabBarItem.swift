/// A tab bar's item for one tab: a title and image, or one of the system's items, and an optional badge. Each
/// view controller has one (`tabBarItem`), which the tab bar controller puts in its bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tab items, each with its own title and image.
    public enum SystemItem: Int, @unchecked Sendable {
        case more = 0
        case favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
        case mostViewed
    }

    /// The image shown while the tab is selected; `nil` uses `image`.
    open var selectedImage: UIImage?
    /// The text of the badge on the item's corner; `nil` shows none.
    open var badgeValue: String?
    /// The badge's background colour; `nil` is the system red.
    @available(iOS 10.0, *)
    open var badgeColor: UIColor?
    /// How this item draws in a tab bar; `nil` follows the bar's. A copy of what is set is kept.
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy() }
    }
    /// How this item draws while the content is scrolled to its edge; `nil` follows the bar's. A copy is kept.
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedStandardAppearance: UITabBarAppearance?
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    /// An item without a title or image.
    override public init() {
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the item starts empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An item showing `title` and `image`, told apart by `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item showing `title`, with `image` normally and `selectedImage` while its tab is selected.
    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, told apart by `tag`. Its title and image are the system's, and cannot be
    /// changed. Stand-in choice: the title is nil and there is no image (the stand-in has neither the system's
    /// titles nor its symbols).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
