extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (its window's when `view` is `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? window ?? rootView
        return target.pointFromRoot(pointToRoot(point))
    }

    /// Converts `point` from `view`'s coordinates (its window's when `view` is `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? window ?? rootView
        return pointFromRoot(source.pointToRoot(point))
    }

    /// Converts `rect` to `view`'s coordinates, as the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

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

    private func pointToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view = self
        while let parent = view.superview {
            result = view.pointToSuperview(result)
            view = parent
        }
        return result
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    /// Without arrays: a scroll view's adjusted inset converts its frame on every offset change.
    private static func boundingBox(of rect: CGRect, converting: (CGPoint) -> CGPoint) -> CGRect {
        let a = converting(CGPoint(x: rect.minX, y: rect.minY)), b = converting(CGPoint(x: rect.maxX, y: rect.minY))
        let c = converting(CGPoint(x: rect.minX, y: rect.maxY)), d = converting(CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    /// The window's safe-area insets that overlap this view's frame, as UIKit computes them.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        guard let window, let parent = superview else {
            return (self as? UIWindow)?.simulatedSafeAreaInsets ?? .zero
        }
        let windowInsets = window.simulatedSafeAreaInsets
        let frameInWindow = parent.convert(frame, to: window)
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
