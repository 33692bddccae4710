import Foundation

#if canImport(Darwin)
// Apple's Foundation does not load the Core Graphics overlay by itself; Linux's declares CGFloat and friends.
import CoreGraphics
#endif

/// Input sanitising shared by every geometry function, and by the components where they measure UIKit's values.
///
/// Rule (documented in the public types): a non-finite value (NaN, ±∞) counts as 0, and a
/// size or component extent below 0 counts as 0. Offsets and insets may be negative.
extension CGFloat {
    /// `self` if finite, else 0.
    @_spi(Engine) public var mjFinite: CGFloat { isFinite ? self : 0 }
    /// `self` if finite and positive, else 0.
    @_spi(Engine) public var mjFiniteNonNegative: CGFloat { isFinite && self > 0 ? self : 0 }
}

extension CGPoint {
    var mjFinite: CGPoint { CGPoint(x: x.mjFinite, y: y.mjFinite) }
}

extension CGSize {
    var mjFiniteNonNegative: CGSize { CGSize(width: width.mjFiniteNonNegative, height: height.mjFiniteNonNegative) }
}
