import XCTest

@testable import mjrefresh_demo

/// The command line: every option, and every way to get it wrong (exit status 2 with a message).
final class CommandLineParserTests: XCTestCase {
    private let names = ["header", "trailer"]

    private func parse(_ arguments: [String]) throws -> DemoCommand {
        try CommandLineParser.parse(arguments, scenarioNames: names)
    }

    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            let command = try CommandLineParser.parse(arguments, scenarioNames: names)
            XCTFail("\(arguments) parsed as \(command)", file: file, line: line)
            return nil
        } catch {
            return error.message
        }
    }

    func testNoArgumentsPlaysTheWholeTourWithDefaults() throws {
        XCTAssertEqual(try parse([]), .run(DemoOptions()))
        XCTAssertEqual(DemoOptions().outputDirectory, "demo-output")
        XCTAssertEqual(DemoOptions().framesPerSecond, 30)
        XCTAssertNil(DemoOptions().languageCode)
        XCTAssertEqual(DemoOptions().scenarioNames, [])
    }

    func testEveryOptionWithSeparateAndInlineValues() throws {
        let expected = DemoOptions(
            scenarioNames: ["trailer", "header"], outputDirectory: "/tmp/out",
            framesPerSecond: 60, languageCode: "zh-Hans")
        XCTAssertEqual(
            try parse([
                "--scenario", "trailer", "--scenario", "header", "--out", "/tmp/out",
                "--fps", "60", "--language", "zh-Hans",
            ]), .run(expected))
        XCTAssertEqual(
            try parse([
                "--scenario=trailer", "--scenario=header", "--out=/tmp/out", "--fps=60",
                "--language=zh-Hans",
            ]), .run(expected))
    }

    func testLanguageIsMatchedWithoutCaseAndGivenCanonically() throws {
        XCTAssertEqual(try parse(["--language", "ZH-hant"]), .run(DemoOptions(languageCode: "zh-Hant")))
        XCTAssertEqual(try parse(["--language", "pt-br"]), .run(DemoOptions(languageCode: "pt-BR")))
        XCTAssertEqual(try parse(["--language", "AR"]), .run(DemoOptions(languageCode: "ar")))
    }

    func testFramesPerSecondBounds() throws {
        XCTAssertEqual(try parse(["--fps", "1"]), .run(DemoOptions(framesPerSecond: 1)))
        XCTAssertEqual(try parse(["--fps", "120"]), .run(DemoOptions(framesPerSecond: 120)))
        for bad in ["0", "121", "-5", "thirty", "29.97", ""] {
            XCTAssertEqual(
                usageError(["--fps", bad]),
                "option '--fps' needs a whole number from 1 to 120, not '\(bad)'", bad)
        }
    }

    func testHelpAndListWin() throws {
        XCTAssertEqual(try parse(["--help"]), .help)
        XCTAssertEqual(try parse(["-h"]), .help)
        XCTAssertEqual(try parse(["--fps", "60", "--help"]), .help)
        XCTAssertEqual(try parse(["--list"]), .list)
        XCTAssertEqual(try parse(["--list", "--fps", "60"]), .list)
    }

    func testUsageErrors() {
        XCTAssertEqual(usageError(["--frames"]), "unknown option '--frames'")
        XCTAssertEqual(usageError(["-x"]), "unknown option '-x'")
        XCTAssertEqual(usageError(["header"]), "unexpected argument 'header'")
        XCTAssertEqual(usageError(["--scenario"]), "option '--scenario' needs a value")
        XCTAssertEqual(usageError(["--out", "--fps", "30"]), "option '--out' needs a value")
        XCTAssertEqual(usageError(["--out="]), "option '--out' needs a directory")
        XCTAssertEqual(usageError(["--scenario", "footer"]), "unknown scenario 'footer'; choose from: header, trailer")
        XCTAssertEqual(
            usageError(["--language", "sv"]),
            "unknown language 'sv'; choose from: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr, es, pt-BR, "
                + "pt-PT, it, ar, nl, pl, tr, id, vi, th")
        XCTAssertEqual(usageError(["--list=yes"]), "option '--list' takes no value")
    }

    func testBadUsageExitsWithStatus2AndGoodUsageWith0() {
        XCTAssertEqual(DemoUsageError.exitCode, 2)
        MainActor.assumeIsolated {
            XCTAssertEqual(DemoApp.run(["--no-such-option"]), 2)
            XCTAssertEqual(DemoApp.run(["--fps", "0"]), 2)
            XCTAssertEqual(DemoApp.run(["--list"]), 0)
        }
    }

    func testUsageNamesEveryOptionAndScenario() {
        let usage = CommandLineParser.usage(scenarioNames: names)
        for option in ["--list", "--scenario NAME", "--out DIR", "--fps N", "--language CODE", "--help"] {
            XCTAssertTrue(usage.contains(option), option)
        }
        XCTAssertTrue(usage.contains("Scenarios: header, trailer"))
        XCTAssertTrue(usage.contains("1...120"))
    }
}
