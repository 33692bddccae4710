/// The running app. The stand-in carries what the components read from it: the direction it lays out in.
///
/// Stand-in choice: there is one application object, created on first use; UIKit's comes from
/// `UIApplicationMain`, which a Linux process does not run.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's one instance.
    open class var shared: UIApplication { instance }

    private static let instance = UIApplication()

    override init() {
        super.init()
    }

    /// The direction the app lays out in, which the device's language decides (right to left for Arabic or
    /// Hebrew). Views with an unspecified `semanticContentAttribute` follow it. Left to right unless the test
    /// sets `UISimulation.userInterfaceLayoutDirection`.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { DeviceSettings.layoutDirection }
}

extension UISimulation {
    /// The direction of the simulated device's language: `.rightToLeft` runs the app as an Arabic or Hebrew
    /// device does (`UIApplication.shared.userInterfaceLayoutDirection`, and every view that does not force a
    /// direction). Left to right after `reset()`. On a device it is fixed while the app runs: set it before
    /// building the screen. Linux-only test API.
    public static var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { DeviceSettings.layoutDirection }
        set { DeviceSettings.layoutDirection = newValue }
    }
}
