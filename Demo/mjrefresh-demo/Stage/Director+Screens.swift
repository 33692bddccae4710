import MJRefresh

extension Director {
    /// Shows a list screen of `rows` under the title `title`, at the top of its content, and follows its table.
    func showList(_ rows: [ListRow], title: String) -> ListController {
        showList(ListController(rows: rows), title: title)
    }

    /// Shows `list` as the root of a navigation controller titled `title` (its bar set up by `configure`), at
    /// the top of its content, and follows its table.
    @discardableResult
    func showList(
        _ list: ListController, title: String, configure: (UINavigationController) -> Void = { _ in }
    ) -> ListController {
        configure(phone.show(list, title: title))
        phone.window.layoutIfNeeded()
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
