extension UIControl {
    /// What happened to a control: a touch event, a value change, an edit.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a refresh control began refreshing).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap.
        @available(iOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen.
        @available(iOS 14.0, *)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed in a text field.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an app may define.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system reserves.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// What a control shows: normal, highlighted (touched), disabled, selected.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is `false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is `true`.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        @available(iOS 9.0, *)
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States the system reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
