import Testing

@testable import mjrefresh_demo

/// The command line: every option, and every way to get it wrong (exit status 2 with a message). Parsing touches
/// nothing shared, so these tests run in parallel.
struct CommandLineParserTests {
    private let names = ["header", "trailer"]

    private func parse(_ arguments: [String]) throws -> DemoCommand {
        try CommandLineParser.parse(arguments, scenarioNames: names)
    }

    private func usageError(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let command = try CommandLineParser.parse(arguments, scenarioNames: names)
            Issue.record("\(arguments) parsed as \(command)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func noArgumentsPlaysTheWholeTourWithDefaults() throws {
        #expect(try parse([]) == .run(DemoOptions()))
        #expect(DemoOptions().outputDirectory == "demo-output")
        #expect(DemoOptions().framesPerSecond == 30)
        #expect(DemoOptions().languageCode == "en", "English unless asked: every machine writes the same page")
        #expect(DemoOptions().scenarioNames == [])
    }

    @Test func everyOptionWithSeparateAndInlineValues() throws {
        let expected = DemoOptions(
            scenarioNames: ["trailer", "header"], outputDirectory: "/tmp/out",
            framesPerSecond: 60, languageCode: "zh-Hans")
        #expect(
            try parse([
                "--scenario", "trailer", "--scenario", "header", "--out", "/tmp/out",
                "--fps", "60", "--language", "zh-Hans",
            ]) == .run(expected))
        #expect(
            try parse([
                "--scenario=trailer", "--scenario=header", "--out=/tmp/out", "--fps=60",
                "--language=zh-Hans",
            ]) == .run(expected))
    }

    @Test(arguments: [("ZH-hant", "zh-Hant"), ("pt-br", "pt-BR"), ("AR", "ar")])
    func languageIsMatchedWithoutCaseAndGivenCanonically(given: String, canonical: String) throws {
        #expect(try parse(["--language", given]) == .run(DemoOptions(languageCode: canonical)))
    }

    @Test func framesPerSecondFrom1To120AreAccepted() throws {
        #expect(try parse(["--fps", "1"]) == .run(DemoOptions(framesPerSecond: 1)))
        #expect(try parse(["--fps", "120"]) == .run(DemoOptions(framesPerSecond: 120)))
    }

    @Test(arguments: ["0", "121", "-5", "thirty", "29.97", ""])
    func framesPerSecondOutsideTheBoundsAreRefused(bad: String) {
        #expect(usageError(["--fps", bad]) == "option '--fps' needs a whole number from 1 to 120, not '\(bad)'")
    }

    @Test func helpAndListWin() throws {
        #expect(try parse(["--help"]) == .help)
        #expect(try parse(["-h"]) == .help)
        #expect(try parse(["--fps", "60", "--help"]) == .help)
        #expect(try parse(["--list"]) == .list)
        #expect(try parse(["--list", "--fps", "60"]) == .list)
    }

    @Test(arguments: [
        (["--frames"], "unknown option '--frames'"),
        (["-x"], "unknown option '-x'"),
        (["header"], "unexpected argument 'header'"),
        (["--scenario"], "option '--scenario' needs a value"),
        (["--out", "--fps", "30"], "option '--out' needs a value"),
        (["--out="], "option '--out' needs a directory"),
        (["--scenario", "footer"], "unknown scenario 'footer'; choose from: header, trailer"),
        (
            ["--language", "sv"],
            "unknown language 'sv'; choose from: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr, es, pt-BR, "
                + "pt-PT, it, ar, nl, pl, tr, id, vi, th"
        ),
        (["--list=yes"], "option '--list' takes no value"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @MainActor
    @Test func badUsageExitsWithStatus2AndGoodUsageWith0() {
        #expect(DemoUsageError.exitCode == 2)
        #expect(DemoApp.run(["--no-such-option"]) == 2)
        #expect(DemoApp.run(["--fps", "0"]) == 2)
        #expect(DemoApp.run(["--list"]) == 0)
    }

    @Test func usageNamesEveryOptionAndScenario() {
        let usage = CommandLineParser.usage(scenarioNames: names)
        for option in ["--list", "--scenario NAME", "--out DIR", "--fps N", "--language CODE", "--help"] {
            #expect(usage.contains(option), "\(option)")
        }
        #expect(usage.contains("Scenarios: header, trailer"))
        #expect(usage.contains("1...120"))
    }
}
