// swift-tools-version:6.1
//
// MJRefresh for Swift.
//
// Three parts (see README.md, "Layout"):
//   Sources/    what ships: MJRefreshCore (platform-free engine: states, trigger geometry, insets, texts),
//               MJRefresh (the UIKit components users attach) and MJRefreshSwiftUI (Apple platforms only).
//   Simulator/  the Linux simulator, declared on Linux only: modules named UIKit and CoreGraphics that behave
//               like Apple's on a virtual clock, Swift Testing's overlays for them, and shared test support.
//   Demo/       mjrefresh-demo, which plays the real components on the simulator.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

var package = Package(
    name: "MJRefresh",
    // MJRefreshCore's texts are `<lang>.lproj` folders, which SwiftPM accepts only with a default localization.
    defaultLocalization: "en",
    platforms: [.iOS(.v13)],
    products: [
        .library(name: "MJRefresh", targets: ["MJRefresh"]),
    ],
    // Off by default, so that builds which do not apply package traits (CocoaPods, Xcode versions without trait
    // support) keep the Objective-C interface as they always did. Enabled, it leaves out the files of
    // Sources/MJRefresh/ObjectiveC, members Swift never sees (README, "Objective-C").
    traits: [
        .trait(
            name: "SwiftOnly",
            description: "Leaves out the Objective-C interface, for apps whose Objective-C code does not use MJRefresh."
        )
    ],
    targets: [
        .target(
            name: "MJRefreshCore",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MJRefresh",
            dependencies: [
                "MJRefreshCore",
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
                .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux])),
            ],
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MJRefreshCoreTests",
            dependencies: ["MJRefreshCore"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if canImport(Darwin)
// The SwiftUI front end exists only where SwiftUI does. On Linux its logic (finding the list's scroll view,
// attaching, keeping bindings in step) is tested through MJRefresh's UIKit code on the stand-in, and its
// SwiftUI files are type-checked against the real iOS SDK (README, "The iOS SDK check").
package.products += [
    .library(name: "MJRefreshSwiftUI", targets: ["MJRefreshSwiftUI"]),
]
package.targets += [
    .target(
        name: "MJRefreshSwiftUI",
        dependencies: ["MJRefresh"],
        swiftSettings: swiftSettings
    ),
    // MJRefresh's block types, constants and macros for Objective-C apps, which a Swift module cannot declare for
    // Objective-C (README, "Objective-C"). MJRefresh imports it, so its generated header does, and an Objective-C
    // file's `@import MJRefresh;` gives them with the classes. Swift code never sees them.
    .target(name: "MJRefreshObjC"),
]
package.targets.first { $0.name == "MJRefresh" }?.dependencies.append("MJRefreshObjC")
#endif

#if os(Linux)
// The UIKit stand-in (and the part of Core Graphics it re-exports, as Apple's UIKit does) exists only
// when the manifest is evaluated on Linux: an Apple build never sees it, so `import UIKit` there always
// means Apple's framework.
// The property-based testing library serves only the Linux tests (random sessions, random orders of calls), and
// the DocC plugin only `swift package generate-documentation` on Linux; an app that depends on MJRefresh never
// resolves them.
package.dependencies += [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
]
package.targets += [
    .target(
        name: "CoreGraphics",
        path: "Simulator/CoreGraphics",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "UIKit",
        dependencies: ["CoreGraphics"],
        path: "Simulator/UIKit",
        swiftSettings: swiftSettings
    ),
    // Swift Testing's cross-import overlays for the stand-ins' module names: the toolchain declares them for
    // `Testing` with `CoreGraphics` and `UIKit` but ships none on Linux, so a Swift Testing target that imports
    // MJRefresh would not build without them. MJRefresh depends on them (on Linux only) so every client builds
    // them; they link Swift Testing, which the toolchain carries.
    .target(
        name: "_Testing_CoreGraphics",
        dependencies: ["CoreGraphics"],
        path: "Simulator/TestingCoreGraphicsOverlay",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "_Testing_UIKit",
        dependencies: ["UIKit", "_Testing_CoreGraphics"],
        path: "Simulator/TestingUIKitOverlay",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "mjrefresh-demo",
        dependencies: ["MJRefresh"],
        path: "Demo/mjrefresh-demo",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "SimulationTesting",
        dependencies: ["UIKit", "_Testing_UIKit"],
        path: "Simulator/SimulationTesting",
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "UIKitStandInTests",
        dependencies: ["UIKit", "SimulationTesting"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "MJRefreshTests",
        dependencies: [
            "MJRefresh", "SimulationTesting", .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "DemoTests",
        dependencies: ["mjrefresh-demo", "SimulationTesting"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "MJRefreshStressTests",
        dependencies: [
            "MJRefresh",
            "SimulationTesting",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "PackagingTests",
        dependencies: ["MJRefresh"],
        swiftSettings: swiftSettings
    ),
]
#endif
