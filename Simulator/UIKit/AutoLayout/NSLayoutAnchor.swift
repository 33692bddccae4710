/// One layout attribute of a view or layout guide, from which constraints are made without naming attributes:
/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` is `a.top = b.bottom + 8`.
///
/// The type parameter keeps horizontal, vertical and size anchors apart at compile time, as Apple's does.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    /// Held weakly, as the constraints made from it hold their items.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: c)
    }

    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// An inactive constraint `self (relation) multiplier × anchor + constant`; an item already gone leaves a
    /// constraint without effect (stand-in choice).
    func relate(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item ?? NSObject(), attribute, relation, second: anchor.map { $0.item ?? NSObject() },
            anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: left, right, leading, trailing or centre X.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier × system spacing`; the system spacing is 8 pt, UIKit's standard space between
    /// sibling views (stand-in choice: UIKit derives it from fonts for text, which the stand-in does not).
    @available(iOS 11.0, *)
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: 1, constant: NSLayoutAnchorSystemSpacing.points * multiplier)
    }

    @available(iOS 11.0, *)
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: NSLayoutAnchorSystemSpacing.points * multiplier)
    }

    @available(iOS 11.0, *)
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: NSLayoutAnchorSystemSpacing.points * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y or a baseline.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier × system spacing` (8 pt, as for `NSLayoutXAxisAnchor`).
    @available(iOS 11.0, *)
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: 1, constant: NSLayoutAnchorSystemSpacing.points * multiplier)
    }

    @available(iOS 11.0, *)
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: NSLayoutAnchorSystemSpacing.points * multiplier)
    }

    @available(iOS 11.0, *)
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: NSLayoutAnchorSystemSpacing.points * multiplier)
    }
}

/// The space `constraint(equalToSystemSpacingAfter:multiplier:)` and its kin put between two anchors.
enum NSLayoutAnchorSystemSpacing {
    static let points: CGFloat = 8
}

/// A width or height, which can also be related to a constant or, with a multiplier, to another dimension.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, nil, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
