/// Runs Auto Layout at the moments UIKit's engine does: when a view lays out (`layoutIfNeeded()`, the frame
/// pass), after its controller's `viewWillLayoutSubviews()` and before its `layoutSubviews()`.
///
/// A view takes part when it holds constraints or layout guides, or has a subview placed by constraints; its
/// layout then solves the constraints installed in its subtree (`LayoutSystem`), with its own frame fixed, and
/// places the views and guides they place. Its subviews are placed before its own `layoutSubviews()` and theirs,
/// parents first, as UIKit's engine places them; a constraint installed higher up is solved at that view's
/// layout. A view's subtree is solved at most once per state of the constraints, the views' Auto Layout
/// settings and the geometry (`ViewGeometryEpoch`). With no constraint installed anywhere, the layout pass does
/// no Auto Layout work at all.
@MainActor
enum AutoLayoutEngine {
    /// Constraints installed on views, over all trees.
    static var installedConstraints = 0
    /// Views that asked for `updateConstraints()`.
    static var pendingConstraintUpdates = 0
    private static var generation: UInt64 = 0
    private static var lastSolve: (root: ObjectIdentifier, generation: UInt64, epoch: UInt64)?

    /// Something the solution depends on changed.
    static func invalidate() {
        generation &+= 1
    }

    /// Logs as UIKit logs layout problems (on the console).
    static func log(_ message: String) {
        print("[LayoutConstraints] \(message)")
    }

    /// The view a constraint item lives in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The view to install `constraint` on: the nearest common ancestor of its items' views.
    static func commonAncestor(of constraint: NSLayoutConstraint) -> UIView? {
        guard let firstItem = constraint.firstItem, let first = view(of: firstItem) else { return nil }
        guard let secondItem = constraint.secondItem else { return first }
        guard let second = view(of: secondItem) else { return nil }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// A view leaving `parent`: the constraints installed on `parent` and its ancestors that reach into the view's
    /// subtree are deactivated, as UIKit removes them.
    static func removeConstraints(reaching view: UIView, heldAbove parent: UIView) {
        guard installedConstraints > 0 else { return }
        var holder: UIView? = parent
        while let current = holder {
            for constraint in current.constraints where reaches(constraint, into: view) {
                current.uninstall(constraint)
            }
            holder = current.superview
        }
    }

    private static func reaches(_ constraint: NSLayoutConstraint, into subtree: UIView) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            guard let item, let view = view(of: item) else { return false }
            return view.isDescendant(of: subtree)
        }
    }

    /// Runs the pending `updateConstraints()` calls of `view`'s subtree.
    static func updateConstraints(before view: UIView) {
        if pendingConstraintUpdates > 0 { view.updateConstraintsIfNeeded() }
    }

    /// Places the constraint-placed views of `view`'s subtree, if `view` takes part in Auto Layout.
    static func layOut(_ view: UIView) {
        guard installedConstraints > 0, takesPart(view) else { return }
        let root = view
        let key = (ObjectIdentifier(root), generation, ViewGeometryEpoch.current)
        if let lastSolve, lastSolve == key { return }
        var system = LayoutSystem(root: root)
        system.solve(installedConstraints(reaching: root) + installedConstraints(in: root))
        lastSolve = (ObjectIdentifier(root), generation, ViewGeometryEpoch.current)
    }

    /// The size `view`'s constraints and its subviews' give it when it comes as close to `fitting.target` as
    /// the fitting priorities allow, without moving anything.
    static func fittingSize(of view: UIView, _ fitting: LayoutSystem.Fitting) -> CGSize {
        var system = LayoutSystem(root: view, fitting: fitting)
        return system.fittingSize(installedConstraints(in: view))
    }

    private static func takesPart(_ view: UIView) -> Bool {
        view.autoLayoutState != nil
            || view.subviews.contains { $0.autoLayoutState?.translatesAutoresizingMask == false }
    }

    /// The constraints installed above `view` that reach into its subtree, from the top down.
    private static func installedConstraints(reaching view: UIView) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder = view.superview
        while let current = holder {
            found.insert(contentsOf: current.constraints.filter { reaches($0, into: view) }, at: 0)
            holder = current.superview
        }
        return found
    }

    /// A constraint was installed, removed or changed: its holder lays out again, and so do its items'
    /// superviews, which place the items.
    static func constraintDidChange(_ constraint: NSLayoutConstraint, holder: UIView) {
        invalidate()
        holder.setNeedsLayout()
        for item in [constraint.firstItem, constraint.secondItem] {
            if let item, let view = view(of: item) { view.superview?.setNeedsLayout() }
        }
    }

    /// The constraints installed in `root`'s subtree, parents' before children's, each view's in installation
    /// order.
    private static func installedConstraints(in root: UIView) -> [NSLayoutConstraint] {
        var found = root.autoLayoutState?.constraints ?? []
        for subview in root.subviews { found += installedConstraints(in: subview) }
        return found
    }
}
