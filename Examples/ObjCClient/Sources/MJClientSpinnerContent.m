#import "MJClientSpinnerContent.h"

@interface MJClientSpinnerContent ()
@property (strong, nonatomic) UILabel *label;
@property (strong, nonatomic) UIActivityIndicatorView *spinner;
@end

@implementation MJClientSpinnerContent

// What a subclass did in -prepare.
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _label = [[UILabel alloc] init];
        _label.font = [UIFont boldSystemFontOfSize:16];
        _label.textAlignment = NSTextAlignmentCenter;
        [self addSubview:_label];
        _spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleMedium];
        [self addSubview:_spinner];
    }
    return self;
}

// What a subclass did in -placeSubviews: the component keeps this view over its bounds.
- (void)layoutSubviews {
    [super layoutSubviews];
    self.label.frame = self.bounds;
    self.spinner.center = CGPointMake(self.mj_w - 30, self.mj_h * 0.5);
}

// What a subclass did in -setState:.
- (void)refreshComponent:(MJRefreshComponent *)component didChangeStateFrom:(MJRefreshState)oldState {
    switch (component.state) {
        case MJRefreshStateIdle:
            [self.spinner stopAnimating];
            self.label.text = [NSBundle mj_localizedStringForKey:MJRefreshHeaderIdleText];
            break;
        case MJRefreshStatePulling:
            self.label.text = [NSBundle mj_localizedStringForKey:MJRefreshHeaderPullingText];
            break;
        case MJRefreshStateRefreshing:
        case MJRefreshStateWillRefresh:
            [self.spinner startAnimating];
            self.label.text = [NSBundle mj_localizedStringForKey:MJRefreshHeaderRefreshingText];
            break;
        case MJRefreshStateNoMoreData:
            [self.spinner stopAnimating];
            self.label.text = [NSBundle mj_localizedStringForKey:MJRefreshBackFooterNoMoreDataText];
            break;
    }
    if (oldState == MJRefreshStateRefreshing) {
        NSLog(@"a refresh ended");
    }
}

// What a subclass did in -setPullingPercent:.
- (void)refreshComponent:(MJRefreshComponent *)component didChangePullingPercent:(CGFloat)pullingPercent {
    self.label.alpha = MIN(1, MAX(0.3, pullingPercent));
}

// What a subclass did in -i18nDidChange.
- (void)refreshComponentDidChangeLanguage:(MJRefreshComponent *)component {
    [self refreshComponent:component didChangeStateFrom:component.state];
}

+ (void)attachToTableView:(UITableView *)tableView collectionView:(UICollectionView *)collectionView {
    __weak UITableView *weakTableView = tableView;
    MJRefreshCustomHeader *header = [MJRefreshCustomHeader headerWithRefreshingBlock:^{
        [weakTableView.mj_header endRefreshing];
    }];
    header.mj_h = 60;
    header.content = [[MJClientSpinnerContent alloc] init];
    tableView.mj_header = header;

    MJRefreshCustomAutoFooter *autoFooter = [MJRefreshCustomAutoFooter footerWithRefreshingBlock:^{
        [weakTableView.mj_footer endRefreshingWithNoMoreData];
    }];
    autoFooter.content = [[MJClientSpinnerContent alloc] init];
    tableView.mj_footer = autoFooter;

    // The content can be the target too: the component keeps it (as its subview) while the target is held weakly.
    MJClientSpinnerContent *backContent = [[MJClientSpinnerContent alloc] init];
    MJRefreshCustomBackFooter *backFooter = [MJRefreshCustomBackFooter footerWithRefreshingTarget:backContent
                                                                           refreshingAction:@selector(endLoading:)];
    backFooter.content = backContent;
    collectionView.mj_footer = backFooter;

    MJClientSpinnerContent *trailerContent = [[MJClientSpinnerContent alloc] init];
    MJRefreshCustomTrailer *trailer = [MJRefreshCustomTrailer trailerWithRefreshingTarget:trailerContent
                                                                         refreshingAction:@selector(endLoading:)];
    trailer.mj_w = MJRefreshTrailWidth;
    trailer.content = trailerContent;
    collectionView.mj_trailer = trailer;
}

- (void)endLoading:(MJRefreshComponent *)component {
    [component endRefreshing];
}

@end
