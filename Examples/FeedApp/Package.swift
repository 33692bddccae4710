// swift-tools-version:6.0
// A feed screen as a new user writes one from the README and the DocC articles: a `UITableViewController` with
// pull to refresh, load more, a refresh that fails, a Refresh/Stop bar button that follows the refresh, and its
// texts in two languages. The screen (`FeedApp`) compiles unchanged for iOS and for the Linux simulator, with no
// `#if`: CI type-checks it against the real iOS SDK and runs its tests (`FeedAppTests`) on the simulator.
//
//   swift test --package-path Examples/FeedApp
import PackageDescription

let package = Package(
    name: "FeedApp",
    platforms: [.iOS(.v14)],
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .target(name: "FeedApp", dependencies: [.product(name: "MJRefresh", package: "MJRefresh")]),
        .testTarget(name: "FeedAppTests", dependencies: ["FeedApp"]),
    ]
)
