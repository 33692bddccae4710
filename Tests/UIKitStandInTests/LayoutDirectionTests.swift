import SimulationTesting
import UIKit
import XCTest

/// The app's layout direction and how views resolve theirs: a right-to-left device language makes every view
/// that does not force a direction right to left; playback and spatial controls never flip.
final class LayoutDirectionTests: SimulationTestCase {
    func testTheApplicationFollowsTheDevicesLanguageDirection() {
        onMain {
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
            XCTAssertTrue(UIApplication.shared === UIApplication.shared)
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .rightToLeft)
            UISimulation.reset()
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight, "reset: left to right")
        }
    }

    func testEachSemanticContentAttributeResolvesAsUIKitDoes() {
        onMain {
            let expected:
                [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
                    (.unspecified, .leftToRight, .rightToLeft),
                    (.playback, .leftToRight, .leftToRight),
                    (.spatial, .leftToRight, .leftToRight),
                    (.forceLeftToRight, .leftToRight, .leftToRight),
                    (.forceRightToLeft, .rightToLeft, .rightToLeft),
                ]
            for (attribute, inLeftToRightApp, inRightToLeftApp) in expected {
                for (app, direction) in [
                    (UIUserInterfaceLayoutDirection.leftToRight, inLeftToRightApp),
                    (.rightToLeft, inRightToLeftApp),
                ] {
                    UISimulation.userInterfaceLayoutDirection = app
                    XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: attribute), direction, "\(attribute)")
                    let view = UIView()
                    view.semanticContentAttribute = attribute
                    XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, direction, "\(attribute)")
                    XCTAssertEqual(
                        view.traitCollection.layoutDirection,
                        direction == .rightToLeft ? .rightToLeft : .leftToRight)
                }
            }
        }
    }

    func testTheDirectionIsNotInheritedFromTheSuperview() {
        onMain {
            let parent = UIView()
            parent.semanticContentAttribute = .forceRightToLeft
            let child = UIView()
            parent.addSubview(child)
            XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight, "it follows the app")
        }
    }

    func testNaturalTextAlignsRightInARightToLeftApp() {
        onMain {
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
            label.text = "مرحبا"
            let text = SVGDocument(label.renderSVG()).elements(named: "text").first
            XCTAssertEqual(text?.attributes["text-anchor"], "end")
            XCTAssertEqual(text?.attributes["x"], "80")
        }
    }

    func testAFlowLayoutShowsTheFirstItemAtTheRightInARightToLeftApp() {
        onMain {
            @MainActor func firstItemFrame() -> CGRect? {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.itemSize = CGSize(width: 100, height: 100)
                XCTAssertTrue(layout.flipsHorizontallyInOppositeLayoutDirection)
                XCTAssertEqual(layout.developmentLayoutDirection, .leftToRight)
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 390, height: 100),
                    collectionViewLayout: layout)
                let source = ThreeItems()
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
                collection.dataSource = source
                collection.layoutIfNeeded()
                XCTAssertEqual(collection.contentSize.width, 3 * 100 + 2 * 10, "the content is not mirrored")
                return withExtendedLifetime(source) {
                    layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                }
            }
            XCTAssertEqual(firstItemFrame()?.minX, 0)
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
            XCTAssertEqual(firstItemFrame()?.minX, 320 - 100, "x ↦ content width − x")
            XCTAssertFalse(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        }
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
