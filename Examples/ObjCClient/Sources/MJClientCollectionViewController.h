// A collection view screen as MJRefresh's example app writes one: a header and a back footer on a vertical grid,
// and a trailer on a horizontal one.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MJClientCollectionViewController : UICollectionViewController
/// `YES` for the horizontal grid with a trailer.
@property (assign, nonatomic) BOOL horizontal;
@end

NS_ASSUME_NONNULL_END
