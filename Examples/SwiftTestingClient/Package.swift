// swift-tools-version:6.0
// A client package as `swift package init` makes them today: Swift Testing, depending on MJRefresh by path and
// saying only `import MJRefresh`. On Linux its tests (Swift 6 mode, and Swift 5 mode for code that calls from
// background threads as MJRefresh's users do) drive the real components on the simulator from `@MainActor`
// suites, sync and async; an XCTest target does the same as apps that test with XCTest write it; an async `main`
// checks the same promises where the main queue runs on a pool thread. CI runs them all (`swift test` and
// `swift run AsyncMainCheck` with `--package-path` this folder).
import PackageDescription

let package = Package(
    name: "SwiftTestingClient",
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .executableTarget(
            name: "AsyncMainCheck",
            dependencies: [.product(name: "MJRefresh", package: "MJRefresh")],
            // Swift 5 mode, as the apps that call `endRefreshing()` from a background thread are: the call
            // compiles there (MJRefresh's main-actor isolation is pre-concurrency, as UIKit's) and lands on the
            // main actor at run time.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "ClientTests",
            dependencies: [.product(name: "MJRefresh", package: "MJRefresh")]
        ),
        .testTarget(
            name: "BackgroundCallerTests",
            dependencies: [.product(name: "MJRefresh", package: "MJRefresh")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // XCTest, as the apps that test with it: the documentation's XCTest example and calls from background
        // threads, on XCTest's main thread.
        .testTarget(
            name: "XCTestClientTests",
            dependencies: [.product(name: "MJRefresh", package: "MJRefresh")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
