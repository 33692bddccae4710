/// How a tab bar draws: the background and shadow of `UIBarAppearance`, and the selection indicator's tint.
/// Give it to `UITabBar.standardAppearance` (and `scrollEdgeAppearance`) or to one `UITabBarItem`.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selected item's indicator; `nil` by default.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?

    override public init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        if let tabs = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = tabs.selectionIndicatorTintColor
            selectionIndicatorImage = tabs.selectionIndicatorImage
        }
        super.init(barAppearance: barAppearance)
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}
