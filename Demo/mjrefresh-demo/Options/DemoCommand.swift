import MJRefresh

/// What the command line asks the demo to do.
enum DemoCommand: Equatable {
    /// Print the usage text.
    case help
    /// Print the scenario names and titles.
    case list
    /// Play scenarios and write the page.
    case run(DemoOptions)
}

/// How to play the tour.
struct DemoOptions: Equatable {
    /// The scenarios to play, in tour order; all of them when the command line names none.
    var scenarioNames: [String] = []
    /// Where the page goes; created when missing.
    var outputDirectory = "demo-output"
    /// Pictures per second of virtual time.
    var framesPerSecond = 30
    /// The language every scenario starts in: English unless asked, so the page is the same on every machine
    /// (the library's own choice would follow the machine's languages).
    var languageCode: String? = "en"

    /// The slowest and fastest recording the simulation supports: it runs at 120 frames per second.
    static let framesPerSecondRange = 1...120
}

/// A command line the demo cannot follow. Its `message` says why; the process exits with `exitCode`.
struct DemoUsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    /// The conventional exit status for bad usage.
    static let exitCode: Int32 = 2

    var description: String { message }
}
