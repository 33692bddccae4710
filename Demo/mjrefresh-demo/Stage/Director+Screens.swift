import MJRefresh

extension Director {
    /// Shows a list screen of `rows` under the title `title`, at the top of its content, and follows its table.
    func showList(_ rows: [ListRow], title: String) -> ListController {
        let list = ListController(rows: rows)
        phone.show(list, title: title)
        let table: UITableView = list.tableView
        table.restAtTop()
        follow(table, as: "table")
        return list
    }
}

extension UIScrollView {
    /// Scrolls to the top of the content, below the bars, where a screen opens.
    func restAtTop() {
        contentOffset = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }
}
