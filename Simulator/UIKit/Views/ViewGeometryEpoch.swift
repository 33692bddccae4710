import Synchronization

/// Counts the changes that can move a view relative to its window, change the window's safe area or a scroll
/// view's content geometry, so that a view can keep its `safeAreaInsets` (and a scroll view its
/// `adjustedContentInset`) until one happens.
///
/// Refresh controls read a scroll view's `adjustedContentInset` on every offset change, and it includes the safe
/// area, which is derived by walking up to the window. What they depend on changes far more rarely: a centre, a
/// bounds size or origin, a transform, the view tree, a window's insets, a content size or inset, the adjustment
/// settings. Each such change advances the epoch and so drops everything remembered; a view's own bounds origin
/// (its scrolling) moves only its subviews, so what it remembered itself stays.
enum ViewGeometryEpoch {
    /// Atomic because a view may be freed (and advance the epoch) off the main thread.
    private static let counter = Atomic<UInt64>(0)

    static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// Something moved or changed in the view tree or a scroll view's content geometry: everything remembered is stale.
    nonisolated static func advance() {
        counter.wrappingAdd(1, ordering: .relaxed)
    }

    /// As `advance()`, except that `view` keeps what it remembered before (its bounds origin moved, which does not
    /// move it).
    @MainActor
    static func advance(sparing view: UIView?) {
        let (old, new) = counter.wrappingAdd(1, ordering: .relaxed)
        guard let view else { return }
        if let remembered = view.rememberedSafeArea, remembered.epoch == old {
            view.rememberedSafeArea = (new, remembered.insets)
        }
        if let remembered = view.rememberedSafeRect, remembered.epoch == old {
            view.rememberedSafeRect = (new, remembered.rect)
        }
        if let remembered = view.rememberedAdjustedInset, remembered.epoch == old {
            view.rememberedAdjustedInset = (new, remembered.safeArea, remembered.insets)
        }
    }
}
