extension UISimulation {
    /// One element VoiceOver would visit. Linux-only test API.
    public struct AccessibilityElement {
        /// The view exposed as the element.
        public let object: UIView
        /// What VoiceOver reads first.
        public let label: String?
        /// The value, read after the label.
        public let value: String?
        /// The traits ("button", "heading"…).
        public let traits: UIAccessibilityTraits
        /// The element's frame in screen (window) coordinates.
        public let frame: CGRect
    }

    /// Whether VoiceOver is on; `false` after `reset()`. Setting a new value posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`, as turning VoiceOver on or off does.
    /// Linux-only test API.
    public static var isVoiceOverRunning: Bool {
        get { DeviceSettings.isVoiceOverRunning }
        set {
            guard newValue != DeviceSettings.isVoiceOverRunning else { return }
            DeviceSettings.isVoiceOverRunning = newValue
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// The elements VoiceOver would visit in `view`, in reading order: top to bottom, then leading to trailing
    /// for elements on the same line (stand-in choice: "the same line" means the same top edge, to the point).
    ///
    /// As UIKit does, it skips hidden views, views with alpha below 0.01, subtrees marked
    /// `accessibilityElementsHidden`, and the views inside an element (an element is read as a whole). Where a
    /// visible subview has `accessibilityViewIsModal`, its siblings are skipped. `view` itself counts.
    /// Linux-only test API.
    public static func accessibilityElements(in view: UIView) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        collectAccessibilityElements(in: view, into: &elements)
        return elements.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.frame, rhs.element.frame)
            if a.minY != b.minY { return a.minY < b.minY }
            if a.minX != b.minX { return a.minX < b.minX }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static func collectAccessibilityElements(in view: UIView, into elements: inout [AccessibilityElement]) {
        guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { return }
        if view.isAccessibilityElement {
            elements.append(
                AccessibilityElement(
                    object: view, label: view.accessibilityLabel,
                    value: view.accessibilityValue, traits: view.accessibilityTraits,
                    frame: view.accessibilityFrame))
            return
        }
        let visible = view.subviews.filter { !$0.isHidden && $0.alpha >= 0.01 }
        let modal = visible.last { $0.accessibilityViewIsModal }
        for subview in modal.map({ [$0] }) ?? visible {
            collectAccessibilityElements(in: subview, into: &elements)
        }
    }
}
