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

    /// The window's safe-area insets that overlap this view's frame, as UIKit computes them.
    /// Remembered until the view tree's geometry changes (see `ViewGeometryEpoch`).
    func computedSafeAreaInsets() -> UIEdgeInsets {
        let epoch = ViewGeometryEpoch.current
        if let remembered = rememberedSafeArea, remembered.epoch == epoch { return remembered.insets }
        let insets = safeAreaInsetsFromWindow()
        rememberedSafeArea = (epoch, insets)
        return insets
    }

    private func safeAreaInsetsFromWindow() -> UIEdgeInsets {
        guard let window, let parent = superview else {
            return (self as? UIWindow)?.simulatedSafeAreaInsets ?? .zero
        }
        let windowInsets = window.simulatedSafeAreaInsets
        // A scroll view reads this on every offset change (through `adjustedContentInset`): without transforms
        // on the way, the frame moves to the window by translation alone, much cheaper than `convert`.
        let translated = window.superview == nil ? parent.rectToRootByTranslation(frame) : nil
        let frameInWindow = translated ?? parent.convert(frame, to: window)
        let windowBounds = window.bounds
        return UIEdgeInsets(
            top: max(0, windowInsets.top - (frameInWindow.minY - windowBounds.minY)),
            left: max(0, windowInsets.left - (frameInWindow.minX - windowBounds.minX)),
            bottom: max(0, windowInsets.bottom - (windowBounds.maxY - frameInWindow.maxY)),
            right: max(0, windowInsets.right - (windowBounds.maxX - frameInWindow.maxX)))
    }

    /// Tells this view and its subviews that the safe area may have changed.
    func propagateSafeAreaChange() {
        safeAreaInsetsDidChange()
        for subview in subviews { subview.propagateSafeAreaChange() }
    }
}
