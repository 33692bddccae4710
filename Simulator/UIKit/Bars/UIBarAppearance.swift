/// How a bar draws its background and shadow; `UINavigationBarAppearance` and `UITabBarAppearance` add their
/// items' looks. A bar copies the appearance it is given, so changing the object afterwards changes nothing.
///
/// Stand-in choice: the appearance is stored only; the bars' picture and their translucency (`isTranslucent`)
/// do not read it.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The idiom the appearance was made for.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// The blur over the content behind the bar; the chrome material by default, `nil` once opaque or transparent.
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the blur; `nil` by default, the system background once opaque.
    open var backgroundColor: UIColor?
    /// An image over the colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar; `.scaleToFill` by default.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline under (or above) the bar; `nil` once transparent.
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?

    /// An appearance for the phone with the default, translucent background.
    override public convenience init() {
        self.init(idiom: .phone)
    }

    /// An appearance for `idiom` with the default, translucent background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow (and, in a subclass, of what the subclass adds when
    /// `barAppearance` is of its kind).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the appearance starts as the phone's default.
    /// Non-failable, as UIKit's is.
    public required init(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// An independent copy of the appearance, of the same class.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// A translucent background: the chrome material's blur and a hairline shadow.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.hairline)
    }

    /// An opaque background in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.hairline)
    }

    /// No background and no shadow: the content shows through the bar unchanged.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    /// The hairline's colour. Stand-in choice: black at 30 %, the opacity of UIKit's bar shadow.
    private static var hairline: UIColor { UIColor(white: 0, alpha: 0.3) }

    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }
}
