import Foundation

// `swift run mjrefresh-demo [options]`: see DemoApp and CommandLineParser.
let status = MainActor.assumeIsolated { DemoApp.run(Array(CommandLine.arguments.dropFirst())) }
exit(status)
