// A custom refresh view written in Objective-C: what MJRefresh's apps wrote as a subclass of MJRefreshHeader
// (prepare, placeSubviews, setState:, setPullingPercent:) is a view adopting MJRefreshCustomContent, shown by a
// custom component.
#import <UIKit/UIKit.h>
@import MJRefresh;

NS_ASSUME_NONNULL_BEGIN

@interface MJClientSpinnerContent : UIView <MJRefreshCustomContent>
/// Custom components of each kind, each showing a spinner content, on `tableView` and `collectionView`.
+ (void)attachToTableView:(UITableView *)tableView collectionView:(UICollectionView *)collectionView;
@end

NS_ASSUME_NONNULL_END
