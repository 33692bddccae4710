// swift-tools-version:6.0
// Screens an iOS app puts its lists in — a large-title list with a search controller in a navigation controller,
// a tab bar app, a pushed screen that refreshes as it loads, an article in a plain scroll view — with MJRefresh's
// components, written against UIKit's real container API (see README.md, "Containers and bars").
//
//   ContainerScreens           the app's screens. Type-checks against the iOS SDK and builds on Linux.
//   container-screens-flows    (Linux) plays the screens on the UIKit stand-in with the simulated finger and checks
//                              what the user sees: headers below the bars, footers above the tab bar, pulls and
//                              refreshes across tab switches, pushes and swipes back.
import PackageDescription

let package = Package(
    name: "ContainerScreens",
    platforms: [.iOS(.v13)],
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .target(name: "ContainerScreens", dependencies: [.product(name: "MJRefresh", package: "MJRefresh")])
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// The flows drive the UIKit stand-in's simulated finger and clock, which exist only on Linux; ExampleFlows is their
// runner, shared with the other example apps' flows.
package.dependencies.append(.package(path: "../ExampleFlows"))
package.targets.append(
    .executableTarget(
        name: "container-screens-flows",
        dependencies: ["ContainerScreens", .product(name: "ExampleFlows", package: "ExampleFlows")]))
#endif
