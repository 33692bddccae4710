import ClassicApp
import UIKit

/// The classic app's entry point on iPhone: a tab bar with its screens. SwiftPM builds the screens as a library,
/// which the Linux flows drive; this file (outside `Sources`, so SwiftPM leaves it out) makes them an app, which CI
/// links for iPhone and the macOS workflow builds for the simulator.
@main
final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let screens: [(title: String, controller: UIViewController)] = [
            ("Feed", FeedViewController()),
            ("Archive", ArchiveViewController(style: .plain)),
            ("Photos", PhotosViewController()),
            ("Related", RelatedViewController()),
            ("Buttons", TargetActionViewController(style: .plain)),
            ("Settings", SettingsViewController()),
        ]
        let tabs = UITabBarController()
        tabs.viewControllers = screens.map { screen in
            screen.controller.title = screen.title
            return UINavigationController(rootViewController: screen.controller)
        }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
