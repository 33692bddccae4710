extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item: at most one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The placement on each axis. UIKit raises for two positions on one axis; the stand-in takes the first
        /// of top, centre, bottom (left, centre, right). An axis without a position moves as little as shows the
        /// item (stand-in choice: UIKit does not say).
        var placements: (horizontal: ScrollPlacement, vertical: ScrollPlacement) {
            func placement(_ leading: ScrollPosition, _ center: ScrollPosition, _ trailing: ScrollPosition)
                -> ScrollPlacement
            {
                if contains(leading) { return .leading }
                if contains(center) { return .center }
                if contains(trailing) { return .trailing }
                return .nearest
            }
            return (placement(.left, .centeredHorizontally, .right), placement(.top, .centeredVertically, .bottom))
        }
    }
}
