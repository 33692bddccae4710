// A table view screen written as MJRefresh's README and example app write one: headers and footers of every kind.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MJClientTableViewController : UITableViewController
/// Which example `viewDidLoad` sets up, as MJRefresh's example app chooses one per row of its menu.
@property (assign, nonatomic) NSInteger example;
@end

NS_ASSUME_NONNULL_END
