// MJRefresh's umbrella header, for Objective-C files written `#import <MJRefresh/MJRefresh.h>`: the whole library
// is the module MJRefresh (the Swift classes with their Objective-C interface, and MJRefreshObjC.h's constants), so
// this header imports that module. Not part of the MJRefreshObjC module (see module.modulemap), which MJRefresh
// itself imports.
@import MJRefresh;
