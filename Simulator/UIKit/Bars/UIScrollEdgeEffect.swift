/// How a scroll view's edge looks where its content passes under a floating bar (iOS 26): blurred and faded
/// (`.soft`) or cut off with a line (`.hard`). Stored only: the stand-in's iOS 26 bars draw a soft edge whatever
/// the style (see `BarMaterial`), and the effect changes neither `safeAreaInsets` nor `adjustedContentInset` (no
/// source says it does).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UIScrollEdgeEffect: NSObject, Sendable {
    /// The look of the effect; `.automatic` by default.
    open var style: UIScrollEdgeEffect.Style = .automatic
    /// Whether the effect is hidden; `false` by default.
    open var isHidden = false

    /// Made by the scroll view for each of its edges (UIKit makes `init()` unavailable).
    override init() {
        super.init()
    }

    /// A look of the edge effect.
    @preconcurrency @MainActor
    open class Style: NSObject, Sendable {
        private let name: String

        init(name: String) {
            self.name = name
            super.init()
        }

        /// The system's choice for the platform and context.
        open class var automatic: UIScrollEdgeEffect.Style { StyleStore.automatic }
        /// A blurred, fading boundary.
        open class var soft: UIScrollEdgeEffect.Style { StyleStore.soft }
        /// A sharp cut-off with a dividing line.
        open class var hard: UIScrollEdgeEffect.Style { StyleStore.hard }

        override open var description: String { name }
    }
}

/// The shared style objects, compared by identity as UIKit's are.
@available(iOS 26.0, *)
@MainActor
private enum StyleStore {
    static let automatic = UIScrollEdgeEffect.Style(name: "automatic")
    static let soft = UIScrollEdgeEffect.Style(name: "soft")
    static let hard = UIScrollEdgeEffect.Style(name: "hard")
}

/// The four edge effects of a scroll view, made when first asked for.
@MainActor
final class ScrollEdgeEffects {
    let top = UIScrollEdgeEffect()
    let left = UIScrollEdgeEffect()
    let bottom = UIScrollEdgeEffect()
    let right = UIScrollEdgeEffect()
}
