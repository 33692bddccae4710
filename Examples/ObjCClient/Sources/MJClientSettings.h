// App-wide settings, constants and MJRefresh's categories, as an Objective-C app uses them.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MJClientSettings : NSObject
/// Sets the language and the strings table, and re-lays out `scrollView`'s components when the texts change.
+ (void)configureForScrollView:(UIScrollView *)scrollView;
@end

NS_ASSUME_NONNULL_END
