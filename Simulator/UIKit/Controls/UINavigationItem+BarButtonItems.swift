// The bar button items of a navigation item. UINavigationItem's own file belongs with the view controllers; these
// members live here, beside UIBarButtonItem, until the navigation bar that shows them arrives with its controller.

extension UINavigationItem {
    /// The item at the trailing end of the navigation bar: the first of `rightBarButtonItems`.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The item at the leading end of the navigation bar, beside the back button: the first of
    /// `leftBarButtonItems`.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The items at the trailing end, from the edge inwards.
    public var rightBarButtonItems: [UIBarButtonItem]? {
        get { NavigationItemBarButtons.entry(of: self)?.right }
        set { NavigationItemBarButtons.update(self) { $0.right = newValue } }
    }

    /// The items at the leading end, from the edge inwards.
    public var leftBarButtonItems: [UIBarButtonItem]? {
        get { NavigationItemBarButtons.entry(of: self)?.left }
        set { NavigationItemBarButtons.update(self) { $0.left = newValue } }
    }
}

/// The bar button items of each live navigation item (an extension cannot store them in the item itself).
@MainActor
enum NavigationItemBarButtons {
    struct Items {
        weak var owner: UINavigationItem?
        var left: [UIBarButtonItem]?
        var right: [UIBarButtonItem]?
    }

    static var items: [ObjectIdentifier: Items] = [:]

    /// `item`'s entry, if it has one (not one left by a freed item whose identifier it reuses).
    static func entry(of item: UINavigationItem) -> Items? {
        items[ObjectIdentifier(item)].flatMap { $0.owner === item ? $0 : nil }
    }

    /// Changes `item`'s entry, and forgets the entries of items that are gone (an identifier can be reused).
    static func update(_ item: UINavigationItem, _ change: (inout Items) -> Void) {
        items = items.filter { $0.value.owner != nil }
        var entry = entry(of: item) ?? Items(owner: item)
        change(&entry)
        items[ObjectIdentifier(item)] = entry
    }
}
