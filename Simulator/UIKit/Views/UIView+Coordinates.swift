extension UIView {
    /// A point in this view's coordinates, expressed in its superview's.
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = modelBounds
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(modelTransform)
        return CGPoint(x: local.x + modelCenter.x, y: local.y + modelCenter.y)
    }

    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = modelBounds
        let local = CGPoint(x: point.x - modelCenter.x, y: point.y - modelCenter.y).applying(modelTransform.inverted())
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// A point in this view's coordinates, expressed in its tree's root's (its window's, when it is in one).
    func pointToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view = self
        while let parent = view.superview {
            result = view.pointToSuperview(result)
            view = parent
        }
        return result
    }

    /// A point in the root's coordinates, expressed in this view's.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    /// Without arrays: a scroll view's adjusted inset converts its frame on every offset change.
    static func boundingBox(of rect: CGRect, converting: (CGPoint) -> CGPoint) -> CGRect {
        let a = converting(CGPoint(x: rect.minX, y: rect.minY)), b = converting(CGPoint(x: rect.maxX, y: rect.minY))
        let c = converting(CGPoint(x: rect.minX, y: rect.maxY)), d = converting(CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    /// `rect`, in this view's coordinates, expressed in its tree's root's when no view from this one up has a
    /// transform, else `nil`. Each level is then a translation, applied to two corners instead of `convert`'s
    /// four with `pointToSuperview`'s arithmetic, so the result equals `convert`'s exactly.
    func rectToRootByTranslation(_ rect: CGRect) -> CGRect? {
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        var view = self
        while let parent = view.superview {
            guard view.modelTransform.isIdentity else { return nil }
            let bounds = view.modelBounds, center = view.modelCenter
            minX = minX - bounds.midX + center.x
            maxX = maxX - bounds.midX + center.x
            minY = minY - bounds.midY + center.y
            maxY = maxY - bounds.midY + center.y
            view = parent
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of the unsafe bands around this view's frame that overlaps it, as UIKit computes it: the window's
    /// insets (status bar, home indicator), the bars of the containers above, and the controllers'
    /// `additionalSafeAreaInsets`. Remembered until the view tree's geometry changes (see `ViewGeometryEpoch`).
    func computedSafeAreaInsets() -> UIEdgeInsets {
        let epoch = ViewGeometryEpoch.current
        if let remembered = rememberedSafeArea, remembered.epoch == epoch { return remembered.insets }
        let insets = safeAreaInsetsFromAncestors()
        rememberedSafeArea = (epoch, insets)
        return insets
    }

    private func safeAreaInsetsFromAncestors() -> UIEdgeInsets {
        guard let window, superview != nil else {
            return (self as? UIWindow)?.simulatedSafeAreaInsets ?? .zero
        }
        let frameInWindow = self.frameInWindow(window)
        let safe = safeRectInWindow()
        return UIEdgeInsets(
            top: max(0, safe.minY - frameInWindow.minY), left: max(0, safe.minX - frameInWindow.minX),
            bottom: max(0, frameInWindow.maxY - safe.maxY), right: max(0, frameInWindow.maxX - safe.maxX))
    }

    /// The view's frame in its window's coordinates.
    private func frameInWindow(_ window: UIWindow) -> CGRect {
        guard let parent = superview else { return frame }
        // A scroll view reads this on every offset change (through `adjustedContentInset`): without transforms
        // on the way, the frame moves to the window by translation alone, much cheaper than `convert`.
        let translated = window.superview == nil ? parent.rectToRootByTranslation(frame) : nil
        return translated ?? parent.convert(frame, to: window)
    }

    /// The part of the window, in its coordinates, this view's content may use: the window's bounds less its
    /// insets; for a view controller's view, what its superview may use less the bars its container draws over
    /// it, then less its own `additionalSafeAreaInsets` (edge by edge, added to what the view overlaps); any
    /// other view shares its superview's. Remembered like the insets.
    func safeRectInWindow() -> CGRect {
        let epoch = ViewGeometryEpoch.current
        if let remembered = rememberedSafeRect, remembered.epoch == epoch { return remembered.rect }
        let rect = safeRectFromAncestors()
        rememberedSafeRect = (epoch, rect)
        return rect
    }

    private func safeRectFromAncestors() -> CGRect {
        if let window = self as? UIWindow { return window.bounds.inset(by: window.simulatedSafeAreaInsets) }
        guard let parent = superview, let window else { return .infinite }
        let available = parent.safeRectInWindow()
        guard let controller = owningViewController else { return available }
        let fromContainer = controller.parent?.safeRect(available, forChildView: controller) ?? available
        let extra = controller.additionalSafeAreaInsets
        guard extra != .zero else { return fromContainer }
        let frame = frameInWindow(window)
        let minX = max(fromContainer.minX, frame.minX) + extra.left
        let minY = max(fromContainer.minY, frame.minY) + extra.top
        let maxX = min(fromContainer.maxX, frame.maxX) - extra.right
        let maxY = min(fromContainer.maxY, frame.maxY) - extra.bottom
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Tells this view and its subviews whose safe area changed, parents first: the view's
    /// `safeAreaInsetsDidChange()`, then its controller's `viewSafeAreaInsetsDidChange()` (stand-in choices;
    /// `UISimulation.safeAreaPropagation` and `.safeAreaControllerCallback` pick the other orders). Children first,
    /// the whole tree's geometry is brought up to date, parents first, before the first callback.
    func propagateSafeAreaChange() {
        switch SimulationReadings.safeAreaPropagation {
        case .parentsFirst:
            noteSafeAreaChange(always: false)
            for subview in subviews { subview.propagateSafeAreaChange() }
        case .childrenFirst:
            var changed: [UIView] = []
            recordSafeAreaChanges(into: &changed)
            for view in changed.reversed() { view.deliverSafeAreaCallbacks() }
        }
    }

    /// Records the new safe area of this view and its subviews where it changed, parents first, and lists them.
    private func recordSafeAreaChanges(into changed: inout [UIView]) {
        if recordSafeAreaChange(always: false) { changed.append(self) }
        for subview in subviews { subview.recordSafeAreaChanges(into: &changed) }
    }

    /// Announces the safe area if it differs from the one last announced (or `always`, as a view entering a
    /// window does).
    func noteSafeAreaChange(always: Bool) {
        if recordSafeAreaChange(always: always) { deliverSafeAreaCallbacks() }
    }

    /// Takes the safe area as announced and updates the stand-in's geometry; whether it changed (or `always`).
    private func recordSafeAreaChange(always: Bool) -> Bool {
        let insets = safeAreaInsets
        guard always || insets != announcedSafeArea else { return false }
        announcedSafeArea = insets
        safeAreaGeometryDidChange()
        // The safe area and margins guides follow the safe area: their constraints hold again.
        if autoLayoutState != nil { setNeedsLayout() }
        return true
    }

    /// The view's `safeAreaInsetsDidChange()` and its controller's `viewSafeAreaInsetsDidChange()`, in the order
    /// `UISimulation.safeAreaControllerCallback` picks.
    private func deliverSafeAreaCallbacks() {
        switch SimulationReadings.safeAreaControllerCallback {
        case .afterView:
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        case .beforeView:
            owningViewController?.viewSafeAreaInsetsDidChange()
            safeAreaInsetsDidChange()
        }
    }
}
