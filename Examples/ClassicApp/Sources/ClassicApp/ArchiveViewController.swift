import MJRefresh
import UIKit

/// An archive list set up with MJRefresh's chaining grammar and completion blocks, with a footer style the user
/// can switch: the text-only auto footer, the auto footer with images, or the text-only pull-up footer.
public final class ArchiveViewController: UITableViewController {
    public enum FooterStyle { case autoState, autoGif, backState }

    public private(set) var rows: [String] = []
    /// What the completion blocks saw, in order.
    public private(set) var events: [String] = []

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")

        let onRefresh: MJRefreshComponentAction = { [weak self] in
            self?.events.append("refresh")
        }
        MJRefreshStateHeader(refreshingBlock: onRefresh)
            .autoChangeTransparency(true)
            .afterBeginningAction { [weak self] in self?.events.append("began") }
            .endingAnimationBeginningAction { [weak self] in self?.events.append("ending") }
            .afterEndingAction { [weak self] in self?.events.append("ended") }
            .link(to: tableView)

        if let header = tableView.mj_header as? MJRefreshStateHeader {
            header.lastUpdatedTimeKey = "ArchiveViewController"
            header.lastUpdatedTimeText = { date in
                guard let date = date else { return "Never updated" }
                return "Updated \(Int(Date().timeIntervalSince(date))) s ago"
            }
            header.modifyLastUpdatedTimeText { date in
                date == nil ? "Never updated" : "Updated earlier"
            }
            header.stateLabel?.textAlignment = .center
            header.lastUpdatedTimeLabel?.font = UIFont.systemFont(ofSize: 12)
            header.isCollectionViewAnimationBug = false
            header.fastAnimationDuration = 0.25
            header.slowAnimationDuration = 0.4
        }
        useFooter(.autoState)
    }

    public func useFooter(_ style: FooterStyle) {
        switch style {
        case .autoState:
            let footer = MJRefreshAutoStateFooter { [weak self] in self?.appendPage() }
            footer.isRefreshingTitleHidden = true
            footer.stateLabel?.textColor = .gray
            footer.labelLeftInset = 10
            tableView.mj_footer = footer
        case .autoGif:
            let footer = MJRefreshAutoGifFooter { [weak self] in self?.appendPage() }
            footer.setImages(PhotosViewController.frames(1...3), duration: 0.3, for: .refreshing)
            footer.setImages(PhotosViewController.frames(1...3), for: .idle)
            let pullingFrames: [Any] = PhotosViewController.frames(1...2)
            footer.setImages(pullingFrames, duration: 0.2, for: .pulling)
            footer.gifView?.contentMode = .center
            footer.isRefreshingTitleHidden = true
            tableView.mj_footer = footer
        case .backState:
            let footer = MJRefreshBackStateFooter { [weak self] in self?.appendPage() }
            footer.setTitle("Pull up for older entries", for: .idle)
            let idleTitle: String = footer.title(for: .idle)
            footer.stateLabel?.text = idleTitle
            footer.setAnimationDisabled()
            tableView.mj_footer = footer
        }
    }

    /// Reloads from the app's own button: begin with a completion block, end with another.
    public func reloadFromButton() {
        guard let header = tableView.mj_header, !header.isRefreshing else { return }
        header.beginRefreshing { [weak self] in
            self?.events.append("begin completion")
        }
    }

    /// The app's "cancel" button: stops a refresh without an animation, setting the state directly.
    public func cancelReload() {
        tableView.mj_header?.state = .idle
        tableView.mj_header?.pullingPercent = 0
    }

    public func finishReload() {
        rows = (1...30).map { "Entry \($0)" }
        tableView.reloadData()
        tableView.mj_header?.endRefreshing { [weak self] in
            self?.events.append("end completion")
        }
    }

    private func appendPage() {
        rows += (1...10).map { "Older entry \(rows.count + $0)" }
        tableView.reloadData()
        if tableView.mj_totalDataCount() >= 50 {
            tableView.mj_footer?.endRefreshingWithNoMoreData()
        } else {
            tableView.mj_footer?.endRefreshing()
        }
    }

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
