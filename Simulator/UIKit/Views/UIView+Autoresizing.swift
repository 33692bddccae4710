extension UIView {
    /// Which of a view's margins and dimensions stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        /// The option bits, laid out as UIKit's.
        public let rawValue: UInt

        /// A mask from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin takes a share of the width change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes a share of the width change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes a share of the width change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes a share of the height change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes a share of the height change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes a share of the height change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies `autoresizingMask` after the superview's size went from `oldSize` to `newSize`.
    ///
    /// On each axis the size change is shared among the flexible parts (leading margin, size, trailing margin)
    /// in proportion to their current lengths, or equally when they are all zero, which is what UIKit does.
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        // A view placed by constraints has no autoresizing-mask constraints.
        guard !autoresizingMask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
        let frame = self.frame
        let horizontal = Self.resize(
            leading: frame.minX, length: frame.width, trailing: oldSize.width - frame.maxX,
            delta: newSize.width - oldSize.width,
            flexible: (
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.resize(
            leading: frame.minY, length: frame.height, trailing: oldSize.height - frame.maxY,
            delta: newSize.height - oldSize.height,
            flexible: (
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin)
            ))
        self.frame = CGRect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
    }

    private static func resize(
        leading: CGFloat, length: CGFloat, trailing: CGFloat, delta: CGFloat,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let parts = [(flexible.leading, leading), (flexible.length, length), (flexible.trailing, trailing)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (leading, length) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * max(0, parts[index].1) / total : delta / CGFloat(flexibleParts.count)
        }
        return (leading + share(0), max(0, length + share(1)))
    }
}
