/// The constraints that reach into one view's subtree turned into linear equations, solved once, and the result
/// applied to the views and layout guides in the subtree whose frames come from constraints.
///
/// Every position is expressed in the root view's coordinates, as the sum of the frame origins from the item up
/// to the root: in the subtree, a view with `translatesAutoresizingMaskIntoConstraints == false` contributes four
/// variables (origin and size in its superview), any other view its current frame as constants, which is what
/// its autoresizing-mask constraints would hold it to. The root and the views outside its subtree count with
/// their current frames. Bounds origins (a scroll view's offset) take no part, as in
/// UIKit, where a subview pinned to a scroll view's top sits at the top of the content. Transforms take no part
/// either: the engine sets `center` and `bounds`, as UIKit's does.
///
/// Priorities below required become weights of the errors the solver minimises, `2^(priority / 50)`, so a
/// constraint outweighs `2^(Δ / 50)` conflicting ones `Δ` below it (stand-in choice: UIKit documents only that
/// higher priorities are met first). A variable no constraint fixes keeps its current value: every variable also
/// has a "stay" at its current value, weaker than any priority (stand-in choice; UIKit calls such a layout
/// ambiguous and places the view arbitrarily).
@MainActor
struct LayoutSystem {
    /// A rectangle as expressions in the root view's coordinates.
    private struct Rect {
        var minX: LinearExpression
        var minY: LinearExpression
        var width: LinearExpression
        var height: LinearExpression
    }

    private static let stayWeight = 1e-3

    /// For `systemLayoutSizeFitting`: the size the root is asked to come close to, at these priorities; the
    /// root's size is then a variable rather than its current size.
    struct Fitting {
        var target: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    private let root: UIView
    /// The root's origin in its window (or top view), in the engine's terms: alignment frames, no bounds origins.
    private let rootOrigin: CGPoint
    private let fitting: Fitting?
    private var solver = LinearSolver()
    /// The items with variables, each with the number of its first variable (minX, minY, width, height follow).
    private var variableItems: [(item: AnyObject, firstVariable: Int)] = []
    private var rects: [ObjectIdentifier: Rect] = [:]

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.rootOrigin = Self.originInTopView(root)
        self.fitting = fitting
    }

    /// The sum of the alignment-frame origins from `view` up to (not including) its top view.
    private static func originInTopView(_ view: UIView) -> CGPoint {
        var origin = CGPoint.zero
        var current = view
        while let parent = current.superview {
            origin.x += current.alignmentFrame.minX
            origin.y += current.alignmentFrame.minY
            current = parent
        }
        return origin
    }

    private func isInSubtree(_ view: UIView) -> Bool {
        view === root || view.isDescendant(of: root)
    }

    /// Solves `constraints` and applies the solution.
    mutating func solve(_ constraints: [NSLayoutConstraint]) {
        add(constraints)
        apply()
    }

    /// The root's size that `constraints` give when it is free to come close to the fitting target (the root's
    /// size as it is without a fitting target). Nothing moves.
    mutating func fittingSize(_ constraints: [NSLayoutConstraint]) -> CGSize {
        let size = rect(of: root)
        add(constraints)
        if let fitting {
            _ = add(size.width + (-Double(fitting.target.width)), .equal, priority: fitting.horizontal)
            _ = add(size.height + (-Double(fitting.target.height)), .equal, priority: fitting.vertical)
        }
        let width = size.width.terms.keys.first.map { solver.value(of: $0) } ?? size.width.constant
        let height = size.height.terms.keys.first.map { solver.value(of: $0) } ?? size.height.constant
        guard width.isFinite, height.isFinite else { return root.modelBounds.size }
        return CGSize(width: max(0, width), height: max(0, height))
    }

    /// Adds `constraints` in order, then the views' content sizes. A required constraint that contradicts the
    /// ones before it is left out, and the engine logs it once.
    private mutating func add(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !add(constraint) && !constraint.reportedAsBroken {
            constraint.reportedAsBroken = true
            AutoLayoutEngine.log(
                "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking \(constraint.logDescription)."
            )
        }
        addContentSizes()
    }

    // MARK: Equations

    /// Positions are read in the coordinates of the items' nearest common ancestor (a constant-only constraint:
    /// the item's superview), so that a multiplier scales them from that view's origin, as in UIKit
    /// (`centerX = 0.5 × superview.centerX` is a quarter of the superview's width).
    private mutating func add(_ constraint: NSLayoutConstraint) -> Bool {
        let multiplier = Double(constraint.multiplier)
        let constant = Double(constraint.constant)
        guard multiplier.isFinite, constant.isFinite,
            let first = constraint.firstItem, var lhs = expression(first, constraint.firstAttribute)
        else { return true }  // Without effect rather than broken.
        let origin = referenceView(of: constraint).map { rect(of: $0) }
        lhs = lhs - (origin.map { offset($0, constraint.firstAttribute) } ?? LinearExpression())
        var rhs = LinearExpression(constant: constant)
        if let second = constraint.secondItem {
            guard var expression = expression(second, constraint.secondAttribute) else { return true }
            expression = expression - (origin.map { offset($0, constraint.secondAttribute) } ?? LinearExpression())
            rhs = multiplier * expression + constant
        }
        return add(lhs - rhs, constraint.relation, priority: constraint.priority)
    }

    /// The view whose coordinates the constraint's positions are read in, if it is in the tree.
    private func referenceView(of constraint: NSLayoutConstraint) -> UIView? {
        var reference = AutoLayoutEngine.commonAncestor(of: constraint)
        if constraint.secondItem == nil, let view = reference, view.superview != nil, view !== root {
            reference = view.superview
        }
        guard let reference, reference.rootView === root.rootView else { return nil }
        return reference
    }

    /// The origin of `rect` along the axis of `attribute`; nothing for a size.
    private func offset(_ rect: Rect, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            rect.minX
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            rect.minY
        case .width, .height, .notAnAttribute: LinearExpression()
        }
    }

    private mutating func add(
        _ difference: LinearExpression, _ relation: NSLayoutConstraint.Relation, priority: UILayoutPriority
    ) -> Bool {
        let solverRelation: LinearSolver.Relation =
            switch relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        do {
            try solver.add(
                terms: difference.terms, constant: difference.constant, relation: solverRelation,
                weight: Self.weight(priority))
            return true
        } catch {
            return false
        }
    }

    /// `nil` for required; priorities outside 1...1000 count as the nearest (non-finite ones as required).
    private static func weight(_ priority: UILayoutPriority) -> Double? {
        let value = Double(priority.rawValue)
        guard value.isFinite, value < 1000 else { return nil }
        return pow(2, max(value, 1) / 50)
    }

    /// Each view with variables and an intrinsic size is held to it: not smaller at its compression resistance,
    /// not larger at its content hugging priority.
    private mutating func addContentSizes() {
        for (item, first) in variableItems {
            guard let view = item as? UIView else { continue }
            let size = view.intrinsicContentSize
            for (axis, length, variable) in [
                (NSLayoutConstraint.Axis.horizontal, size.width, first + 2), (.vertical, size.height, first + 3),
            ] where length != UIView.noIntrinsicMetric && length >= 0 && length.isFinite {
                let difference = LinearExpression(variable: variable) + (-Double(length))
                _ = add(difference, .greaterThanOrEqual, priority: view.contentCompressionResistancePriority(for: axis))
                _ = add(difference, .lessThanOrEqual, priority: view.contentHuggingPriority(for: axis))
            }
        }
    }

    /// The attribute of a view or guide in the root's coordinates; `nil` for an item in another window or tree.
    private mutating func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression?
    {
        guard let view = AutoLayoutEngine.view(of: item), view.rootView === root.rootView else { return nil }
        var rect = rect(of: item)
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            if item is UIView { rect = inset(rect, by: view.effectiveLayoutMargins) }
        default: break
        }
        let left = rect.minX
        let right = rect.minX + rect.width
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return left
        case .right, .rightMargin: return right
        case .leading, .leadingMargin: return rightToLeft ? right : left
        case .trailing, .trailingMargin: return rightToLeft ? left : right
        case .top, .topMargin, .firstBaseline: return rect.minY
        case .bottom, .bottomMargin, .lastBaseline: return rect.minY + rect.height
        case .width: return rect.width
        case .height: return rect.height
        case .centerX, .centerXWithinMargins: return rect.minX + 0.5 * rect.width
        case .centerY, .centerYWithinMargins: return rect.minY + 0.5 * rect.height
        case .notAnAttribute: return nil
        }
    }

    private mutating func rect(of item: AnyObject) -> Rect {
        let key = ObjectIdentifier(item)
        if let rect = rects[key] { return rect }
        let rect: Rect
        if let view = item as? UIView {
            if view === root, let fitting {
                let free = variables(for: view, at: CGRect(origin: .zero, size: fitting.target))
                rect = Rect(
                    minX: LinearExpression(), minY: LinearExpression(), width: free.width, height: free.height)
            } else if view === root || !isInSubtree(view) {
                // Fixed: the root, and views outside its subtree, which their own superviews placed earlier in
                // the pass (parents first).
                let origin = Self.originInTopView(view)
                rect = constants(
                    CGRect(
                        x: origin.x - rootOrigin.x, y: origin.y - rootOrigin.y, width: view.modelBounds.width,
                        height: view.modelBounds.height))
            } else {
                let local =
                    view.translatesAutoresizingMaskIntoConstraints
                    ? constants(view.alignmentFrame) : variables(for: view, at: view.alignmentFrame)
                rect = offset(local, by: self.rect(of: view.superview!))
            }
        } else {
            let guide = item as! UILayoutGuide
            let owner = self.rect(of: guide.owningView!)
            switch guide.source {
            case .constraints:
                let local =
                    isInSubtree(guide.owningView!)
                    ? variables(for: guide, at: guide.solvedFrame) : constants(guide.solvedFrame)
                rect = offset(local, by: owner)
            case .safeArea: rect = inset(owner, by: guide.owningView!.safeAreaInsets)
            case .layoutMargins: rect = inset(owner, by: guide.owningView!.effectiveLayoutMargins)
            }
        }
        rects[key] = rect
        return rect
    }

    private func constants(_ frame: CGRect) -> Rect {
        Rect(
            minX: LinearExpression(constant: frame.minX), minY: LinearExpression(constant: frame.minY),
            width: LinearExpression(constant: frame.width), height: LinearExpression(constant: frame.height))
    }

    /// Four new variables for `item`'s frame, each staying at its value in `current` unless constraints move it,
    /// the size kept at zero or more wherever the constraints allow, above every optional priority (stand-in
    /// choice: UIKit's engine lets a size go negative, which no frame can show).
    private mutating func variables(for item: AnyObject, at current: CGRect) -> Rect {
        let first = variableItems.count * 4
        variableItems.append((item, first))
        let values = [current.minX, current.minY, current.width, current.height]
        for (index, value) in values.enumerated() {
            try? solver.add(
                terms: [first + index: 1], constant: -Double(value), relation: .equal, weight: Self.stayWeight)
        }
        for size in [first + 2, first + 3] {
            _ = add(LinearExpression(variable: size), .greaterThanOrEqual, priority: UILayoutPriority(999.9))
        }
        return Rect(
            minX: LinearExpression(variable: first), minY: LinearExpression(variable: first + 1),
            width: LinearExpression(variable: first + 2), height: LinearExpression(variable: first + 3))
    }

    private func offset(_ local: Rect, by parent: Rect) -> Rect {
        Rect(minX: parent.minX + local.minX, minY: parent.minY + local.minY, width: local.width, height: local.height)
    }

    private func inset(_ rect: Rect, by insets: UIEdgeInsets) -> Rect {
        Rect(
            minX: rect.minX + Double(insets.left), minY: rect.minY + Double(insets.top),
            width: rect.width + Double(-insets.left - insets.right),
            height: rect.height + Double(-insets.top - insets.bottom))
    }

    // MARK: Solution

    /// Sets the solved frames, each edge rounded to the screen's pixels as UIKit rounds the engine's values;
    /// a view whose frame is already right is not touched.
    private func apply() {
        let scale = Double(UIScreen.main.scale)
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }
        for (item, first) in variableItems {
            let values = (0..<4).map { solver.value(of: first + $0) }
            guard values.allSatisfy(\.isFinite) else { continue }
            let minX = pixel(values[0])
            let minY = pixel(values[1])
            let frame = CGRect(
                x: minX, y: minY, width: max(0, pixel(values[0] + values[2]) - minX),
                height: max(0, pixel(values[1] + values[3]) - minY))
            if let view = item as? UIView {
                view.setAlignmentFrame(frame)
            } else if let guide = item as? UILayoutGuide {
                guide.solvedFrame = frame
            }
        }
    }
}

extension UIView {
    /// The untransformed frame the engine works with: `center` and `bounds.size`.
    var alignmentFrame: CGRect {
        let size = modelBounds.size
        return CGRect(
            x: modelCenter.x - size.width / 2, y: modelCenter.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Places the view as the engine does, through `bounds` (keeping its origin) and `center`, so that a transform
    /// stays and the change animates inside `UIView.animate`.
    func setAlignmentFrame(_ frame: CGRect) {
        guard frame != alignmentFrame else { return }
        if frame.size != modelBounds.size { bounds = CGRect(origin: modelBounds.origin, size: frame.size) }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if center != modelCenter { self.center = center }
    }
}
