/// The root of a view tree on screen. Hidden until `makeKeyAndVisible()` (or `isHidden = false`).
///
/// A visible window is retained by the simulated application and gets layout and display passes every frame,
/// as UIKit's application retains and renders its windows.
@preconcurrency @MainActor
open class UIWindow: UIView {
    private var storedRootViewController: UIViewController?
    private var storedSafeAreaInsets: UIEdgeInsets = .zero
    private static weak var keyWindowStorage: UIWindow?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
    }

    /// Decoding from an archive: the stand-in has no nibs, so the window starts hidden with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.isHidden = true
    }

    /// The view controller whose view fills the window. Setting it installs its view, sized to the window,
    /// and runs its appearance callbacks while the window is visible.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            let old = storedRootViewController
            if let old, old.isViewLoaded {
                let visible = !isHidden
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            storedRootViewController = newValue
            guard let controller = newValue else { return }
            let visible = !isHidden
            if visible { controller.beginAppearanceTransition(true, animated: false) }
            controller.view.frame = bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(controller.view)
            if visible { controller.endAppearanceTransition() }
        }
    }

    override open var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            let controller = storedRootViewController
            controller?.beginAppearanceTransition(!newValue, animated: false)
            super.isHidden = newValue
            FrameScheduler.shared.windowVisibilityChanged(self)
            if newValue, UIWindow.keyWindowStorage === self { UIWindow.keyWindowStorage = nil }
            controller?.endAppearanceTransition()
        }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        UIWindow.keyWindowStorage = self
        isHidden = false
    }

    /// Makes this the key window without showing it.
    open func makeKey() {
        UIWindow.keyWindowStorage = self
    }

    /// Whether this is the key window: the one last made key, until it is hidden.
    open var isKeyWindow: Bool { UIWindow.keyWindowStorage === self }

    /// The insets a device's status bar, notch and home indicator take from this window; `.zero` unless set.
    /// Setting it updates `safeAreaInsets` in the whole tree and the adjusted insets of scroll views in it.
    /// Linux-only test-driving API: on iOS the device decides.
    public var simulatedSafeAreaInsets: UIEdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            ViewGeometryEpoch.advance()
            propagateSafeAreaChange()
            setNeedsLayout()
        }
    }
}

/// The device's screen: a 390 × 844 pt iPhone at scale 3 in the stand-in.
@preconcurrency @MainActor
open class UIScreen: NSObject, Sendable {
    private static let shared = UIScreen()

    /// The device's only screen. Deprecated on iOS 16 and later, as in UIKit (the attribute has no effect on Linux).
    @available(
        iOS, introduced: 2.0, deprecated: 16.0,
        message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
    )
    open class var main: UIScreen { shared }

    override init() {
        super.init()
    }

    /// The screen in points: 390 × 844, a 6.1-inch iPhone in portrait (stand-in choice).
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// Pixels per point: 3.
    open var scale: CGFloat { 3 }
    /// Physical pixels per point: 3, the same as `scale`.
    open var nativeScale: CGFloat { 3 }
}
