/// What a view knows about Auto Layout, created the first time any of it is touched, so that views that never
/// use constraints carry one empty reference and the layout pass skips them.
@MainActor
final class ViewAutoLayoutState {
    var translatesAutoresizingMask = true
    /// The constraints installed on the view, in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`.
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// The margins the app set; `nil` for the default (see `UIView.layoutMargins`).
    var layoutMargins: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false

    /// A view going away takes its installed constraints and pending update with it, so that the layout pass
    /// skips Auto Layout again once no constraint is installed anywhere.
    isolated deinit {
        AutoLayoutEngine.installedConstraints -= constraints.count
        if needsUpdateConstraints { AutoLayoutEngine.pendingConstraintUpdates -= 1 }
    }
}
