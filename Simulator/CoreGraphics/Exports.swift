// On Linux, swift-corelibs-foundation declares CGFloat, CGPoint, CGSize and CGRect; Apple's CoreGraphics declares
// them itself. Re-exporting Foundation gives a file that says only `import CoreGraphics` the same names.
//
// Why this module exists at all: Apple's UIKit re-exports CoreGraphics, and packages test `canImport(UIKit)`
// and `canImport(CoreGraphics)` together. With the UIKit stand-in visible, such a package must also find the
// CoreGraphics types UIKit code relies on (`CGColor`, `CGAffineTransform`), or it does not compile on Linux.
@_exported import Foundation
