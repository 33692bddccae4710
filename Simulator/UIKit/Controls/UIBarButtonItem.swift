/// A button in a navigation bar or toolbar: a title, an image, a system item or a custom view, and the action it
/// runs when tapped.
///
/// Swift on Linux has no Objective-C selectors, so the stand-in has no `target`/`action` and none of the
/// initialisers that take them; give the item a `primaryAction`. `simulateTap()` does what a finger on the item
/// does.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a plain item draws.
    public enum Style: Int, Sendable {
        /// A plain item.
        case plain = 0
        /// A bordered item (deprecated in iOS 8).
        @available(iOS, introduced: 2.0, deprecated: 8.0)
        case bordered = 1
        /// A prominent item (the default item of a form).
        case done = 2
    }

    /// The system's own items.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, introduced: 11.0, deprecated: 13.0)
        case pageCurl = 23
        @available(iOS 13.0, *)
        case close = 24
    }

    /// How the item draws.
    open var style: UIBarButtonItem.Style = .plain

    /// The item's width; 0 lets the bar size it.
    open var width: CGFloat = 0

    /// A view shown instead of the title or image.
    open var customView: UIView?

    /// The action a tap runs. Setting it to an action with a title or image shows them, as in UIKit.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
        didSet { showTitleAndImage(of: primaryAction) }
    }

    /// The colour of the item's title and image.
    open var tintColor: UIColor?

    /// The system item the item was made as, if any.
    var systemItem: SystemItem?

    /// An empty plain item.
    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item running `primaryAction` when tapped.
    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        showTitleAndImage(of: primaryAction)
        self.menu = menu
    }

    /// An item with `title` or `image` running `primaryAction` when tapped (the action's title and image, when
    /// it has them and none is given here).
    @available(iOS 14.0, *)
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.primaryAction = primaryAction
        showTitleAndImage(of: primaryAction)
        self.menu = menu
        if let title { self.title = title }
        if let image { self.image = image }
    }

    /// The menu a tap shows when the item has no primary action.
    @available(iOS 14.0, *)
    open var menu: UIMenu?

    /// Shows the title and image of `action`, those it has.
    private func showTitleAndImage(of action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { title = action.title }
        if let image = action.image { self.image = image }
    }

    /// Taps the item, as a finger in the bar would: an enabled item runs its `primaryAction` (its `sender` the
    /// item), or, with a custom view, taps that view; a disabled item does nothing. Linux-only test-driving API.
    public func simulateTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(from: self)
        } else if let customView {
            customView.simulateTap()
        }
    }
}
