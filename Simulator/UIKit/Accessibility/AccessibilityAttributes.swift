/// What a responder has been told about itself for assistive technologies. `nil` means "not set": the getters
/// then answer UIKit's default for the kind of object (a label is an element reading its text, a plain view is
/// not an element, a view's frame is its rectangle on screen).
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var customActions: [UIAccessibilityCustomAction]?
}
