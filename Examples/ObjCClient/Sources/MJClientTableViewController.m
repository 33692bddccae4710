#import "MJClientTableViewController.h"
@import MJRefresh;

static const NSTimeInterval MJClientDuration = 1.0;

@interface MJClientTableViewController ()
@property (strong, nonatomic) NSMutableArray<NSString *> *rows;
@end

@implementation MJClientTableViewController

#pragma mark - Headers

/// The default header, with a block; refreshing at once.
- (void)normalHeaderWithBlock {
    __weak __typeof(self) weakSelf = self;
    self.tableView.mj_header = [MJRefreshNormalHeader headerWithRefreshingBlock:^{
        [weakSelf loadNewData];
    }];
    [self.tableView.mj_header beginRefreshing];
}

/// Target and action, fading with the pull, no time.
- (void)normalHeaderWithTarget {
    MJRefreshNormalHeader *header = [MJRefreshNormalHeader headerWithRefreshingTarget:self
                                                                     refreshingAction:@selector(loadNewData)];
    header.automaticallyChangeAlpha = YES;
    header.lastUpdatedTimeLabel.hidden = YES;
    header.loadingView.color = [UIColor grayColor];
    header.arrowView.tintColor = [UIColor grayColor];
    [header beginRefreshing];
    self.tableView.mj_header = header;
}

/// Animated images per state, state and time hidden.
- (void)gifHeader {
    MJRefreshGifHeader *header = [MJRefreshGifHeader headerWithRefreshingTarget:self
                                                                  refreshingAction:@selector(loadNewData)];
    NSArray<UIImage *> *idleImages = [self images:60];
    NSArray<UIImage *> *refreshingImages = [self images:3];
    [header setImages:idleImages forState:MJRefreshStateIdle];
    [header setImages:refreshingImages forState:MJRefreshStatePulling];
    [header setImages:refreshingImages duration:0.3 forState:MJRefreshStateRefreshing];
    header.lastUpdatedTimeLabel.hidden = YES;
    header.stateLabel.hidden = YES;
    header.gifView.contentMode = UIViewContentModeCenter;
    self.tableView.mj_header = header;
}

/// Titles, fonts, colours and the time's text of one's own.
- (void)customTextHeader {
    MJRefreshNormalHeader *header = [MJRefreshNormalHeader headerWithRefreshingTarget:self
                                                                     refreshingAction:@selector(loadNewData)];
    [header setTitle:@"Pull down to refresh" forState:MJRefreshStateIdle];
    [header setTitle:@"Release to refresh" forState:MJRefreshStatePulling];
    [header setTitle:@"Loading ..." forState:MJRefreshStateRefreshing];
    header.stateLabel.font = [UIFont systemFontOfSize:15];
    header.lastUpdatedTimeLabel.font = [UIFont systemFontOfSize:14];
    header.stateLabel.textColor = [UIColor redColor];
    header.lastUpdatedTimeLabel.textColor = [UIColor blueColor];
    header.labelLeftInset = MJRefreshLabelLeftInset + 5;
    header.lastUpdatedTimeKey = @"MJClientTableLastUpdated";
    header.lastUpdatedTimeText = ^NSString *(NSDate *_Nullable lastUpdatedTime) {
        if (lastUpdatedTime == nil) {
            return [NSBundle mj_localizedStringForKey:MJRefreshHeaderNoneLastDateText];
        }
        return [NSDateFormatter localizedStringFromDate:lastUpdatedTime
                                              dateStyle:NSDateFormatterNoStyle
                                              timeStyle:NSDateFormatterShortStyle];
    };
    header.ignoredScrollViewContentInsetTop = 0;
    header.isCollectionViewAnimationBug = NO;
    header.fastAnimationDuration = 0.25;
    header.slowAnimationDuration = 0.4;
    NSDate *last = header.lastUpdatedTime;
    NSLog(@"last refreshed %@ under %@", last, header.lastUpdatedTimeKey);
    self.tableView.mj_header = header;
}

/// MJRefresh's chaining grammar: configured and attached in one expression.
- (void)chainedHeader {
    __weak __typeof(self) weakSelf = self;
    [[[[[[MJRefreshNormalHeader headerWithRefreshingBlock:^{
        [weakSelf loadNewData];
    }] autoChangeTransparency:YES] afterBeginningAction:^{
        NSLog(@"the refresh started and its callbacks ran");
    }] endingAnimationBeginningAction:^{
        NSLog(@"the header starts to collapse");
    }] afterEndingAction:^{
        NSLog(@"the header has collapsed");
    }] linkTo:self.tableView];
    [[(MJRefreshStateHeader *)self.tableView.mj_header modifyLastUpdatedTimeText:^NSString *(NSDate *_Nullable date) {
        return date == nil ? @"never" : @"earlier";
    }] setAnimationDisabled];
}

#pragma mark - Footers

/// The default auto footer: loads when scrolled into view.
- (void)autoNormalFooter {
    [self normalHeaderWithBlock];
    __weak __typeof(self) weakSelf = self;
    self.tableView.mj_footer = [MJRefreshAutoNormalFooter footerWithRefreshingBlock:^{
        [weakSelf loadMoreData];
    }];
    MJRefreshAutoNormalFooter *footer = (MJRefreshAutoNormalFooter *)self.tableView.mj_footer;
    footer.loadingView.hidesWhenStopped = YES;
}

/// An auto footer with images, and without the refreshing title.
- (void)autoGifFooter {
    [self normalHeaderWithBlock];
    MJRefreshAutoGifFooter *footer = [MJRefreshAutoGifFooter footerWithRefreshingTarget:self
                                                                       refreshingAction:@selector(loadMoreData)];
    [footer setImages:[self images:3] forState:MJRefreshStateRefreshing];
    [footer setImages:[self images:3] duration:0.3 forState:MJRefreshStatePulling];
    footer.refreshingTitleHidden = YES;
    footer.gifView.tintColor = [UIColor grayColor];
    self.tableView.mj_footer = footer;
}

/// An auto footer with titles of its own, loading only when asked, earlier and on every drag.
- (void)autoFooterSettings {
    [self normalHeaderWithBlock];
    MJRefreshAutoNormalFooter *footer = [MJRefreshAutoNormalFooter footerWithRefreshingTarget:self
                                                                          refreshingAction:@selector(loadMoreData)];
    [footer setTitle:@"Click or drag up to refresh" forState:MJRefreshStateIdle];
    [footer setTitle:@"Loading more ..." forState:MJRefreshStateRefreshing];
    [footer setTitle:@"No more data" forState:MJRefreshStateNoMoreData];
    footer.stateLabel.font = [UIFont systemFontOfSize:17];
    footer.stateLabel.textColor = [UIColor blueColor];
    footer.labelLeftInset = MJRefreshLabelLeftInset;
    footer.automaticallyRefresh = footer.isAutomaticallyRefresh && !footer.isRefreshingTitleHidden;
    footer.triggerAutomaticallyRefreshPercent = 0.5;
    footer.autoTriggerTimes = -1;
    footer.ignoredScrollViewContentInsetBottom = 0;
    self.tableView.mj_footer = footer;
}

/// The back footer: pulled up and released.
- (void)backNormalFooter {
    [self normalHeaderWithBlock];
    MJRefreshBackNormalFooter *footer = [MJRefreshBackNormalFooter footerWithRefreshingTarget:self
                                                                          refreshingAction:@selector(loadMoreData)];
    footer.arrowView.tintColor = [UIColor grayColor];
    footer.loadingView.color = [UIColor grayColor];
    [footer setTitle:@"Pull up" forState:MJRefreshStateIdle];
    NSLog(@"the idle title: %@", [footer titleForState:MJRefreshStateIdle]);
    self.tableView.mj_footer = footer;
}

/// A back footer with images.
- (void)backGifFooter {
    [self normalHeaderWithBlock];
    MJRefreshBackGifFooter *footer = [MJRefreshBackGifFooter footerWithRefreshingTarget:self
                                                                       refreshingAction:@selector(loadMoreData)];
    [footer setImages:[self images:60] forState:MJRefreshStateIdle];
    [footer setImages:[self images:3] forState:MJRefreshStatePulling];
    [footer setImages:[self images:3] duration:0.3 forState:MJRefreshStateRefreshing];
    footer.gifView.contentMode = UIViewContentModeCenter;
    footer.stateLabel.hidden = YES;
    self.tableView.mj_footer = footer;
}

#pragma mark - Loading

- (void)loadNewData {
    for (int i = 0; i < 5; i++) {
        [self.rows insertObject:[NSString stringWithFormat:@"new row %u", arc4random_uniform(1000000)] atIndex:0];
    }
    __weak UITableView *tableView = self.tableView;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(MJClientDuration * NSEC_PER_SEC)),
                   dispatch_get_main_queue(), ^{
        [tableView reloadData];
        [tableView.mj_header endRefreshing];
    });
}

- (void)loadMoreData {
    for (int i = 0; i < 5; i++) {
        [self.rows addObject:[NSString stringWithFormat:@"more row %u", arc4random_uniform(1000000)]];
    }
    __weak UITableView *tableView = self.tableView;
    NSUInteger count = self.rows.count;
    // Ending from a background queue, as MJRefresh allows: the footer ends on the main thread.
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(MJClientDuration * NSEC_PER_SEC)),
                   dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        dispatch_async(dispatch_get_main_queue(), ^{
            [tableView reloadData];
        });
        if (count >= 50) {
            [tableView.mj_footer endRefreshingWithNoMoreData];
        } else {
            [tableView.mj_footer endRefreshingWithCompletionBlock:^{
                NSLog(@"%ld rows", (long)tableView.mj_totalDataCount);
            }];
        }
    });
}

- (void)reset {
    [self.rows removeAllObjects];
    [self.tableView reloadData];
    [self.tableView.mj_footer resetNoMoreData];
    self.tableView.mj_footer.hidden = self.rows.count == 0;
    if (!self.tableView.mj_header.isRefreshing && self.tableView.mj_header.state == MJRefreshStateIdle) {
        [self.tableView.mj_header beginRefreshingWithCompletionBlock:^{
            NSLog(@"the header's refresh called back");
        }];
    }
}

- (NSArray<UIImage *> *)images:(NSUInteger)count {
    NSMutableArray<UIImage *> *images = [NSMutableArray array];
    for (NSUInteger i = 1; i <= count; i++) {
        UIImage *image = [UIImage imageNamed:[NSString stringWithFormat:@"dropdown_anim__000%lu", (unsigned long)i]];
        if (image != nil) {
            [images addObject:image];
        }
    }
    return images;
}

#pragma mark - Table

- (void)viewDidLoad {
    [super viewDidLoad];
    self.rows = [NSMutableArray array];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"row"];
    switch (self.example) {
        case 0: [self normalHeaderWithBlock]; break;
        case 1: [self normalHeaderWithTarget]; break;
        case 2: [self gifHeader]; break;
        case 3: [self customTextHeader]; break;
        case 4: [self chainedHeader]; break;
        case 5: [self autoNormalFooter]; break;
        case 6: [self autoGifFooter]; break;
        case 7: [self autoFooterSettings]; break;
        case 8: [self backNormalFooter]; break;
        case 9: [self backGifFooter]; break;
        default: [self reset]; break;
    }
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    tableView.mj_footer.hidden = self.rows.count == 0;
    return (NSInteger)self.rows.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"row" forIndexPath:indexPath];
    cell.textLabel.text = self.rows[(NSUInteger)indexPath.row];
    return cell;
}

@end
