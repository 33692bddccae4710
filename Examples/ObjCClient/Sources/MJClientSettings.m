#import "MJClientSettings.h"
#import <MJRefresh/MJRefresh.h> // MJRefresh's umbrella header; `@import MJRefresh;` in the other files

@implementation MJClientSettings

+ (void)configureForScrollView:(UIScrollView *)scrollView {
    // The language, the app's strings table and its bundle; any thread may set them.
    MJRefreshConfig *config = MJRefreshConfig.defaultConfig;
    config.languageCode = @"en";
    config.i18nFilename = @"MJClientStrings";
    config.i18nBundle = [NSBundle mainBundle];
    NSLog(@"%@ %@ %@", config.languageCode, config.i18nFilename, config.i18nBundle);

    __weak UIScrollView *weakScrollView = scrollView;
    [[NSNotificationCenter defaultCenter] addObserverForName:MJRefreshDidChangeLanguageNotification
                                                      object:nil
                                                       queue:[NSOperationQueue mainQueue]
                                                  usingBlock:^(NSNotification *note) {
        [weakScrollView setNeedsLayout];
    }];

    // The texts, by key, in the configured language.
    NSArray<NSString *> *keys = @[
        MJRefreshHeaderIdleText, MJRefreshHeaderPullingText, MJRefreshHeaderRefreshingText,
        MJRefreshTrailerIdleText, MJRefreshTrailerPullingText,
        MJRefreshAutoFooterIdleText, MJRefreshAutoFooterRefreshingText, MJRefreshAutoFooterNoMoreDataText,
        MJRefreshBackFooterIdleText, MJRefreshBackFooterPullingText, MJRefreshBackFooterRefreshingText,
        MJRefreshBackFooterNoMoreDataText,
        MJRefreshHeaderLastTimeText, MJRefreshHeaderDateTodayText, MJRefreshHeaderNoneLastDateText,
    ];
    for (NSString *key in keys) {
        NSLog(@"%@ = %@", key, [NSBundle mj_localizedStringForKey:key]);
    }
    NSLog(@"%@", [NSBundle mj_localizedStringForKey:@"MJClientUnknownKey" value:@"fallback"]);

    // The library's bundle and images.
    NSBundle *bundle = [NSBundle mj_refreshBundle];
    UIImage *arrow = [NSBundle mj_arrowImage];
    UIImage *trailArrow = [NSBundle mj_trailArrowImage];
    NSLog(@"%@ %@ %@", bundle.bundlePath, arrow, trailArrow);

    // The constants.
    CGFloat sizes[] = {
        MJRefreshLabelLeftInset, MJRefreshHeaderHeight, MJRefreshFooterHeight, MJRefreshTrailWidth,
        MJRefreshFastAnimationDuration, MJRefreshSlowAnimationDuration,
    };
    NSLog(@"%f %f %f %f %f %f", sizes[0], sizes[1], sizes[2], sizes[3], sizes[4], sizes[5]);
    NSLog(@"%@ %@ %@ %@ %@", MJRefreshKeyPathContentOffset, MJRefreshKeyPathContentSize, MJRefreshKeyPathContentInset,
          MJRefreshKeyPathPanState, MJRefreshHeaderLastUpdatedTimeKey);
    MJRefreshComponentAction action = ^{
        NSLog(@"a block of MJRefresh's callback type");
    };
    action();

    // UIScrollView+MJExtension and UIView+MJExtension.
    UIEdgeInsets inset = scrollView.mj_inset;
    scrollView.mj_insetT = inset.top;
    scrollView.mj_insetB = scrollView.mj_insetB;
    scrollView.mj_insetL = scrollView.mj_insetL;
    scrollView.mj_insetR = scrollView.mj_insetR;
    scrollView.mj_offsetX = scrollView.mj_offsetX;
    scrollView.mj_offsetY = -scrollView.mj_insetT;
    scrollView.mj_contentW = scrollView.mj_w;
    scrollView.mj_contentH = MAX(scrollView.mj_contentH, scrollView.mj_h);
    scrollView.mj_x = scrollView.mj_x;
    scrollView.mj_y = scrollView.mj_y;
    scrollView.mj_size = scrollView.mj_size;
    scrollView.mj_origin = scrollView.mj_origin;

    // MJRefresh's label and its text width.
    UILabel *label = [UILabel mj_label];
    label.text = [NSBundle mj_localizedStringForKey:MJRefreshHeaderIdleText];
    label.textColor = MJRefreshLabelTextColor;
    label.font = MJRefreshLabelFont;
    NSLog(@"%f", label.mj_textWidth);

    // The components' state, read and set as numbers of MJRefreshState.
    MJRefreshHeader *header = scrollView.mj_header;
    MJRefreshState state = header.state;
    switch (state) {
        case MJRefreshStateIdle:
        case MJRefreshStatePulling:
        case MJRefreshStateRefreshing:
        case MJRefreshStateWillRefresh:
        case MJRefreshStateNoMoreData:
            break;
    }
    if (state == MJRefreshStatePulling) {
        header.state = MJRefreshStateIdle; // shows the idle look again, as in MJRefresh
    }
    header.pullingPercent = 0;
    NSLog(@"%@ %@ %@ %@", header.scrollView, NSStringFromUIEdgeInsets(header.scrollViewOriginalInset),
          header.refreshingBlock, header.beginRefreshingCompletionBlock);
    header.endRefreshingAnimationBeginAction = ^{
        NSLog(@"collapsing");
    };
    header.endRefreshingCompletionBlock = ^{
        NSLog(@"collapsed");
    };
    static MJClientSettings *target; // the component holds its target weakly
    target = [[MJClientSettings alloc] init];
    [header setRefreshingTarget:target refreshingAction:@selector(refresh:)];
    NSLog(@"%@ %@", header.refreshingTarget, NSStringFromSelector(header.refreshingAction));
    if (header.isRefreshing) {
        [header executeRefreshingCallback];
    }
    MJRefreshLog(@"logged in debug builds only");
    [self describeFooter:scrollView.mj_footer];
}

/// The footer classes by kind: the auto ones load when reached, the back ones when pulled.
+ (void)describeFooter:(nullable MJRefreshFooter *)footer {
    if ([footer isKindOfClass:[MJRefreshAutoStateFooter class]]) {
        MJRefreshAutoStateFooter *stateFooter = (MJRefreshAutoStateFooter *)footer;
        NSLog(@"an auto footer showing %@", stateFooter.stateLabel.text);
    } else if ([footer isKindOfClass:[MJRefreshAutoFooter class]]) {
        NSLog(@"an auto footer loading at %f", ((MJRefreshAutoFooter *)footer).triggerAutomaticallyRefreshPercent);
    } else if ([footer isKindOfClass:[MJRefreshBackStateFooter class]]) {
        MJRefreshBackStateFooter *stateFooter = (MJRefreshBackStateFooter *)footer;
        stateFooter.labelLeftInset = MJRefreshLabelLeftInset;
        NSLog(@"a back footer showing %@", stateFooter.stateLabel.text);
    } else if ([footer isKindOfClass:[MJRefreshBackFooter class]]) {
        NSLog(@"a back footer ignoring %f", footer.ignoredScrollViewContentInsetBottom);
    }
}

- (void)refresh:(MJRefreshComponent *)component {
    [self endSoon:component];
}

/// MJRefresh's macros for blocks that must not keep `self`.
- (void)endSoon:(MJRefreshComponent *)component {
    MJRefreshDispatchAsyncOnMainQueue(NSLog(@"%@ ends", self); [component endRefreshing];)
    [self logLater];
}

- (void)logLater {
    MJWeakSelf
    dispatch_async(dispatch_get_main_queue(), ^{
        NSLog(@"%@", weakSelf);
    });
}

@end
