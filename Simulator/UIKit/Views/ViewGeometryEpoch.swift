import Synchronization

/// Counts the changes that can move a view relative to its window or change the window's safe area, so that a
/// view can keep its `safeAreaInsets` until one happens.
///
/// A scroll view's `adjustedContentInset` includes its safe area, and refresh controls read it on every offset
/// change; deriving the safe area walks up to the window each time. What it depends on changes far more rarely:
/// a centre, a bounds size or origin, a transform, the view tree, a window's insets. Each such change advances the
/// epoch and so drops every remembered safe area; a view's own bounds origin (its scrolling) moves only its
/// subviews, so its own stays.
enum ViewGeometryEpoch {
    /// Atomic because a view may be freed (and advance the epoch) off the main thread.
    private static let counter = Atomic<UInt64>(0)

    static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// Something moved or changed in the view tree: every remembered safe area is stale.
    nonisolated static func advance() {
        counter.wrappingAdd(1, ordering: .relaxed)
    }

    /// As `advance()`, except that `view` keeps a safe area it remembered before (its bounds origin moved, which
    /// does not move it).
    @MainActor
    static func advance(sparing view: UIView?) {
        let (old, new) = counter.wrappingAdd(1, ordering: .relaxed)
        if let view, let remembered = view.rememberedSafeArea, remembered.epoch == old {
            view.rememberedSafeArea = (new, remembered.insets)
        }
    }
}
