// The members MJRefresh 3.7.9 deprecates still work, and each use warns as it does with MJRefresh's headers:
// .ci/objc-check compiles this file beside Examples/ObjCClient (which gives no warning at all) and expects a
// deprecation warning on each line that says so, and on no other line.
@import MJRefresh;

void MJRefreshUseDeprecatedMembers(UITableView *tableView);

void MJRefreshUseDeprecatedMembers(UITableView *tableView) {
    MJRefreshComponentRefreshingBlock refreshing = ^{}; // MJRefresh warns too
    MJRefreshComponentBeginRefreshingCompletionBlock began = ^{}; // MJRefresh warns too
    MJRefreshComponentEndRefreshingCompletionBlock ended = ^{}; // MJRefresh warns too

    MJRefreshNormalHeader *header = [MJRefreshNormalHeader headerWithRefreshingBlock:refreshing];
    header.beginRefreshingCompletionBlock = began;
    header.autoChangeAlpha = YES; // MJRefresh warns too
    header.endRefreshingAnimateCompletionBlock = ended; // MJRefresh warns too
    header.activityIndicatorViewStyle = UIActivityIndicatorViewStyleMedium; // MJRefresh warns too
    tableView.header = header; // MJRefresh warns too

    MJRefreshAutoNormalFooter *footer = [MJRefreshAutoNormalFooter footerWithRefreshingBlock:^{}];
    footer.appearencePercentTriggerAutoRefresh = 0.5; // MJRefresh warns too
    footer.automaticallyHidden = NO; // MJRefresh warns too
    footer.activityIndicatorViewStyle = UIActivityIndicatorViewStyleMedium; // MJRefresh warns too
    tableView.footer = footer; // MJRefresh warns too
    [footer noticeNoMoreData]; // MJRefresh warns too

    MJRefreshBackNormalFooter *backFooter = [MJRefreshBackNormalFooter footerWithRefreshingBlock:^{}];
    backFooter.activityIndicatorViewStyle = UIActivityIndicatorViewStyleMedium; // MJRefresh warns too
}
