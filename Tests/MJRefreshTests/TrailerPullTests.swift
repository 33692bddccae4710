import MJRefresh
import SimulationTesting
import XCTest

/// The trailer is the back footer on the x axis of a horizontal collection view; it only
/// ever writes the right inset.
final class TrailerPullTests: SimulationTestCase {
    func testSitsAfterTheContentAndMakesTheViewBounceHorizontally() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 70)
            defer { withExtendedLifetime((stage, source)) {} }
            let width = collection.contentSize.width
            XCTAssertEqual(width, 10 * 100 + 9 * 10, "7 items a column, 10 columns")
            let trailer = MJRefreshNormalTrailer {}
            collection.mj_trailer = trailer
            XCTAssertTrue(collection.mj_trailer === trailer)
            XCTAssertTrue(collection.alwaysBounceHorizontal)
            XCTAssertFalse(collection.alwaysBounceVertical)
            XCTAssertEqual(trailer.frame, CGRect(x: width, y: 0, width: 60, height: 844))
            XCTAssertEqual(collection.contentInset, .zero, "an idle trailer adds no inset")
            UISimulation.runUntilIdle()  // nothing left to lay out
            trailer.ignoredScrollViewContentInsetRight = 15
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(trailer.frame.minX, width + 15)
            XCTAssertEqual(trailer.ignoredScrollViewContentInsetRight, 15)
        }
    }

    func testPullingLeftPastTheTrailerAndReleasingRefreshesOnceWithOnlyTheRightInset() {
        onMain {
            let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let host = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 9)
            let (stage, collection, source) = makeGalleryStage(items: 70, safeArea: safeArea, contentInset: host)
            defer { withExtendedLifetime((stage, source)) {} }
            let counter = CallCounter()
            let trailer = MJRefreshNormalTrailer(refreshingBlock: counter.action)
            collection.mj_trailer = trailer
            let restY = collection.contentOffset.y
            let maxX = collection.contentSize.width + 9 - 390
            collection.setContentOffset(CGPoint(x: maxX, y: restY), animated: false)
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 50, dimension: 390))
            XCTAssertEqual(trailer.state, .idle)
            XCTAssertEqual(trailer.pullingPercent, 50.0 / 60.0, accuracy: 0.02)
            stage.dragLeft(
                Stage.fingerTravel(forOverscroll: 70, dimension: 390)
                    - Stage.fingerTravel(forOverscroll: 50, dimension: 390))
            XCTAssertEqual(trailer.state, .pulling)
            XCTAssertEqual(counter.count, 0)
            stage.release()
            XCTAssertEqual(trailer.state, .refreshing)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(collection.contentInset, UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 9 + 60))
            XCTAssertEqual(collection.contentOffset.x, maxX + 60, accuracy: 0.5, "the whole trailer in view")
            XCTAssertEqual(collection.contentOffset.y, restY, "the y offset is never touched")

            trailer.endRefreshing()
            XCTAssertEqual(collection.contentInset, host, "given back exactly when refreshing ends")
            UISimulation.runUntilIdle()
            XCTAssertEqual(collection.contentOffset.x, maxX, accuracy: 0.5)
            XCTAssertEqual(collection.contentOffset.y, restY)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testNarrowContentRefreshesAndComesToRestAtTheStart() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 14)
            defer { withExtendedLifetime((stage, source)) {} }
            XCTAssertEqual(collection.contentSize.width, 210)
            let counter = CallCounter()
            let trailer = MJRefreshNormalTrailer(refreshingBlock: counter.action)
            collection.mj_trailer = trailer
            XCTAssertEqual(trailer.frame.minX, 390, "at the right of the visible area")
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
            stage.release()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(collection.contentInset.right, 60 + (390 - 210), accuracy: 0.001)
            XCTAssertEqual(collection.contentOffset.x, 60, accuracy: 0.5)
            trailer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(collection.contentInset, .zero)
            XCTAssertEqual(collection.contentOffset.x, 0, accuracy: 0.5)
        }
    }

    func testANarrowListsTrailerFollowsInsetAndSizeChanges() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 14)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshNormalTrailer {}
            collection.mj_trailer = trailer
            UISimulation.runUntilIdle()
            collection.contentInset.right = 30
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(trailer.frame.minX, 390 - 30)
            collection.frame.size.width = 300
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(trailer.frame.minX, 300 - 30)
            collection.frame.size.height = 500
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(trailer.frame.height, 500, "as tall as the view")
        }
    }

    func testOnAPlainScrollViewANarrowListsTrailerFollowsAResizeAtOnce() {
        onMain {
            let stage = Stage(contentHeight: 844, contentWidth: 200)
            let trailer = MJRefreshNormalTrailer {}
            stage.scrollView.mj_trailer = trailer
            UISimulation.runUntilIdle()
            XCTAssertEqual(trailer.frame.minX, 390)
            stage.scrollView.frame.size.width = 320
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(trailer.frame.minX, 320)
            stage.scrollView.contentSize.width = 1000
            UISimulation.runUntilIdle()
            stage.scrollView.frame.size.width = 390
            UISimulation.advance(by: 1.0 / 120)
            XCTAssertEqual(trailer.frame.minX, 1000, "wide content: still right after it")
        }
    }

    func testAPullTheOtherWayOrAShortPullRefreshesNothing() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 70)
            defer { withExtendedLifetime((stage, source)) {} }
            let counter = CallCounter()
            let trailer = MJRefreshNormalTrailer(refreshingBlock: counter.action)
            collection.mj_trailer = trailer
            stage.dragLeft(-200)
            XCTAssertEqual(trailer.pullingPercent, 0)
            stage.release()
            collection.setContentOffset(CGPoint(x: collection.contentSize.width - 390, y: 0), animated: false)
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 40, dimension: 390))
            stage.release()
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(collection.contentInset, .zero)
            XCTAssertEqual(collection.contentOffset.x, collection.contentSize.width - 390, accuracy: 0.5)
        }
    }

    func testTheContentGrowingDuringARefreshMovesTheTrailerAndKeepsTheNewItemsInReach() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 70)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshNormalTrailer()
            trailer.refreshingBlock = { [unowned collection, unowned trailer] in
                source.items += 14
                collection.reloadData()
                collection.layoutIfNeeded()
                trailer.endRefreshing()
            }
            collection.mj_trailer = trailer
            collection.setContentOffset(CGPoint(x: collection.contentSize.width - 390, y: 0), animated: false)
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 80, dimension: 390))
            stage.release()
            XCTAssertEqual(collection.mj_totalDataCount(), 84)
            XCTAssertEqual(collection.contentSize.width, 12 * 100 + 11 * 10)
            XCTAssertEqual(trailer.frame.minX, collection.contentSize.width)
            XCTAssertEqual(collection.contentInset, .zero)
            XCTAssertTrue((0...(collection.contentSize.width - 390)).contains(collection.contentOffset.x))
            XCTAssertEqual(trailer.state, .idle)
        }
    }

    func testLinkToAndTotalDataCount() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 5, sections: 3)
            defer { withExtendedLifetime((stage, source)) {} }
            XCTAssertEqual(collection.mj_totalDataCount(), 15)
            let trailer = MJRefreshTrailer {}.link(to: collection)
            XCTAssertTrue(collection.mj_trailer === trailer)
            source.items = 0
            collection.reloadData()
            XCTAssertEqual(collection.mj_totalDataCount(), 0)
            collection.mj_trailer = nil
            XCTAssertNil(trailer.superview)
            XCTAssertNil(trailer.scrollView)
        }
    }
}

/// A phone-sized horizontal collection view of `items` 100 × 100 pt items per section, spaced 10 pt: seven items
/// a column in an 844 pt high view.
@MainActor
func makeGalleryStage(
    items: Int, sections: Int = 1, safeArea: UIEdgeInsets = .zero,
    contentInset: UIEdgeInsets = .zero
) -> (Stage, UICollectionView, ItemSource) {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = ItemSource(items: items, sections: sections)
    collection.dataSource = source
    let stage = Stage(safeArea: safeArea, contentInset: contentInset, scrollView: collection)
    collection.layoutIfNeeded()
    return (stage, collection, source)
}

/// A collection data source of `sections` sections of `items` plain items.
@MainActor
final class ItemSource: NSObject, UICollectionViewDataSource {
    var items: Int
    let sections: Int

    init(items: Int, sections: Int) {
        self.items = items
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

extension Stage {
    /// Puts a finger down (unless one is) and drags it left by `distance`, pushing the content towards its end.
    func dragLeft(_ distance: CGFloat, duration: TimeInterval = 0.3) {
        if !scrollView.isTracking { scrollView.simulateTouchDown() }
        scrollView.simulateDrag(by: CGPoint(x: -distance, y: 0), duration: duration)
    }
}
