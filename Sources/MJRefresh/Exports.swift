// `import MJRefresh` gives a client UIKit's types too, on iOS (Apple's UIKit) and on Linux (the stand-in).
@_exported import UIKit
