import UIKit

/// A row as tall as its text: 24 pt of margins and 20 pt per line. It lays itself out by hand and says its
/// height in `sizeThatFits(_:)`, which a table with `rowHeight = UITableView.automaticDimension` asks.
final class EntryCell: UITableViewCell {
    static let identifier = "EntryCell"
    private let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = UIFont.systemFont(ofSize: 15)
        contentView.addSubview(body)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var entry: Entry? {
        didSet {
            body.text = entry.map { entry in (0..<entry.lines).map { "\(entry.title), line \($0 + 1)" } }?
                .joined(separator: "\n")
            setNeedsLayout()
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 24 + 20 * CGFloat(entry?.lines ?? 1))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        body.frame = contentView.bounds.insetBy(dx: 16, dy: 12)
    }
}

/// A section header showing the section's name; it floats at the top of a plain table.
final class SectionHeaderView: UITableViewHeaderFooterView {
    static let identifier = "SectionHeaderView"
    let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.font = UIFont.boldSystemFont(ofSize: 15)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
