// swift-tools-version:6.0
// An app written against MJRefresh 3.7.9's Swift interface, as its users write theirs, compiled unchanged
// against this library (see README.md, "Coming from MJRefresh"). It says only `import MJRefresh` (and UIKit).
//
//   ClassicApp          the app's screens: headers, footers, a trailer, a custom header, the configuration.
//                       Compiles without a warning in both language modes, on Linux and against the iOS SDK.
//   LegacyClient        the lines MJRefresh's users write that warn against MJRefresh too: deprecated members,
//                       and main-actor code reached from nonisolated helpers and `@Sendable` closures. Each line
//                       that warns says so in a comment; CI fails on any other warning.
//   classic-app-flows   (Linux) plays the app's screens on the UIKit stand-in and checks what the user sees.
//
// The language mode comes from CLASSIC_APP_SWIFT_MODE (5 or 6, default 6); CI builds both:
//   CLASSIC_APP_SWIFT_MODE=5 swift run --package-path Examples/ClassicApp --scratch-path Examples/ClassicApp/.build-swift5
import Foundation
import PackageDescription

let languageMode: SwiftLanguageMode = ProcessInfo.processInfo.environment["CLASSIC_APP_SWIFT_MODE"] == "5" ? .v5 : .v6

let package = Package(
    name: "ClassicApp",
    platforms: [.iOS(.v13)],
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .target(name: "ClassicApp", dependencies: [.product(name: "MJRefresh", package: "MJRefresh")]),
        .target(name: "LegacyClient", dependencies: [.product(name: "MJRefresh", package: "MJRefresh")]),
    ],
    swiftLanguageModes: [languageMode]
)

#if os(Linux)
// The flows drive the UIKit stand-in's simulated finger and clock, which exist only on Linux; ExampleFlows is their
// runner, shared with the other example apps' flows.
package.dependencies.append(.package(path: "../ExampleFlows"))
package.targets.append(
    .executableTarget(
        name: "classic-app-flows",
        dependencies: ["ClassicApp", "LegacyClient", .product(name: "ExampleFlows", package: "ExampleFlows")]))
#endif
