#import "MJClientCollectionViewController.h"
@import MJRefresh;

@interface MJClientCollectionViewController ()
@property (strong, nonatomic) NSMutableArray<UIColor *> *colors;
@end

@implementation MJClientCollectionViewController

- (instancetype)init {
    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
    layout.itemSize = CGSizeMake(80, 80);
    return [self initWithCollectionViewLayout:layout];
}

- (void)verticalGrid {
    __weak __typeof(self) weakSelf = self;
    [[[MJRefreshNormalHeader headerWithRefreshingBlock:^{
        [weakSelf addColorsAtFront:YES];
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.0 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
            [weakSelf.collectionView reloadData];
            [weakSelf.collectionView.mj_header endRefreshing];
        });
    }] autoChangeTransparency:YES] linkTo:self.collectionView];
    self.collectionView.mj_header.isCollectionViewAnimationBug = YES;

    [[[[MJRefreshBackNormalFooter footerWithRefreshingBlock:^{
        [weakSelf addColorsAtFront:NO];
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.0 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
            [weakSelf.collectionView performBatchUpdates:^{
                [weakSelf.collectionView reloadSections:[NSIndexSet indexSetWithIndex:0]];
            } completion:^(BOOL finished) {
                [weakSelf.collectionView.mj_footer endRefreshing];
            }];
        });
    }] setAnimationDisabled] autoChangeTransparency:YES] linkTo:self.collectionView];
    [self.collectionView.mj_header beginRefreshing];
}

- (void)horizontalGrid {
    ((UICollectionViewFlowLayout *)self.collectionViewLayout).scrollDirection = UICollectionViewScrollDirectionHorizontal;
    __weak __typeof(self) weakSelf = self;
    self.collectionView.mj_trailer = [MJRefreshNormalTrailer trailerWithRefreshingBlock:^{
        [weakSelf addColorsAtFront:NO];
        [weakSelf.collectionView reloadData];
        [weakSelf.collectionView.mj_trailer endRefreshing];
    }];
    MJRefreshNormalTrailer *trailer = (MJRefreshNormalTrailer *)self.collectionView.mj_trailer;
    [trailer setTitle:@"Swipe for more" forState:MJRefreshStateIdle];
    [trailer setTitle:@"Release for more" forState:MJRefreshStatePulling];
    trailer.stateLabel.textColor = [UIColor grayColor];
    trailer.arrowView.tintColor = [UIColor grayColor];
    trailer.ignoredScrollViewContentInsetRight = 0;
}

/// A trailer made with target and action, replacing the block one.
- (void)trailerWithTarget {
    MJRefreshStateTrailer *trailer = [MJRefreshStateTrailer trailerWithRefreshingTarget:self
                                                                      refreshingAction:@selector(trailerDidRefresh:)];
    trailer.refreshingTarget = self;
    trailer.refreshingAction = @selector(trailerDidRefresh:);
    self.collectionView.mj_trailer = trailer;
}

/// The action receives the component, as in MJRefresh.
- (void)trailerDidRefresh:(MJRefreshTrailer *)trailer {
    [trailer endRefreshing];
}

- (void)addColorsAtFront:(BOOL)front {
    for (int i = 0; i < 5; i++) {
        UIColor *color = [UIColor colorWithHue:arc4random_uniform(100) / 100.0 saturation:0.5 brightness:0.9 alpha:1];
        if (front) {
            [self.colors insertObject:color atIndex:0];
        } else {
            [self.colors addObject:color];
        }
    }
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.colors = [NSMutableArray array];
    [self addColorsAtFront:NO];
    [self.collectionView registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:@"color"];
    if (self.horizontal) {
        [self horizontalGrid];
    } else {
        [self verticalGrid];
    }
}

- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
    collectionView.mj_footer.hidden = self.colors.count == 0;
    return (NSInteger)self.colors.count;
}

- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                  cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    UICollectionViewCell *cell = [collectionView dequeueReusableCellWithReuseIdentifier:@"color"
                                                                           forIndexPath:indexPath];
    cell.backgroundColor = self.colors[(NSUInteger)indexPath.item];
    return cell;
}

@end
