import MJRefresh
import SimulationTesting

/// A phone-sized table of `rows` rows of 44 pt; 30 rows make 1320 pt of content, whose largest resting offset
/// with an auto footer is 1320 + 44 − 844 = 520.
@MainActor
func makeListStage(rows: Int = 30) -> (Stage, UITableView, RowSource) {
    let source = RowSource(rows: rows)
    let table = UITableView(frame: .zero)
    table.dataSource = source
    let stage = Stage(scrollView: table)
    return (stage, table, source)
}

/// A table data source of `sections` sections of `rows` plain rows.
@MainActor
final class RowSource: NSObject, UITableViewDataSource {
    var rows: Int
    let sections: Int

    init(rows: Int, sections: Int = 1) {
        self.rows = rows
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    }
}
