/// An item of a navigation bar, toolbar or tab bar: a title, an image, and whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    override public init() {
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the item starts empty.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the item reacts to taps.
    open var isEnabled = true

    /// The item's title.
    open var title: String?

    /// The item's image.
    open var image: UIImage?

    /// A number the app uses to tell items apart.
    open var tag = 0
}
