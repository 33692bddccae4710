// Apple's UIKit re-exports Foundation; so does the stand-in, so that a file saying only `import UIKit`
// sees CGFloat, CGRect, Bundle, Date and the rest exactly as it does on iOS.
@_exported import Foundation
