// `import MJRefresh` gives a client UIKit's types too (Apple's UIKit on iOS, the stand-in on Linux), and the
// engine's shared vocabulary such as `MJRefreshState`. The engine itself is `@_spi(Engine)`: a plain import, here
// or in an app, does not see it, so each file of this module that drives it says `@_spi(Engine) import
// MJRefreshCore` (an SPI import counts for its own file only).
@_exported import UIKit

// The CocoaPods spec builds the engine's sources into this module, so there is no MJRefreshCore to import there.
#if canImport(MJRefreshCore)
@_exported import MJRefreshCore
#endif
