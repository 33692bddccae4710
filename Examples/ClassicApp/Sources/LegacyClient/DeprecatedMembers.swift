import MJRefresh
import UIKit

// Members MJRefresh 3.7.9 marks deprecated, used as older apps still do. Each warns, against MJRefresh too; the
// comment ending a line says so (CI accepts a warning only on such a line).

/// Sets up a table with the old spellings; returns what they read back.
@MainActor
public func configureWithDeprecatedMembers(_ tableView: UITableView) -> [String] {
    let refresh: MJRefreshComponentRefreshingBlock = {}  // MJRefresh warns too: deprecated
    let began: MJRefreshComponentBeginRefreshingCompletionBlock = {}  // MJRefresh warns too: deprecated
    let ended: MJRefreshComponentEndRefreshingCompletionBlock = {}  // MJRefresh warns too: deprecated

    let header = MJRefreshNormalHeader(refreshingBlock: refresh)
    header.beginRefreshingCompletionBlock = began
    header.endRefreshingCompletionBlock = ended
    header.isAutoChangeAlpha = true  // MJRefresh warns too: deprecated
    header.activityIndicatorViewStyle = .large  // MJRefresh warns too: deprecated
    header.endRefreshingAnimateCompletionBlock = {}  // MJRefresh warns too: deprecated
    tableView.header = header  // MJRefresh warns too: deprecated

    let footer = MJRefreshAutoNormalFooter {}
    footer.appearencePercentTriggerAutoRefresh = 0.5  // MJRefresh warns too: deprecated
    footer.isAutomaticallyHidden = true  // MJRefresh warns too: deprecated
    footer.activityIndicatorViewStyle = .medium  // MJRefresh warns too: deprecated
    tableView.footer = footer  // MJRefresh warns too: deprecated

    let backFooter = MJRefreshBackNormalFooter {}
    backFooter.activityIndicatorViewStyle = .large  // MJRefresh warns too: deprecated

    var readBack: [String] = []
    readBack.append("alpha \(header.isAutoChangeAlpha)")  // MJRefresh warns too: deprecated
    readBack.append("header \(tableView.header === header)")  // MJRefresh warns too: deprecated
    readBack.append("footer \(tableView.footer === footer)")  // MJRefresh warns too: deprecated
    readBack.append("percent \(footer.appearencePercentTriggerAutoRefresh)")  // MJRefresh warns too: deprecated
    readBack.append("hidden \(footer.isAutomaticallyHidden)")  // MJRefresh warns too: deprecated
    readBack.append("style \(backFooter.activityIndicatorViewStyle == .large)")  // MJRefresh warns too: deprecated
    readBack.append("ending \(header.endRefreshingAnimateCompletionBlock != nil)")  // MJRefresh warns too: deprecated
    return readBack
}

/// Ends a load with the old name of `endRefreshingWithNoMoreData()`.
@MainActor
public func markEndOfList(_ tableView: UITableView) {
    tableView.mj_footer?.noticeNoMoreData()  // MJRefresh warns too: deprecated
}
