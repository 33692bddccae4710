/// The components that play images per state: `MJRefreshGifHeader`, `MJRefreshAutoGifFooter` and
/// `MJRefreshBackGifFooter`.
@preconcurrency @MainActor
public protocol MJRefreshGifImages: AnyObject {
    /// Sets the images played in `state` over `duration` seconds.
    @discardableResult
    func setImages(_ images: [UIImage]?, duration: TimeInterval, for state: MJRefreshState) -> Self
    /// Sets the images played in `state`, 0.1 s each.
    @discardableResult
    func setImages(_ images: [UIImage]?, for state: MJRefreshState) -> Self
}

extension MJRefreshGifImages {
    /// MJRefresh's untyped spelling (its `NSArray *` imports as `[Any]`): the elements that are images are
    /// played, anything else is skipped. Typed `[UIImage]` arguments use the typed method.
    @_disfavoredOverload
    @discardableResult
    public func setImages(_ images: [Any], duration: TimeInterval, for state: MJRefreshState) -> Self {
        setImages(imagesIn(images), duration: duration, for: state)
    }

    /// MJRefresh's untyped spelling, 0.1 s per image; see `setImages(_:duration:for:)`.
    @_disfavoredOverload
    @discardableResult
    public func setImages(_ images: [Any], for state: MJRefreshState) -> Self {
        setImages(imagesIn(images), for: state)
    }
}

/// The elements of an untyped array that are images, in order.
private func imagesIn(_ elements: [Any]) -> [UIImage] {
    elements.compactMap { $0 as? UIImage }
}

extension MJRefreshGifHeader: MJRefreshGifImages {}
extension MJRefreshAutoGifFooter: MJRefreshGifImages {}
extension MJRefreshBackGifFooter: MJRefreshGifImages {}
