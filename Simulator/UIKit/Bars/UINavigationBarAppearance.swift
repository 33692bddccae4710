/// How a navigation bar draws: the background and shadow of `UIBarAppearance`, and the titles' text attributes.
/// Give it to `UINavigationBar.standardAppearance` (and the compact and scroll-edge variants) or to one
/// controller's `UINavigationItem`.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title in the title row; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    override public init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
        super.init(barAppearance: barAppearance)
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}
