import MJRefresh
import UIKit

/// A plain table whose section headers stick to the top while their section scrolls, with rows as tall as their
/// text (estimated at 44 pt, measured when shown): pull down to reload, scroll to the end to load the next page.
/// Each page of entries is a section.
public final class StickySectionsViewController: UITableViewController {
    public private(set) var sections: [[Entry]] = []
    private let loader: any FeedLoader

    public init(loader: any FeedLoader = DelayedFeedLoader()) {
        self.loader = loader
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        loader = DelayedFeedLoader()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Sections"
        tableView.register(EntryCell.self, forCellReuseIdentifier: EntryCell.identifier)
        tableView.register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: SectionHeaderView.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.sectionHeaderHeight = 32
        tableView.mj_header = MJRefreshNormalHeader { [weak self] in self?.reload() }
        let footer = MJRefreshAutoNormalFooter { [weak self] in self?.loadMore() }
        footer.isHidden = true
        tableView.mj_footer = footer
        tableView.mj_header?.beginRefreshing()
    }

    private func reload() {
        loader.load(feed: "Section", page: 0) { [weak self] entries in
            guard let self else { return }
            sections = [entries]
            tableView.reloadData()
            tableView.mj_header?.endRefreshing()
            tableView.mj_footer?.isHidden = entries.isEmpty
        }
    }

    private func loadMore() {
        loader.load(feed: "Section", page: sections.count) { [weak self] entries in
            guard let self else { return }
            sections.append(entries)
            tableView.reloadData()
            tableView.mj_footer?.endRefreshing()
        }
    }

    override public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.identifier, for: indexPath)
        (cell as? EntryCell)?.entry = sections[indexPath.section][indexPath.row]
        return cell
    }

    override public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeaderView.identifier)
        (header as? SectionHeaderView)?.title.text = "Page \(section + 1)"
        return header
    }
}
