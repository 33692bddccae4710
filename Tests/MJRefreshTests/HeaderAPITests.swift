import MJRefresh
import SimulationTesting
import Testing

/// The public members of `MJRefreshHeader`, `MJRefreshStateHeader` and `MJRefreshNormalHeader` (issue 3):
/// the last-updated key and date, the ignored top inset, the labels and their layout, titles, the arrow.
@MainActor
@Suite(.uiSimulation)
final class HeaderAPITests {
    /// The tests swap in an in-memory date store; the next test starts from UserDefaults.
    isolated deinit { MJRefreshHeader.lastUpdatedTimeStore = MJRefreshUserDefaultsLastUpdatedStore() }

    // MARK: MJRefreshHeader

    @Test func eachHeaderStoresTheDateOfItsLastRefreshUnderItsOwnKey() throws {
        let store = useInMemoryLastUpdatedStore()
        let feed = MJRefreshNormalHeader {}
        let other = MJRefreshNormalHeader {}
        #expect(feed.lastUpdatedTimeKey == "MJRefreshHeaderLastUpdatedTimeKey")
        feed.lastUpdatedTimeKey = "feed"
        other.lastUpdatedTimeKey = "other"
        let stage = Stage()
        stage.scrollView.mj_header = feed
        #expect(feed.lastUpdatedTime == nil)
        feed.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(feed.lastUpdatedTime == nil, "stored when a refresh ends, not when it starts")
        feed.endRefreshing()
        let stored = try #require(feed.lastUpdatedTime)
        #expect(abs(stored.timeIntervalSinceNow) <= 5)
        #expect(store.date(forKey: "feed") == stored, "kept in the replaceable store")
        #expect(other.lastUpdatedTime == nil, "another key has its own date")
        #expect(store.date(forKey: "MJRefreshHeaderLastUpdatedTimeKey") == nil)
    }

    @Test func ignoredContentInsetTopMovesTheHeaderUpButNotTheThreshold() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        #expect(header.ignoredScrollViewContentInsetTop == 0)
        stage.scrollView.mj_header = header
        header.ignoredScrollViewContentInsetTop = 30
        #expect(header.frame.minY == -84, "set at once: y = −54 − 30")
        UISimulation.advance(by: oneFrame)
        #expect(header.frame.minY == -84, "and kept by layout")
        stage.pullDown(Stage.fingerTravel(forOverscroll: 56))
        #expect(header.state == .pulling, "the threshold is still the header height")
        stage.release()
        #expect(stage.scrollView.contentInset.top == 54)
    }

    // MARK: MJRefreshStateHeader

    @Test func labelsShareTheHeaderOrTheStateLabelFillsItWhenTheTimeIsHidden() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.advance(by: oneFrame)
        #expect(header.stateLabel.superview === header)
        #expect(header.lastUpdatedTimeLabel.superview === header)
        #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 27))
        #expect(header.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 390, height: 27))
        header.lastUpdatedTimeLabel.isHidden = true
        header.setNeedsLayout()
        UISimulation.advance(by: oneFrame)
        #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 54))
    }

    @Test func lastUpdatedTimeTextMakesTheTimeLabelFromTheDate() {
        let store = useInMemoryLastUpdatedStore()
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        var received: [Date?] = []
        header.lastUpdatedTimeText = { date in
            received.append(date)
            return date == nil ? "never" : "once"
        }
        #expect(header.lastUpdatedTimeLabel.text == "never", "applied at once")
        #expect(received == [nil])
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        store.setDate(date, forKey: "elsewhere")
        header.lastUpdatedTimeKey = "elsewhere"
        #expect(header.lastUpdatedTimeLabel.text == "once", "a new key re-reads its date at once")
        #expect(received.last == date)
        #expect(header.modifyLastUpdatedTimeText { _ in "chained" } === header)
        #expect(header.lastUpdatedTimeLabel.text == "chained")
        header.lastUpdatedTimeText = nil
        #expect(header.lastUpdatedTimeLabel.text?.hasPrefix("Last update: ") == true, "back to the default")
    }

    @Test func setTitleWinsForItsStateAndIgnoresNil() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        #expect(header.setTitle("Pull me", for: .idle) === header)
        #expect(header.stateLabel.text == "Pull me", "the current state's title shows at once")
        header.setTitle("Let go", for: .pulling).setTitle("Fetching", for: .refreshing)
        #expect(header.stateLabel.text == "Pull me", "other states' titles wait for their state")
        header.setTitle(nil, for: .idle)
        #expect(header.stateLabel.text == "Pull me", "nil is ignored")
        stage.pullDown(150)
        #expect(header.stateLabel.text == "Let go")
        stage.release()
        #expect(header.stateLabel.text == "Fetching")
        header.endRefreshing()
        #expect(header.stateLabel.text == "Pull me")
    }

    // MARK: MJRefreshNormalHeader

    @Test func theArrowSitsLabelLeftInsetLeftOfTheWidestText() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        #expect(header.labelLeftInset == 25)
        stage.scrollView.mj_header = header
        UISimulation.advance(by: oneFrame)
        func expectedCenter() -> CGPoint {
            let time = header.lastUpdatedTimeLabel.isHidden ? 0 : header.lastUpdatedTimeLabel.mj_textWidth()
            let textWidth = max(header.stateLabel.mj_textWidth(), time)
            return CGPoint(x: 390 / 2 - (textWidth / 2 + header.labelLeftInset), y: 27)
        }
        #expect(
            header.lastUpdatedTimeLabel.mj_textWidth() > header.stateLabel.mj_textWidth(),
            "\"Last update: No record\" is the widest text")
        #expect(header.arrowView.center == expectedCenter())
        #expect(header.loadingView.center == expectedCenter(), "the spinner takes the arrow's place")

        header.layoutIfNeeded()  // nothing pending: only the new text can lay the header out again
        header.modifyLastUpdatedTimeText { _ in "Refreshed a long, long while ago, on a sunny day" }
        UISimulation.advance(by: oneFrame)
        #expect(header.arrowView.center == expectedCenter(), "a wider time text moves the arrow")

        header.labelLeftInset = 40
        header.lastUpdatedTimeLabel.isHidden = true
        header.setNeedsLayout()
        UISimulation.advance(by: oneFrame)
        #expect(header.arrowView.center == expectedCenter(), "only the state text counts now")

        header.layoutIfNeeded()  // nothing pending: only the new title can lay the header out again
        header.setTitle("A much, much longer title than before", for: .idle)
        UISimulation.advance(by: oneFrame)
        #expect(header.arrowView.center == expectedCenter(), "a new title moves the arrow")

        header.stateLabel.isHidden = true
        header.setNeedsLayout()
        UISimulation.advance(by: oneFrame)
        #expect(header.arrowView.center == CGPoint(x: 195, y: 27), "no text: the arrow is centred")
    }

    @Test func theArrowIsMJRefreshsImageTintedLikeTheStateLabel() throws {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        UISimulation.advance(by: oneFrame)
        let image = try #require(header.arrowView.image)
        #expect(image.size == CGSize(width: 15, height: 40))
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(header.arrowView.bounds.size == CGSize(width: 15, height: 40))
        #expect(header.arrowView.tintColor === header.stateLabel.textColor)
        header.stateLabel.textColor = .red
        header.setNeedsLayout()
        UISimulation.advance(by: oneFrame)
        #expect(header.arrowView.tintColor == .red)
    }

    @Test func theSpinnerRunsOnlyWhileRefreshing() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        #expect(header.loadingView.superview === header)
        #expect(header.loadingView.style == .medium)
        #expect(header.loadingView.hidesWhenStopped)
        #expect(!header.loadingView.isAnimating)
        header.beginRefreshing()
        #expect(header.loadingView.isAnimating)
        #expect(header.loadingView.alpha == 1)
        UISimulation.runUntilIdle()
        header.endRefreshing()
        #expect(header.loadingView.isAnimating, "it fades out with the collapse")
        UISimulation.runUntilIdle()
        #expect(!header.loadingView.isAnimating)
        #expect(header.loadingView.alpha == 1, "ready for the next refresh")
    }
}

/// The "Last update: …" line (issue 3): today, this year, another year, no record, in two languages; the date in
/// the language's locale (US English: month first, 12-hour clock).
@MainActor
@Suite(.uiSimulation)
final class LastUpdatedTextTests {
    /// The tests swap in an in-memory date store and set the language; the next test starts from the defaults.
    isolated deinit {
        MJRefreshHeader.lastUpdatedTimeStore = MJRefreshUserDefaultsLastUpdatedStore()
        MJRefreshConfig.default.languageCode = nil
    }

    @Test func todayThisYearAndOtherYears() throws {
        let calendar = Calendar(identifier: .gregorian)
        MJRefreshConfig.default.languageCode = "en"
        let today = calendar.dateComponents([.year, .month, .day], from: Date())
        let year = try #require(today.year), month = try #require(today.month), day = try #require(today.day)
        // A day of this year that is not today, and the same day of the month in another month.
        let otherMonth = month == 1 ? 3 : 1
        let cases: [(date: DateComponents, text: String)] = [
            (
                DateComponents(year: year, month: month, day: day, hour: 9, minute: 5),
                "Last update: Today 9:05\u{202F}AM"
            ),
            (
                DateComponents(year: year, month: otherMonth, day: 2, hour: 23, minute: 59),
                String(format: "Last update: %02d/02, 11:59\u{202F}PM", otherMonth)
            ),
            (
                DateComponents(year: year, month: otherMonth, day: min(day, 28), hour: 0, minute: 0),
                String(format: "Last update: %02d/%02d, 12:00\u{202F}AM", otherMonth, min(day, 28))
            ),
            (
                DateComponents(year: year - 1, month: month, day: min(day, 28), hour: 14, minute: 30),
                String(format: "Last update: %02d/%02d/%04d, 2:30\u{202F}PM", month, min(day, 28), year - 1)
            ),
        ]
        for (components, expected) in cases {
            let date = try #require(calendar.date(from: components))
            #expect(Self.text(for: date) == expected, "\(components)")
        }
        #expect(Self.text(for: nil) == "Last update: No record")
    }

    @Test func theLineIsLocalised() throws {
        let calendar = Calendar(identifier: .gregorian)
        MJRefreshConfig.default.languageCode = "zh-Hans"
        var components = calendar.dateComponents([.year, .month, .day], from: Date())
        components.hour = 8
        components.minute = 7
        let date = try #require(calendar.date(from: components))
        #expect(Self.text(for: date) == "最后更新：今天 08:07")
        #expect(Self.text(for: nil) == "最后更新：无记录")
    }

    /// The time label of a fresh header whose key holds `date`.
    private static func text(for date: Date?) -> String? {
        let key = UUID().uuidString
        let store = useInMemoryLastUpdatedStore()
        store.setDate(date, forKey: key)
        let header = MJRefreshStateHeader()
        header.lastUpdatedTimeKey = key
        return header.lastUpdatedTimeLabel.text
    }
}

/// Replaces the headers' date store with a fresh in-memory one for this test; the suite's `deinit` puts UserDefaults back.
@MainActor
func useInMemoryLastUpdatedStore() -> MJRefreshInMemoryLastUpdatedStore {
    let store = MJRefreshInMemoryLastUpdatedStore()
    MJRefreshHeader.lastUpdatedTimeStore = store
    return store
}
