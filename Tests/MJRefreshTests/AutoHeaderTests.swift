import MJRefresh
import SimulationTesting
import Testing

/// The auto header loads older items when the top of a list comes into view, and keeps what the user reads in
/// place when the app inserts them above: with the finger down, while the list decelerates, in table and
/// collection views.
///
/// The chat: a table of 60 rows of 44 pt (2640 pt); with the header's 44 pt in the top inset the smallest resting
/// offset is −44, and by default a move up to offset 0 or above loads.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct AutoHeaderTests {
    private func makeChat(rows: Int = 60) -> (Stage, UITableView, RowSource, MJRefreshAutoNormalHeader, CallCounter) {
        let (stage, table, source) = makeListStage(rows: rows)
        table.layoutIfNeeded()
        let counter = CallCounter()
        let header = MJRefreshAutoNormalHeader(refreshingBlock: counter.action)
        table.mj_autoHeader = header
        return (stage, table, source, header, counter)
    }

    @Test func sitsAboveTheContentWithItsHeightInTheTopInset() {
        let (_, table, source, header, _) = makeChat()
        defer { withExtendedLifetime(source) {} }
        #expect(table.mj_autoHeader === header)
        #expect(header.frame == CGRect(x: 0, y: -44, width: 390, height: 44))
        #expect(table.contentInset.top == 44)
        header.isHidden = true
        #expect(table.contentInset.top == 0, "hidden, it gives its inset back")
        header.isHidden = false
        table.mj_autoHeader = nil
        #expect(header.superview == nil)
        #expect(table.contentInset.top == 0, "removed, exactly")
    }

    @Test func loadsWhenTheTopComesIntoViewAndKeepsThePlaceUnderTheFinger() {
        let (stage, table, source, header, counter) = makeChat()
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        stage.pullDown(290)
        #expect(counter.count == 0, "offset 10: the top is not in view yet")
        stage.pullDown(20, duration: 0.05)
        #expect(counter.count == 1, "a move up past offset 0 loads at once, no pull needed")
        #expect(header.state == .refreshing)
        #expect(header.loadingView.isAnimating)
        let offset = table.contentOffset.y
        let readingY = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - offset

        source.rows = 80
        table.reloadData()
        header.endRefreshing()
        #expect(table.contentOffset.y == offset + 20 * 44, "the offset follows the 880 pt the content grew above")
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).minY - table.contentOffset.y == readingY)
        stage.pullDown(50)
        #expect(abs(table.contentOffset.y - (offset + 880 - 50)) <= 0.5, "the finger carries on from there")
        stage.release()
        #expect(counter.count == 1)
        #expect(table.contentInset.top == 44)
    }

    @Test func keepsThePlaceWhileTheListDecelerates() throws {
        let (stage, table, source, header, _) = makeChat()
        var offsetAtLoad: CGFloat?
        header.refreshingBlock = { [weak header] in
            offsetAtLoad = table.contentOffset.y
            source.rows += 20
            table.reloadData()
            header?.endRefreshing()
        }
        table.setContentOffset(CGPoint(x: 0, y: 1200), animated: false)
        stage.pullDown(100, duration: 0.1)
        stage.release(velocity: CGPoint(x: 0, y: 8000))
        let loadedAt = try #require(offsetAtLoad as CGFloat?)
        #expect(loadedAt <= 0, "the fling reached the top")
        #expect(!table.isDecelerating)
        #expect(abs(table.contentOffset.y - (loadedAt + 880)) <= 0.5, "at rest where the user read")
    }

    @Test func afterALoadTheNextWaitsForOlderRowsOrTheUserLeavingTheTop() {
        let (stage, table, source, header, counter) = makeChat()
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        stage.pullDown(120)
        #expect(counter.count == 1)
        header.endRefreshing()
        stage.pullDown(30)
        stage.release()
        #expect(counter.count == 1, "no older rows arrived: the same top loads nothing")
        source.rows = 61
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.contentOffset.y <= 0, "growth while not loading moves nothing")
        stage.pullDown(5)
        #expect(counter.count == 2, "a move up at the new top")
    }

    @Test func contentThatShrinksWhileLoadingRestsInRange() {
        let (_, table, source, header, _) = makeChat()
        header.beginRefreshing()
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        source.rows = 2
        table.reloadData()
        header.endRefreshing()
        #expect(table.contentOffset.y == -44, "not 100 − 58 × 44: the top, where a short list rests")
    }

    @Test func noMoreDataStopsLoadsUntilTheReset() {
        let (stage, table, source, header, counter) = makeChat()
        defer { withExtendedLifetime(source) {} }
        header.beginRefreshing()
        #expect(counter.count == 1, "a call loads")
        header.endRefreshingWithNoMoreData()
        #expect(header.state == .noMoreData)
        #expect(header.stateLabel.text == "No more data")
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        stage.pullDown(400)
        stage.release()
        header.beginRefreshing()
        #expect(counter.count == 1)
        header.resetNoMoreData()
        #expect(header.state == .idle)
        header.beginRefreshing()
        #expect(counter.count == 2)
    }

    @Test func keepsThePlaceInACollectionView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = ItemSource(items: 30, sections: 1)
        collection.dataSource = source
        let stage = Stage(scrollView: collection, dataSource: source)
        collection.layoutIfNeeded()
        let header = MJRefreshAutoNormalHeader {}
        collection.mj_autoHeader = header
        collection.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        stage.pullDown(250)
        #expect(header.state == .refreshing)
        let offset = collection.contentOffset.y
        source.items = 40
        collection.reloadData()
        header.endRefreshing()
        #expect(collection.contentOffset.y == offset + 1000)
        stage.release()
    }
}

/// An inverted chat (the list flipped with `transform`, newest row first) has its older items at the content's end,
/// the top of the screen: the auto footer loads them as that end comes into view, flipped back to read upright, and
/// rows appended there move nothing.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct InvertedChatTests {
    @Test func anInvertedListLoadsOlderRowsWithAFlippedAutoFooterWithoutAJump() {
        let (_, table, source) = makeListStage(rows: 60)
        table.transform = CGAffineTransform(scaleX: 1, y: -1)
        table.layoutIfNeeded()
        let counter = CallCounter()
        let footer = MJRefreshAutoNormalFooter(refreshingBlock: counter.action)
        footer.transform = CGAffineTransform(scaleX: 1, y: -1)
        table.mj_footer = footer
        #expect(footer.frame.minY == 2640, "at the content's end: the top of the flipped screen")
        table.setContentOffset(CGPoint(x: 0, y: 2640 + 44 - 844), animated: true)
        UISimulation.runUntilIdle()
        #expect(counter.count == 1, "the oldest end came into view")
        let offset = table.contentOffset.y
        let readingY = table.rectForRow(at: IndexPath(row: 50, section: 0)).minY - offset
        source.rows = 80
        table.reloadData()
        table.layoutIfNeeded()
        footer.endRefreshing()
        #expect(table.contentOffset.y == offset, "rows appended at the end move nothing")
        #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)).minY - table.contentOffset.y == readingY)
        #expect(abs(footer.frame.minY - 80 * 44) <= 0.01, "after the new end")
    }
}
