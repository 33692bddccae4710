import Foundation

/// The command: reads the options, plays the tour, prints the timelines and writes the page.
@MainActor
enum DemoApp {
    /// Runs the demo for `arguments` (without the program name) and returns the process's exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let command: DemoCommand
        do {
            command = try CommandLineParser.parse(arguments, scenarioNames: Tour.names)
        } catch {
            printError("mjrefresh-demo: \(error.message)\nRun 'mjrefresh-demo --help' for usage.")
            return DemoUsageError.exitCode
        }
        switch command {
        case .help:
            print(CommandLineParser.usage(scenarioNames: Tour.names))
        case .list:
            scenarioList().forEach { print($0) }
        case .run(let options):
            do {
                try play(options)
            } catch {
                printError(
                    "mjrefresh-demo: could not write the page into '\(options.outputDirectory)': "
                        + error.localizedDescription)
                return 1
            }
        }
        return 0
    }

    /// `--list`: one line per scenario, its full name (what `--scenario` takes) in a column as wide as the longest
    /// name plus two spaces, then its title.
    static func scenarioList() -> [String] {
        let width = (Tour.scenarios.map(\.name.count).max() ?? 0) + 2
        return Tour.scenarios.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.title }
    }

    private static func play(_ options: DemoOptions) throws {
        let scenarios = Tour.scenarios(named: options.scenarioNames)
        let pictures = PictureLibrary()
        let progress = ProgressLine()
        var position = 0
        let started = Date()
        let results = Tour.play(
            scenarios, framesPerSecond: options.framesPerSecond, languageCode: options.languageCode,
            pictures: pictures,
            onFrame: { director in
                let recording = director.recording
                guard recording.frames.count % 6 == 1 else { return }
                progress.show(
                    "rendering \(recording.name) (\(position + 1)/\(scenarios.count)): frame "
                        + "\(recording.frames.count), t = \(String(format: "%.1f", director.now)) s")
            },
            onScenarioEnd: { result in
                position += 1
                progress.clear()
                TimelinePrinter.lines(for: result, position: position, count: scenarios.count).forEach { print($0) }
            })
        progress.show("writing the page…")
        let page = try PageWriter.write(
            PageWriter.data(for: results, pictures: pictures.store),
            to: options.outputDirectory)
        progress.clear()
        let frames = results.map(\.recording.frames.count).reduce(0, +)
        let size = (try? FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int) ?? 0
        let differing = results.filter { !$0.matchesExpectation }.map(\.recording.name)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print(
            TimelinePrinter.tourLine(
                scenarios: results.count, frames: frames,
                framesPerSecond: options.framesPerSecond,
                pictures: pictures.store.pictures.count) + ", in \(seconds) s")
        if !differing.isEmpty {
            print("✗ differs from the documented behaviour: \(differing.joined(separator: ", "))")
        }
        print("Page (\(String(format: "%.1f", Double(size) / 1_000_000)) MB): \(page.path)")
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
