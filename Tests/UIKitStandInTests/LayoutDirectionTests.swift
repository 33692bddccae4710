import SimulationTesting
import Testing
import UIKit

/// The app's layout direction and how views resolve theirs: a right-to-left device language makes every view
/// that does not force a direction right to left; playback and spatial controls never flip.
@MainActor
@Suite(.uiSimulation)
struct LayoutDirectionTests {
    @Test func theApplicationFollowsTheDevicesLanguageDirection() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared === UIApplication.shared)
        UISimulation.userInterfaceLayoutDirection = .rightToLeft
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        UISimulation.reset()
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight, "reset: left to right")
    }

    /// Each attribute with the direction it resolves to in a left-to-right app and in a right-to-left one.
    @Test(arguments: [
        (
            UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.leftToRight,
            UIUserInterfaceLayoutDirection.rightToLeft
        ),
        (.playback, .leftToRight, .leftToRight),
        (.spatial, .leftToRight, .leftToRight),
        (.forceLeftToRight, .leftToRight, .leftToRight),
        (.forceRightToLeft, .rightToLeft, .rightToLeft),
    ])
    func eachSemanticContentAttributeResolvesAsUIKitDoes(
        attribute: UISemanticContentAttribute, inLeftToRightApp: UIUserInterfaceLayoutDirection,
        inRightToLeftApp: UIUserInterfaceLayoutDirection
    ) {
        for (app, direction) in [
            (UIUserInterfaceLayoutDirection.leftToRight, inLeftToRightApp),
            (.rightToLeft, inRightToLeftApp),
        ] {
            UISimulation.userInterfaceLayoutDirection = app
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == direction, "\(attribute)")
            let view = UIView()
            view.semanticContentAttribute = attribute
            #expect(view.effectiveUserInterfaceLayoutDirection == direction, "\(attribute)")
            #expect(view.traitCollection.layoutDirection == (direction == .rightToLeft ? .rightToLeft : .leftToRight))
        }
    }

    @Test func theDirectionIsNotInheritedFromTheSuperview() {
        let parent = UIView()
        parent.semanticContentAttribute = .forceRightToLeft
        let child = UIView()
        parent.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight, "it follows the app")
    }

    @Test func naturalTextAlignsRightInARightToLeftApp() {
        UISimulation.userInterfaceLayoutDirection = .rightToLeft
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "مرحبا"
        let text = SVGDocument(label.renderSVG()).elements(named: "text").first
        #expect(text?.attributes["direction"] == "rtl")
        #expect(text?.attributes["text-anchor"] == "start", "a right-to-left line starts at the right")
        #expect(text?.attributes["x"] == "80")
    }

    @Test func aFlowLayoutShowsTheFirstItemAtTheRightInARightToLeftApp() {
        @MainActor func firstItemFrame() -> CGRect? {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
            #expect(layout.developmentLayoutDirection == .leftToRight)
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 100),
                collectionViewLayout: layout)
            let source = ThreeItems()
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            collection.layoutIfNeeded()
            #expect(collection.contentSize.width == CGFloat(3 * 100 + 2 * 10), "the content is not mirrored")
            return withExtendedLifetime(source) {
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            }
        }
        #expect(firstItemFrame()?.minX == 0)
        UISimulation.userInterfaceLayoutDirection = .rightToLeft
        #expect(firstItemFrame()?.minX == CGFloat(320 - 100), "x ↦ content width − x")
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
    }
}

@MainActor
private final class ThreeItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}
