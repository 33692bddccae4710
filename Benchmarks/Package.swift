// swift-tools-version:6.1
//
// Benchmarks of MJRefresh, in their own package so that no app that depends on MJRefresh ever builds them.
// Run from the repository root: swift package --package-path Benchmarks benchmark
import PackageDescription

let package = Package(
    name: "MJRefreshBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "MJRefresh", path: ".."),
        // The MallocInterposer trait alone: the default traits also ask for a runtime interposer that is not needed
        // to count allocations.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MJRefreshBenchmarks",
            dependencies: [
                .product(name: "MJRefresh", package: "MJRefresh"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MJRefreshBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "MJRefreshProfile",
            dependencies: [.product(name: "MJRefresh", package: "MJRefresh")],
            path: "Profiling/MJRefreshProfile"
        ),
    ],
    swiftLanguageModes: [.v6]
)
