extension UICollectionView {
    /// A cell class and how to configure a cell of it for an item: what `dequeueConfiguredReusableCell(using:for:
    /// item:)` dequeues and configures. The collection view registers the class the first time it is used; each
    /// registration has its own reuse identifier, so cells are reused only within one registration.
    @available(iOS 14.0, *)
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let reuseIdentifier = "UICollectionView.CellRegistration.\(UUID().uuidString)"

        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of one element kind and how to configure a view of it: what
    /// `dequeueConfiguredReusableSupplementary(using:for:)` dequeues and configures.
    @available(iOS 14.0, *)
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        let elementKind: String
        let handler: Handler
        let reuseIdentifier = "UICollectionView.SupplementaryRegistration.\(UUID().uuidString)"

        public init(
            elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        ) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A queued or new cell of the registration's class for the item at `indexPath`, configured by the
    /// registration's handler with `item`. Stand-in choice for a nil `item` (UIKit does not say): the cell comes
    /// back as dequeued, without the handler.
    @available(iOS 14.0, *)
    @MainActor
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
        else { fatalError("UICollectionView: the registered \(Cell.self) came back as another class") }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A queued or new supplementary view of the registration's class and element kind for `indexPath`,
    /// configured by the registration's handler.
    @available(iOS 14.0, *)
    @MainActor
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
                as? Supplementary
        else { fatalError("UICollectionView: the registered \(Supplementary.self) came back as another class") }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
