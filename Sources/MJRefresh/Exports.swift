// `import MJRefresh` gives a client UIKit's types too (Apple's UIKit on iOS, the stand-in on Linux), and the
// engine's shared vocabulary such as `MJRefreshState`.
@_exported import MJRefreshCore
@_exported import UIKit
