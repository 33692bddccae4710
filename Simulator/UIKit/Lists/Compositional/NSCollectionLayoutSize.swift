/// One dimension of a compositional layout element: a fraction of its container's width or height, a number of
/// points, or an estimate.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    private let value: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        value = dimension
        super.init()
    }

    /// The fraction, or the number of points.
    open var dimension: CGFloat { value }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth).asSelf()
    }

    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight).asSelf()
    }

    /// A number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension).asSelf()
    }

    /// An estimate the element's own size replaces once measured. The stand-in measures nothing and uses the
    /// estimate (stand-in choice, as for flow layouts without self-sizing).
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension).asSelf()
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// This dimension as the type a class method of a subclass promises (stand-in choice: the stand-in makes base
    /// instances, and a subclass calling the class methods traps; Apple's are not meant to be subclassed).
    private func asSelf<T: NSCollectionLayoutDimension>() -> T {
        guard let dimension = self as? T else { fatalError("NSCollectionLayoutDimension: \(T.self) is a subclass") }
        return dimension
    }

    /// The points this dimension stands for in a container of `container` size; bad input (negative, not finite)
    /// counts as 0.
    func resolved(in container: CGSize) -> CGFloat {
        let resolved: CGFloat
        switch kind {
        case .fractionalWidth: resolved = dimension * container.width
        case .fractionalHeight: resolved = dimension * container.height
        case .absolute, .estimated: resolved = dimension
        }
        return resolved.isFinite ? max(0, resolved) : 0
    }
}

/// The width and height of a compositional layout element.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    open var widthDimension: NSCollectionLayoutDimension { width }
    open var heightDimension: NSCollectionLayoutDimension { height }
    private let width: NSCollectionLayoutDimension
    private let height: NSCollectionLayoutDimension

    init(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
        self.width = width
        self.height = height
        super.init()
    }

    public convenience init(
        widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
    ) {
        self.init(width: width, height: height)
    }

    /// The size in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: width.resolved(in: container), height: height.resolved(in: container))
    }
}
