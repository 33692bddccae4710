// swift-tools-version:6.0
// What the example apps' flows share: the runner that plays an app's screens on the UIKit stand-in and prints one
// line per check, and the simulated finger's swipe. Linux only (it drives the stand-in's finger and clock): the
// example packages depend on it, by path, from their `*-flows` executables alone, so their screens say only
// `import MJRefresh` and type-check against the iOS SDK as an app's do.
import PackageDescription

let package = Package(
    name: "ExampleFlows",
    products: [.library(name: "ExampleFlows", targets: ["ExampleFlows"])],
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .target(name: "ExampleFlows", dependencies: [.product(name: "MJRefresh", package: "MJRefresh")])
    ],
    swiftLanguageModes: [.v6]
)
