import MJRefresh
import SimulationTesting
import Testing

/// Dynamic Type: the texts follow the user's text size and the components grow to fit them, keeping their
/// insets right while refreshing; at the default size nothing changes from MJRefresh's 54 / 44 pt and 14 pt.
@MainActor
@Suite(.uiSimulation)
struct DynamicTypeTests {
    @Test func theDefaultSizeKeepsMJRefreshsFontAndHeights() {
        let (stage, header, footer) = Self.stageWithHeaderAndFooter()
        UISimulation.runUntilIdle()
        #expect(header.stateLabel.font == UIFont.boldSystemFont(ofSize: 14))
        #expect(header.stateLabel.adjustsFontForContentSizeCategory)
        Self.expectDefaultHeights(header, footer, on: stage)
    }

    @Test func largeTextGrowsTheComponentsToFitAndTheDefaultSizeShrinksThemBack() {
        let (stage, header, footer) = Self.stageWithHeaderAndFooter()
        UISimulation.runUntilIdle()

        Self.useTextSize(.accessibilityExtraExtraExtraLarge)
        #expect(abs(header.stateLabel.font.pointSize - (14 * 49 / 15)) <= 1e-9, "subheadline's scale")
        let line = header.stateLabel.font.lineHeight
        #expect(header.lastUpdatedTimeLabel.font.lineHeight == line)
        let growth = Self.lineGrowth(of: header)
        #expect(header.mj_h == 54 + (2 * growth).rounded(.up), "grown by as much as its two lines grew")
        #expect(header.mj_h > 54)
        #expect(header.mj_y == -header.mj_h, "still just above the content")
        #expect(header.stateLabel.mj_h >= line, "each text has room for its line")
        #expect(footer.mj_h == 44 + growth.rounded(.up))
        #expect(stage.scrollView.contentInset.bottom == footer.mj_h, "the auto footer's inset follows")

        Self.useTextSize(.large)
        Self.expectDefaultHeights(header, footer, on: stage)
    }

    @Test func aHeaderWithoutItsTimeGrowsForOneLineOnly() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {}) { $0.lastUpdatedTimeLabel.isHidden = true }
        Self.useTextSize(.accessibilityExtraExtraExtraLarge)
        let growth = Self.lineGrowth(of: header)
        #expect(header.mj_h == 54 + growth.rounded(.up))
    }

    @Test func aHeightTheAppSetsIsKeptAtTheDefaultSizeAndGrowsFromThere() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        header.mj_h = 100
        footer.mj_h = 30
        UISimulation.runUntilIdle()
        #expect(header.mj_h == 100)
        #expect(footer.mj_h == 30, "a footer smaller than its text is left as the app made it")
        Self.useTextSize(.accessibilityExtraExtraExtraLarge)
        let growth = Self.lineGrowth(of: header)
        #expect(header.mj_h == 100 + (2 * growth).rounded(.up))
        #expect(footer.mj_h == 30 + growth.rounded(.up))
        Self.useTextSize(.large)
        #expect(header.mj_h == 100)
        #expect(footer.mj_h == 30)
    }

    @Test func aComponentCollapsedToZeroHeightStaysCollapsed() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.mj_h = 0
        Self.useTextSize(.accessibilityExtraExtraExtraLarge)
        #expect(header.mj_h == 0)
    }

    @Test func smallerTextKeepsTheDefaultHeights() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        Self.useTextSize(.extraSmall)
        #expect(header.stateLabel.font.pointSize < 14)
        #expect(header.mj_h == 54)
    }

    @Test func aRefreshingHeaderStaysFullyInViewWhenTheTextGrows() {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.top - 54) <= 0.001)

        Self.useTextSize(.accessibilityExtraLarge)
        #expect(header.mj_h > 54)
        #expect(abs(stage.scrollView.contentInset.top - header.mj_h) <= 0.001)
        #expect(abs(stage.scrollView.contentOffset.y + header.mj_h) <= 0.5)

        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.top) <= 0.001, "ending gives back exactly its share")
        #expect(abs(stage.scrollView.contentOffset.y) <= 0.5)
    }

    @Test func aLoadingBackFooterKeepsItsWholeHeightInTheInset() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        stage.scrollToBottom()
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.bottom - 44) <= 0.001)

        Self.useTextSize(.accessibilityExtraExtraExtraLarge)
        #expect(footer.mj_h > 44)
        #expect(abs(stage.scrollView.contentInset.bottom - footer.mj_h) <= 0.001)

        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.bottom) <= 0.001)
    }

    /// A stage with a normal header and an auto footer attached, laid out.
    private static func stageWithHeaderAndFooter() -> (Stage, MJRefreshNormalHeader, MJRefreshAutoNormalFooter) {
        let stage = Stage()
        let header = stage.attach(MJRefreshNormalHeader {})
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        UISimulation.runUntilIdle()
        return (stage, header, footer)
    }

    /// The user picks `category` in Settings, and the components lay out for it.
    private static func useTextSize(_ category: UIContentSizeCategory) {
        UISimulation.preferredContentSizeCategory = category
        UISimulation.runUntilIdle()
    }

    /// How much taller one line of the header's text is than at MJRefresh's 14 pt.
    private static func lineGrowth(of header: MJRefreshNormalHeader) -> CGFloat {
        header.stateLabel.font.lineHeight - UIFont.boldSystemFont(ofSize: 14).lineHeight
    }

    /// MJRefresh's heights: a 54 pt header and a 44 pt auto footer, whose height is the bottom inset.
    private static func expectDefaultHeights(
        _ header: MJRefreshNormalHeader, _ footer: MJRefreshAutoNormalFooter, on stage: Stage,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(header.mj_h == 54, sourceLocation: sourceLocation)
        #expect(footer.mj_h == 44, sourceLocation: sourceLocation)
        #expect(stage.scrollView.contentInset.bottom == 44, sourceLocation: sourceLocation)
    }
}
