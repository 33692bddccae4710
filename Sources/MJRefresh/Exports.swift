// `import MJRefresh` gives a client UIKit's types too (Apple's UIKit on iOS, the stand-in on Linux), and the
// engine's shared vocabulary such as `MJRefreshState`.
@_exported import UIKit

// The CocoaPods spec builds the engine's sources into this module, so there is no MJRefreshCore to import there.
#if canImport(MJRefreshCore)
@_exported import MJRefreshCore
#endif
