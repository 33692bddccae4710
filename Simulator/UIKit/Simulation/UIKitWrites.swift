/// How many writes the views have received that cost a device layout or Core Animation work: geometry (`frame`,
/// `bounds`, `center`), `transform`, `alpha`, `isHidden`, `setNeedsLayout()`, a label's text, an image view's image,
/// a scroll view's `contentInset` and `contentOffset`. Every call counts, also one that sets the value a property
/// already has: UIKit does not promise to skip those, and on a device each reaches Core Animation or the layout
/// engine. Linux-only test-driving API (stand-in choice): it does not exist in Apple's UIKit.
///
/// The counts only grow; a test reads `UISimulation.writes` before and after the code it measures and subtracts.
public struct UIKitWrites: Sendable, Equatable {
    /// `frame`, `bounds` and `center` sets.
    public var geometry = 0
    public var transforms = 0
    public var alphas = 0
    public var hiddenFlags = 0
    public var layoutRequests = 0
    /// `UILabel.text` and `attributedText` sets.
    public var texts = 0
    /// `UIImageView.image` sets.
    public var images = 0
    public var contentInsets = 0
    public var contentOffsets = 0

    public init() {}

    /// Every write, all kinds together.
    public var total: Int {
        geometry + transforms + alphas + hiddenFlags + layoutRequests + texts + images + contentInsets + contentOffsets
    }

    /// The writes made between `earlier` and `self`, kind by kind.
    public static func - (later: UIKitWrites, earlier: UIKitWrites) -> UIKitWrites {
        var difference = UIKitWrites()
        difference.geometry = later.geometry - earlier.geometry
        difference.transforms = later.transforms - earlier.transforms
        difference.alphas = later.alphas - earlier.alphas
        difference.hiddenFlags = later.hiddenFlags - earlier.hiddenFlags
        difference.layoutRequests = later.layoutRequests - earlier.layoutRequests
        difference.texts = later.texts - earlier.texts
        difference.images = later.images - earlier.images
        difference.contentInsets = later.contentInsets - earlier.contentInsets
        difference.contentOffsets = later.contentOffsets - earlier.contentOffsets
        return difference
    }
}

extension UISimulation {
    /// The writes counted since the process started (see `UIKitWrites`).
    public static var writes: UIKitWrites { UIKitWriteTally.writes }
}

/// Where the setters count their writes.
@MainActor
enum UIKitWriteTally {
    static var writes = UIKitWrites()
}
