extension UIScrollView {
    /// The colour of the scroll indicators. Stand-in choice: the stand-in draws no indicators, so the style is
    /// stored only.
    public enum IndicatorStyle: Int, @unchecked Sendable {
        /// Black on a light background, white on a dark one.
        case `default` = 0
        /// Black, for light content.
        case black = 1
        /// White, for dark content.
        case white = 2
    }

    /// How a drag in the scroll view dismisses the keyboard. Stand-in choice: the stand-in has no keyboard, so the
    /// mode is stored only.
    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, @unchecked Sendable {
        /// A drag leaves the keyboard alone.
        case none = 0
        /// The keyboard goes as a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger down and can be pulled back up.
        case interactive = 2
        /// As `onDrag`, the keyboard's accessory view too.
        @available(iOS 16.0, *)
        case onDragWithAccessory = 3
        /// As `interactive`, the keyboard's accessory view too.
        @available(iOS 16.0, *)
        case interactiveWithAccessory = 4
    }
}
