import UIKit

extension UICollectionView {
    /// Registers what the grids show: a plain tile cell (`"Tile"`) and a section header (`TileHeaderView`).
    func registerTiles() {
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        register(
            TileHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: TileHeaderView.identifier)
    }
}

/// A section header of a grid.
final class TileHeaderView: UICollectionReusableView {
    static let identifier = "TileHeaderView"
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = UIFont.boldSystemFont(ofSize: 15)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
