/// The properties of a view that `UIView.animate` animates in the stand-in.
enum AnimatableProperty: Hashable, Sendable {
    case center, bounds, transform, alpha, backgroundColor
}

/// A value of an animatable property, and how to blend two of them.
enum AnimatableValue {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case color(UIColor?)

    /// The value a fraction `t` of the way from `self` to `target` (`t` may overshoot 0...1 for springs).
    @MainActor
    func blended(to target: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, target) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(a.blended(to: b, t))
        case let (.color(a), .color(b)):
            let traits = UITraitCollection.current
            let from =
                a?.rgba(in: traits) ?? (b?.rgba(in: traits)).map { ($0.red, $0.green, $0.blue, 0) } ?? (0, 0, 0, 0)
            let to = b?.rgba(in: traits) ?? (from.0, from.1, from.2, 0)
            return .color(
                UIColor(
                    red: mix(from.0, to.0), green: mix(from.1, to.1),
                    blue: mix(from.2, to.2), alpha: mix(from.3, to.3)))
        default:
            return t < 1 ? self : target
        }
    }
}

extension UIView {
    func modelValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: return .point(modelCenter)
        case .bounds: return .rect(modelBounds)
        case .transform: return .transform(modelTransform)
        case .alpha: return .scalar(modelAlpha)
        case .backgroundColor: return .color(modelBackgroundColor)
        }
    }

    /// What a render of the screen shows now for `property`: the model value, or the animation's current one.
    func presentedValue(of property: AnimatableProperty) -> AnimatableValue {
        AnimationEngine.shared.presentedValue(of: self, property) ?? modelValue(of: property)
    }

    var presentedCenter: CGPoint {
        if case .point(let value) = presentedValue(of: .center) { return value }
        return modelCenter
    }

    var presentedBounds: CGRect {
        if case .rect(let value) = presentedValue(of: .bounds) { return value }
        return modelBounds
    }

    var presentedTransform: CGAffineTransform {
        if case .transform(let value) = presentedValue(of: .transform) { return value }
        return modelTransform
    }

    var presentedAlpha: CGFloat {
        if case .scalar(let value) = presentedValue(of: .alpha) { return value }
        return modelAlpha
    }

    var presentedBackgroundColor: UIColor? {
        if case .color(let value) = presentedValue(of: .backgroundColor) { return value }
        return modelBackgroundColor
    }
}
