/// A linear relation between two layout attributes: `first.attribute (relation) multiplier × second.attribute +
/// constant`, met at `priority` once active.
///
/// An active constraint is installed on the nearest common ancestor of its items' views (see `constraints`), and
/// the views' frames follow it at their superview's layout (see `AutoLayoutEngine`). A view leaving its superview
/// takes the constraints installed above it that reach into its subtree with it (they are deactivated), as in
/// UIKit. Items are held weakly: a constraint whose item is gone takes no part in layout (stand-in choice).
@available(iOS 6.0, *)
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    private weak var storedFirstItem: AnyObject?
    private weak var storedSecondItem: AnyObject?
    private let storedFirstAttribute: NSLayoutConstraint.Attribute
    private let storedSecondAttribute: NSLayoutConstraint.Attribute
    private let storedRelation: NSLayoutConstraint.Relation
    private let storedMultiplier: CGFloat
    private var storedConstant: CGFloat
    private var storedPriority = UILayoutPriority.required

    /// The view the constraint is installed on, while it is active.
    weak var holder: UIView?
    /// Whether the engine already logged that it broke this constraint, so that it does so once.
    var reportedAsBroken = false

    init(
        first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
        _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        storedFirstItem = first
        storedSecondItem = second
        storedFirstAttribute = firstAttribute
        storedSecondAttribute = second == nil ? .notAnAttribute : secondAttribute
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
        super.init()
    }

    /// A constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`; `view2` `nil` (with `.notAnAttribute`)
    /// makes it `view1.attr1 (relation) c`. Items are views or layout guides; any other item leaves the
    /// constraint without effect (UIKit raises; stand-in choice).
    @available(iOS 6.0, *)
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    /// How strongly the constraint asks to be met; `.required` (1000) by default. The engine reads values outside
    /// 1...1000 as the nearest of the two (stand-in choice; UIKit raises).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            storedPriority = newValue
            constraintDidChange()
        }
    }

    /// Whether archiving keeps the constraint; the stand-in archives nothing.
    open var shouldBeArchived = false

    /// The view or layout guide on the left of the relation.
    open var firstItem: AnyObject? { storedFirstItem }

    /// The view or layout guide on the right, `nil` for a constant.
    open var secondItem: AnyObject? { storedSecondItem }

    open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAttribute }

    open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAttribute }

    /// An anchor of the first item for the first attribute (a fresh object, as Apple's copy is).
    @available(iOS 10.0, *)
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: storedFirstItem, attribute: storedFirstAttribute)
    }

    /// An anchor of the second item, `nil` for a constant.
    @available(iOS 10.0, *)
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        storedSecondItem.map { NSLayoutAnchor(item: $0, attribute: storedSecondAttribute) }
    }

    open var relation: NSLayoutConstraint.Relation { storedRelation }

    open var multiplier: CGFloat { storedMultiplier }

    /// Added to the right-hand side; changing it on an active constraint asks for layout, so the change shows at
    /// the next `layoutIfNeeded()` (animated inside `UIView.animate`).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            storedConstant = newValue
            constraintDidChange()
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest common
    /// ancestor; without one it stays inactive and the engine logs it (UIKit raises; stand-in choice).
    @available(iOS 8.0, *)
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                guard holder == nil else { return }
                guard let ancestor = AutoLayoutEngine.commonAncestor(of: self) else {
                    return AutoLayoutEngine.log(
                        "Unable to activate constraint \(logDescription): its items have no common ancestor.")
                }
                ancestor.install(self)
            } else {
                holder?.uninstall(self)
            }
        }
    }

    /// Activates each of `constraints`.
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    @available(iOS 8.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// A name shown in the engine's log.
    @available(iOS 7.0, *)
    open var identifier: String?

    /// The constraint as the engine's log shows it.
    var logDescription: String {
        let first = storedFirstItem.map { "\(type(of: $0))" } ?? "nil"
        var text = "\(identifier.map { "'\($0)' " } ?? "")\(first).\(storedFirstAttribute) \(storedRelation)"
        if let second = storedSecondItem {
            text += " \(type(of: second)).\(storedSecondAttribute)"
            if storedMultiplier != 1 { text += " * \(storedMultiplier)" }
            if storedConstant != 0 { text += " + \(storedConstant)" }
        } else {
            text += " \(storedConstant)"
        }
        return "<NSLayoutConstraint \(text) @\(storedPriority.rawValue)>"
    }

    private func constraintDidChange() {
        guard let holder else { return }
        AutoLayoutEngine.constraintDidChange(self, holder: holder)
    }
}

extension NSLayoutConstraint {
    /// How the two sides compare.
    public enum Relation: Int, @unchecked Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A place or size of an item.
    public enum Attribute: Int, @unchecked Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        @available(iOS 8.0, *)
        case firstBaseline = 12
        @available(iOS 8.0, *)
        case leftMargin = 13
        @available(iOS 8.0, *)
        case rightMargin = 14
        @available(iOS 8.0, *)
        case topMargin = 15
        @available(iOS 8.0, *)
        case bottomMargin = 16
        @available(iOS 8.0, *)
        case leadingMargin = 17
        @available(iOS 8.0, *)
        case trailingMargin = 18
        @available(iOS 8.0, *)
        case centerXWithinMargins = 19
        @available(iOS 8.0, *)
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    /// A direction of layout: content hugging and compression resistance are set per axis.
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
