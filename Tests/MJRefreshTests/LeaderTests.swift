import MJRefresh
import SimulationTesting
import Testing

/// The leader refreshes a horizontal list from its start: left of the content, pulled by a drag to the right, writing
/// the left inset; right to left it is mirrored as the trailer is (after the content, the right inset).
///
/// The gallery: 70 items of 100 pt in columns of seven, 10 pt apart, in a 390 pt wide view.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct LeaderTests {
    private func makeLeaderGallery(
        items: Int = 70, contentInset: UIEdgeInsets = .zero, rightToLeft: Bool = false
    ) -> (Stage, UICollectionView, MJRefreshNormalLeader, CallCounter) {
        let (stage, collection, _) = makeGalleryStage(items: items, contentInset: contentInset)
        let refreshes = CallCounter()
        let leader = MJRefreshNormalLeader(refreshingBlock: refreshes.action)
        if rightToLeft { leader.semanticContentAttribute = .forceRightToLeft }
        collection.mj_leader = leader
        return (stage, collection, leader, refreshes)
    }

    @Test func pullingRightPastTheStartRefreshesWithOnlyTheLeftInset() {
        let host = UIEdgeInsets(top: 5, left: 9, bottom: 7, right: 11)
        let (stage, collection, leader, counter) = makeLeaderGallery(contentInset: host)
        #expect(collection.mj_leader === leader)
        #expect(leader.frame == CGRect(x: -60, y: 0, width: 60, height: 844), "left of the content")
        #expect(collection.alwaysBounceHorizontal && !collection.alwaysBounceVertical)
        #expect(leader.stateLabel.text == "Pull to refresh")
        let restY = collection.contentOffset.y

        stage.dragRight(Stage.fingerTravel(forOverscroll: 50, dimension: 390))
        #expect(leader.state == .idle, "50 pt is not past the leader's 60")
        #expect(abs(leader.pullingPercent - 50.0 / 60) <= 0.02)
        stage.dragRight(
            Stage.fingerTravel(forOverscroll: 75, dimension: 390)
                - Stage.fingerTravel(forOverscroll: 50, dimension: 390))
        #expect(leader.state == .pulling)
        #expect(leader.stateLabel.text == "Release to refresh")
        stage.release()
        #expect(leader.state == .refreshing)
        #expect(counter.count == 1)
        #expect(collection.contentInset == UIEdgeInsets(top: 5, left: 9 + 60, bottom: 7, right: 11))
        #expect(abs(collection.contentOffset.x + (9 + 60)) <= 0.5, "the whole leader in view")
        #expect(collection.contentOffset.y == restY)
        #expect(leader.loadingView.isAnimating)

        leader.endRefreshing()
        #expect(collection.contentInset == host, "given back exactly")
        UISimulation.runUntilIdle()
        #expect(abs(collection.contentOffset.x + 9) <= 0.5)
        #expect(counter.count == 1)
    }

    @Test func aPullAtTheEndOrAShortPullDoesNothing() {
        let (stage, collection, leader, counter) = makeLeaderGallery()
        stage.dragRight(Stage.fingerTravel(forOverscroll: 40, dimension: 390))
        stage.release()
        #expect(counter.count == 0)
        collection.setContentOffset(CGPoint(x: collection.contentSize.width - 390, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 90, dimension: 390))
        stage.release()
        #expect(counter.count == 0)
        #expect(leader.state == .idle)
        #expect(collection.contentInset == .zero)
    }

    @Test func rightToLeftItSitsAfterTheContentAndWritesTheRightInset() {
        let (stage, collection, leader, counter) = makeLeaderGallery(rightToLeft: true)
        let width = collection.contentSize.width
        #expect(leader.frame.minX == width, "after the content's right edge, its reading start")
        collection.setContentOffset(CGPoint(x: width - 390, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 75, dimension: 390))
        #expect(leader.state == .pulling)
        stage.release()
        #expect(counter.count == 1)
        #expect(collection.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 60))
        #expect(abs(collection.contentOffset.x - (width - 390 + 60)) <= 0.5)
        leader.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(collection.contentInset == .zero)
    }

    @Test func theLeaderAndTheTrailerNeverRefreshTogetherFromGestures() {
        let (stage, collection, leader, _) = makeLeaderGallery()
        let trailer = MJRefreshNormalTrailer {}
        collection.mj_trailer = trailer
        leader.beginRefreshing()
        UISimulation.runUntilIdle()
        collection.setContentOffset(CGPoint(x: collection.contentSize.width - 390, y: 0), animated: false)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 90, dimension: 390))
        #expect(trailer.state == .idle, "the leader refreshes")
        stage.release()
        #expect(trailer.state == .idle)
        leader.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(collection.contentInset == .zero, "each took out exactly its share")
    }

    @Test func voiceOverGetsARefreshActionAndReplacingOrRemovingTheLeaderCleansUp() throws {
        let (_, collection, leader, counter) = makeLeaderGallery()
        let action = try #require(collection.accessibilityCustomActions?.first)
        #expect(action.name == "Refresh")
        #expect(action.actionHandler?(action) == true)
        UISimulation.runUntilIdle()
        #expect(counter.count == 1)
        #expect(collection.contentInset.left == 60)
        let second = MJRefreshNormalLeader {}
        collection.mj_leader = second
        #expect(leader.superview == nil)
        #expect(collection.contentInset == .zero, "the old leader's share is given back")
        collection.mj_leader = nil
        #expect(second.superview == nil)
        #expect(collection.accessibilityCustomActions == nil)
    }
}
