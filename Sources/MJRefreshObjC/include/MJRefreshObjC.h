// The part of MJRefresh's Objective-C interface that Swift cannot declare for Objective-C: its block types, its
// constants (MJRefreshConst.h) and the macros apps use. The classes and categories come from the Swift module
// MJRefresh itself (Sources/MJRefresh/ObjectiveC), whose generated header imports this module, so an
// Objective-C file that says `@import MJRefresh;` sees both.
//
// Swift code never sees these names: each is `NS_REFINED_FOR_SWIFT`, and Swift keeps its own spellings
// (`MJRefreshComponentAction`, `MJRefreshHeaderHeight`, `Notification.Name.MJRefreshDidChangeLanguage`, ...).
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

#define MJRefreshDeprecated(DESCRIPTION) __attribute__((deprecated(DESCRIPTION)))

#define MJWeakSelf __weak typeof(self) weakSelf = self;

#ifdef DEBUG
#define MJRefreshLog(...) NSLog(__VA_ARGS__)
#else
#define MJRefreshLog(...)
#endif

#define MJRefreshColor(r, g, b) [UIColor colorWithRed:(r) / 255.0 green:(g) / 255.0 blue:(b) / 255.0 alpha:1.0]
#define MJRefreshLabelTextColor MJRefreshColor(90, 90, 90)
#define MJRefreshLabelFont [UIFont boldSystemFontOfSize:14]

#define MJRefreshDispatchAsyncOnMainQueue(x) \
    __weak typeof(self) weakSelf = self; \
    dispatch_async(dispatch_get_main_queue(), ^{ \
        typeof(weakSelf) self = weakSelf; \
        {x} \
    });

/// A component's callback: the refreshing block and the begin and end hooks.
typedef void (^MJRefreshComponentAction)(void) NS_REFINED_FOR_SWIFT;
typedef void (^MJRefreshComponentRefreshingBlock)(void)
    MJRefreshDeprecated("first deprecated in 3.3.0 - Use `MJRefreshComponentAction` instead") NS_REFINED_FOR_SWIFT;
typedef void (^MJRefreshComponentBeginRefreshingCompletionBlock)(void)
    MJRefreshDeprecated("first deprecated in 3.3.0 - Use `MJRefreshComponentAction` instead") NS_REFINED_FOR_SWIFT;
typedef void (^MJRefreshComponentEndRefreshingCompletionBlock)(void)
    MJRefreshDeprecated("first deprecated in 3.3.0 - Use `MJRefreshComponentAction` instead") NS_REFINED_FOR_SWIFT;

/// The gap between a state component's text and the arrow, spinner or images beside it: 25 pt.
UIKIT_EXTERN const CGFloat MJRefreshLabelLeftInset NS_REFINED_FOR_SWIFT;
/// A header's height: 54 pt.
UIKIT_EXTERN const CGFloat MJRefreshHeaderHeight NS_REFINED_FOR_SWIFT;
/// A footer's height, auto or back: 44 pt.
UIKIT_EXTERN const CGFloat MJRefreshFooterHeight NS_REFINED_FOR_SWIFT;
/// A trailer's width: 60 pt.
UIKIT_EXTERN const CGFloat MJRefreshTrailWidth NS_REFINED_FOR_SWIFT;
/// The reveal animation when a refresh starts: 0.25 s.
UIKIT_EXTERN const CGFloat MJRefreshFastAnimationDuration NS_REFINED_FOR_SWIFT;
/// The collapse animation when a refresh ends: 0.4 s.
UIKIT_EXTERN const CGFloat MJRefreshSlowAnimationDuration NS_REFINED_FOR_SWIFT;

/// The key paths the components observe on the scroll view and its pan gesture recognizer.
UIKIT_EXTERN NSString *const MJRefreshKeyPathContentOffset NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshKeyPathContentSize NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshKeyPathContentInset NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshKeyPathPanState NS_REFINED_FOR_SWIFT;

/// The default `lastUpdatedTimeKey` of headers, under which `NSUserDefaults` keeps the last refresh's date.
UIKIT_EXTERN NSString *const MJRefreshHeaderLastUpdatedTimeKey NS_REFINED_FOR_SWIFT;

/// The text keys: each constant's value is its own name, the key of the built-in texts and of an app's own
/// `Localizable.strings` overrides. Read a text with `+[NSBundle mj_localizedStringForKey:]`.
UIKIT_EXTERN NSString *const MJRefreshHeaderIdleText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshHeaderPullingText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshHeaderRefreshingText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshTrailerIdleText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshTrailerPullingText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshAutoFooterIdleText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshAutoFooterRefreshingText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshAutoFooterNoMoreDataText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshBackFooterIdleText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshBackFooterPullingText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshBackFooterRefreshingText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshBackFooterNoMoreDataText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshHeaderLastTimeText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshHeaderDateTodayText NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN NSString *const MJRefreshHeaderNoneLastDateText NS_REFINED_FOR_SWIFT;

/// Posted after `MJRefreshConfig.defaultConfig` changed the language or the strings source.
UIKIT_EXTERN NSString *const MJRefreshDidChangeLanguageNotification NS_REFINED_FOR_SWIFT;

NS_ASSUME_NONNULL_END
