import Testing

@testable import mjrefresh_demo

/// `--list` names every scenario in full, as `--scenario` takes it, apart from its title.
@MainActor
struct ScenarioListTests {
    @Test func everyLineStartsWithTheWholeNameAndAGapBeforeTheTitle() {
        let lines = DemoApp.scenarioList()
        #expect(lines.count == Tour.scenarios.count)
        for (line, scenario) in zip(lines, Tour.scenarios) {
            #expect(line.hasPrefix(scenario.name + "  "), "\(line)")
            #expect(line.hasSuffix(scenario.title))
        }
        let titleColumns = Set(zip(lines, Tour.scenarios).map { $0.count - $1.title.count })
        #expect(titleColumns.count == 1, "the titles start in one column")
        #expect(Tour.scenarios.contains { $0.name == "sticky-sections" }, "a name longer than 14 characters")
    }
}
