#if canImport(ObjectiveC)
import MJRefresh
import UIKit

/// The target-action style of older MJRefresh apps: a selector per component. Objective-C's runtime is needed,
/// so this screen exists on Apple platforms only.
public final class TargetActionViewController: UITableViewController {
    public private(set) var refreshCount = 0
    public private(set) var loadCount = 0

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.mj_header = MJRefreshNormalHeader(refreshingTarget: self, refreshingAction: #selector(refresh))
        tableView.mj_footer = MJRefreshAutoNormalFooter(refreshingTarget: self, refreshingAction: #selector(loadMore))

        let footer = MJRefreshBackStateFooter()
        footer.setRefreshingTarget(self, refreshingAction: #selector(loadMore))
        footer.refreshingTarget = self
        footer.refreshingAction = #selector(loadMore)
        tableView.mj_footer = footer

        let trailer = MJRefreshNormalTrailer(refreshingTarget: self, refreshingAction: #selector(showDetails))
        _ = MJRefreshStateTrailer(refreshingTarget: self, refreshingAction: #selector(showDetails))
        _ = MJRefreshBackGifFooter(refreshingTarget: self, refreshingAction: #selector(loadMore))
        _ = MJRefreshStateHeader(refreshingTarget: self, refreshingAction: #selector(refresh))
        _ = trailer
    }

    @objc private func refresh() {
        refreshCount += 1
        tableView.mj_header?.endRefreshing()
    }

    @objc private func loadMore() {
        loadCount += 1
        tableView.mj_footer?.endRefreshing()
    }

    @objc private func showDetails() {
        tableView.mj_trailer?.endRefreshing()
    }
}
#endif
