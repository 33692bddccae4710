// The Objective-C examples of README.md ("Objective-C") and of the documentation's Objective-C article, the same
// code (ObjectiveCFaceTests checks it), so that CI compiles them.
@import MJRefresh;

@interface SpinnerContent : UIView <MJRefreshCustomContent>
@property (strong, nonatomic) UILabel *label;
@property (strong, nonatomic) UIActivityIndicatorView *spinner;
@end

@implementation SpinnerContent
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _label = [[UILabel alloc] init];
        [self addSubview:_label];
        _spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleMedium];
        [self addSubview:_spinner];
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    self.label.frame = self.bounds;
    self.spinner.center = CGPointMake(self.mj_w - 30, self.mj_h * 0.5);
}

- (void)refreshComponent:(MJRefreshComponent *)component didChangeStateFrom:(MJRefreshState)oldState {
    if (component.state == MJRefreshStateRefreshing) {
        [self.spinner startAnimating];
    } else {
        [self.spinner stopAnimating];
    }
    self.label.text = component.state == MJRefreshStatePulling ? @"Release to refresh" : @"Pull down to refresh";
}
@end

@interface MJClientDocumentationExamples : UITableViewController
@end

@implementation MJClientDocumentationExamples

- (void)loadNewData {
    [self.tableView.mj_header endRefreshing];
}

- (void)loadMoreData {
    [self.tableView.mj_footer endRefreshing];
}

- (void)headerAndFooter {
    __weak __typeof(self) weakSelf = self;
    self.tableView.mj_header = [MJRefreshNormalHeader headerWithRefreshingBlock:^{
        [weakSelf loadNewData];
    }];
    [self.tableView.mj_header beginRefreshing];

    MJRefreshAutoNormalFooter *footer = [MJRefreshAutoNormalFooter footerWithRefreshingTarget:self
                                                                          refreshingAction:@selector(loadMoreData)];
    [footer setTitle:@"No more data" forState:MJRefreshStateNoMoreData];
    self.tableView.mj_footer = footer;
}

- (void)customHeader {
    MJRefreshCustomHeader *header = [MJRefreshCustomHeader headerWithRefreshingTarget:self
                                                                    refreshingAction:@selector(loadNewData)];
    header.mj_h = 60;
    header.content = [[SpinnerContent alloc] init]; // a UIView <MJRefreshCustomContent>
    self.tableView.mj_header = header;
}

@end
