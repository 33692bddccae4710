// swift-tools-version:6.0
// Screens where iOS apps put their lists, built with UIKit's own API and MJRefresh's components:
//
//   ListScreens          a plain table with sticky section headers and self-sizing rows, a page view controller
//                        with one refreshing list per page, and lists side by side in a horizontal paging scroll
//                        view. Type-checked against the iOS SDK in CI.
//   list-screens-flows   (Linux) plays the screens on the UIKit stand-in and checks what the user sees.
import PackageDescription

let package = Package(
    name: "ListScreens",
    platforms: [.iOS(.v13)],
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .target(name: "ListScreens", dependencies: [.product(name: "MJRefresh", package: "MJRefresh")])
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// The flows drive the UIKit stand-in's simulated finger and clock, which exist only on Linux; ExampleFlows is their
// runner, shared with the other example apps' flows.
package.dependencies.append(.package(path: "../ExampleFlows"))
package.targets.append(
    .executableTarget(
        name: "list-screens-flows",
        dependencies: ["ListScreens", .product(name: "ExampleFlows", package: "ExampleFlows")]))
#endif
