/// An effect drawn over the content behind a view.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    override public init() {
        super.init()
    }

    /// Decoding from an archive: the stand-in has no nibs, so the effect starts plain.
    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// A blur of the content behind a view, in one of the system's materials.
///
/// Stand-in choice: nothing draws the effect; the bars draw their own material (see `BarMaterial`).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material.
    public enum Style: Int, @unchecked Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        @available(iOS 10.0, *) case regular = 4
        @available(iOS 10.0, *) case prominent = 5
        @available(iOS 13.0, *) case systemUltraThinMaterial = 6
        @available(iOS 13.0, *) case systemThinMaterial = 7
        @available(iOS 13.0, *) case systemMaterial = 8
        @available(iOS 13.0, *) case systemThickMaterial = 9
        @available(iOS 13.0, *) case systemChromeMaterial = 10
        @available(iOS 13.0, *) case systemUltraThinMaterialLight = 11
        @available(iOS 13.0, *) case systemThinMaterialLight = 12
        @available(iOS 13.0, *) case systemMaterialLight = 13
        @available(iOS 13.0, *) case systemThickMaterialLight = 14
        @available(iOS 13.0, *) case systemChromeMaterialLight = 15
        @available(iOS 13.0, *) case systemUltraThinMaterialDark = 16
        @available(iOS 13.0, *) case systemThinMaterialDark = 17
        @available(iOS 13.0, *) case systemMaterialDark = 18
        @available(iOS 13.0, *) case systemThickMaterialDark = 19
        @available(iOS 13.0, *) case systemChromeMaterialDark = 20
    }

    /// A blur in `style`'s material. Stand-in choice: the style is not kept, as nothing draws the effect.
    public convenience init(style: UIBlurEffect.Style) {
        self.init()
    }
}
