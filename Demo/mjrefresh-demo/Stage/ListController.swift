import MJRefresh

/// One row of a demo list: a title and a grey detail line.
struct ListRow: Equatable {
    let title: String
    let detail: String
}

/// A section of a demo list: its rows under an optional title, which the plain table pins at the top of its
/// visible area while the section scrolls under it.
struct ListSection: Equatable {
    let title: String?
    var rows: [ListRow]
}

/// A table screen showing `sections` of rows, as an app's list controller would; scenarios change the rows as
/// their pretend network answers.
@MainActor
final class ListController: UITableViewController {
    static let rowHeight: CGFloat = 60
    static let sectionHeaderHeight: CGFloat = 30
    private static let cellIdentifier = "row"
    private static let headerIdentifier = "section"

    private(set) var sections: [ListSection]
    /// Called when the user taps a row.
    var onSelect: ((ListRow) -> Void)?

    init(sections: [ListSection]) {
        self.sections = sections.isEmpty ? [ListSection(title: nil, rows: [])] : sections
        super.init(style: .plain)
    }

    /// A list of one untitled section.
    convenience init(rows: [ListRow]) {
        self.init(sections: [ListSection(title: nil, rows: rows)])
    }

    /// Every row, section after section.
    var rows: [ListRow] { sections.flatMap(\.rows) }

    required init?(coder: NSCoder) {
        nil
    }

    /// `count` rows titled "\(prefix) 1", "\(prefix) 2", … with the same detail line.
    static func rows(_ prefix: String, _ range: ClosedRange<Int>, detail: String) -> [ListRow] {
        range.map { ListRow(title: "\(prefix) \($0)", detail: detail) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RowCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.register(
            UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerIdentifier)
        tableView.rowHeight = Self.rowHeight
        tableView.backgroundColor = .systemBackground
    }

    /// Adds rows at the end of the last section and reloads, as an app does when a page of data arrives.
    func append(_ newRows: [ListRow]) {
        sections[sections.count - 1].rows += newRows
        tableView.reloadData()
    }

    /// Adds rows at the top of the first section and reloads, as an app does after a refresh.
    func prepend(_ newRows: [ListRow]) {
        sections[0].rows = newRows + sections[0].rows
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? RowCell)?.show(sections[indexPath.section].rows[indexPath.row])
        return cell
    }

    /// A titled section's header: its title on an opaque grey band, so rows scrolling under it stay hidden.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let title = sections[section].title,
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
        else { return nil }
        header.contentView.backgroundColor = .secondarySystemBackground
        header.textLabel?.text = title
        header.textLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        sections[section].title == nil ? 0 : Self.sectionHeaderHeight
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(sections[indexPath.section].rows[indexPath.row])
    }
}

/// A list cell: title and detail labels in the content view, and a separator line inset on the leading side; grey
/// while selected, as a tapped row stays until the pushed screen comes back. (The stand-in's `UITableViewCell` has
/// no `textLabel`, so the labels are the cell's own.)
@MainActor
final class RowCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let separator = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .systemFont(ofSize: 17)
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = .secondaryLabel
        separator.backgroundColor = .separator
        for view in [titleLabel, detailLabel, separator] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ row: ListRow) {
        titleLabel.text = row.title
        detailLabel.text = row.detail
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        contentView.backgroundColor = selected ? Self.selectedColor : nil
    }

    /// UIKit's grey of a selected row, in light and dark mode.
    private static let selectedColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.23, alpha: 1) : UIColor(white: 0.85, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width - 32
        titleLabel.frame = CGRect(x: 16, y: 9, width: width, height: 22)
        detailLabel.frame = CGRect(x: 16, y: 32, width: width, height: 18)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        separator.frame = CGRect(
            x: isRightToLeft ? 0 : 16, y: contentView.bounds.height - 0.5, width: width + 16, height: 0.5)
    }
}
