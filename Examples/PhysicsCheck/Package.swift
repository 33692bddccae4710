// swift-tools-version:6.0
// A client package, as an app's would be: it depends on MJRefresh by path and says only `import MJRefresh`.
// On Linux it drives the UIKit stand-in through that one import and checks the scroll physics against the
// formulas; CI runs it (`swift run --package-path Examples/PhysicsCheck`).
import PackageDescription

let package = Package(
    name: "PhysicsCheck",
    dependencies: [.package(name: "MJRefresh", path: "../..")],
    targets: [
        .executableTarget(
            name: "PhysicsCheck",
            dependencies: [.product(name: "MJRefresh", package: "MJRefresh")]
        )
    ],
    swiftLanguageModes: [.v6]
)
