import MJRefresh

/// Reads the demo's command line by hand, so the package needs no argument-parsing dependency.
///
/// Options take their value as the next argument or after `=` (`--fps 60`, `--fps=60`); `--scenario` may be
/// repeated. Anything unknown, missing or out of range is a `DemoUsageError`.
enum CommandLineParser {
    /// The usage text `--help` prints.
    static func usage(scenarioNames: [String]) -> String {
        let languages = MJRefreshLanguage.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            Usage: mjrefresh-demo [options]

            Plays MJRefresh's components on a simulated 390×844 phone, prints a timeline of each scenario
            and writes one self-contained HTML page to watch them frame by frame.

            Options:
              --list             list the scenarios and exit
              --scenario NAME    play only this scenario (repeatable); default: the whole tour
              --out DIR          where to write the page (default: ./demo-output)
              --fps N            pictures per second of virtual time, \(DemoOptions.framesPerSecondRange.lowerBound)...\
            \(DemoOptions.framesPerSecondRange.upperBound) (default: 30)
              --language CODE    the language the components start in: \(languages)
              --help             show this text

            Scenarios: \(scenarioNames.joined(separator: ", "))
            """
    }

    /// The command `arguments` (without the program name) ask for.
    static func parse(_ arguments: [String], scenarioNames: [String]) throws(DemoUsageError) -> DemoCommand {
        var options = DemoOptions()
        var wantsList = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(DemoUsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw DemoUsageError(message: "option '\(name)' needs a value")
                }
                return next
            }
            switch name {
            case "--help", "-h":
                return .help
            case "--list":
                wantsList = true
            case "--scenario":
                options.scenarioNames.append(try scenario(value(), among: scenarioNames))
            case "--out":
                let directory = try value()
                guard !directory.isEmpty else { throw DemoUsageError(message: "option '--out' needs a directory") }
                options.outputDirectory = directory
            case "--fps":
                options.framesPerSecond = try framesPerSecond(value())
            case "--language":
                options.languageCode = try language(value())
            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw DemoUsageError(message: "\(kind) '\(argument)'")
            }
            if inlineValue != nil, ["--help", "-h", "--list"].contains(name) {
                throw DemoUsageError(message: "option '\(name)' takes no value")
            }
        }
        return wantsList ? .list : .run(options)
    }

    /// `--name=value` as its two halves; anything else as itself without a value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func scenario(_ name: String, among names: [String]) throws(DemoUsageError) -> String {
        guard names.contains(name) else {
            throw DemoUsageError(message: "unknown scenario '\(name)'; choose from: \(names.joined(separator: ", "))")
        }
        return name
    }

    private static func framesPerSecond(_ text: String) throws(DemoUsageError) -> Int {
        let range = DemoOptions.framesPerSecondRange
        guard let value = Int(text), range.contains(value) else {
            throw DemoUsageError(
                message: "option '--fps' needs a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not '\(text)'")
        }
        return value
    }

    /// A built-in language, matched without regard to case and given in its canonical spelling.
    private static func language(_ code: String) throws(DemoUsageError) -> String {
        let codes = MJRefreshLanguage.allCases.map(\.rawValue)
        guard let match = codes.first(where: { $0.lowercased() == code.lowercased() }) else {
            throw DemoUsageError(
                message: "unknown language '\(code)'; choose from: \(codes.joined(separator: ", "))")
        }
        return match
    }
}
