// Apple's UIKit re-exports Foundation and CoreGraphics; so does the stand-in, so that a file saying only
// `import UIKit` sees CGFloat, CGRect, CGAffineTransform, Bundle, Date and the rest exactly as it does on iOS.
@_exported import CoreGraphics
@_exported import Foundation
