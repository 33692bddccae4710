/// Auto Layout's constraint. The stand-in has no Auto Layout: the class is declared for its nested `Axis`, which
/// `UIStackView` uses. Views are placed by their frames, autoresizing and `layoutSubviews`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout direction.
    public enum Axis: Int, Sendable {
        /// Left to right (or right to left).
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
