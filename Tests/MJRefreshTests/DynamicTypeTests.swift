import MJRefresh
import SimulationTesting
import Testing

/// Dynamic Type: the texts follow the user's text size and the components grow to fit them, keeping their
/// insets right while refreshing; at the default size nothing changes from MJRefresh's 54 / 44 pt and 14 pt.
@MainActor
@Suite(.uiSimulation)
struct DynamicTypeTests {
    @Test func theDefaultSizeKeepsMJRefreshsFontAndHeights() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()
        #expect(header.stateLabel.font == UIFont.boldSystemFont(ofSize: 14))
        #expect(header.stateLabel.adjustsFontForContentSizeCategory)
        #expect(header.mj_h == 54)
        #expect(footer.mj_h == 44)
        #expect(stage.scrollView.contentInset.bottom == 44)
    }

    @Test func largeTextGrowsTheComponentsToFitAndTheDefaultSizeShrinksThemBack() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = footer
        UISimulation.runUntilIdle()

        UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        UISimulation.runUntilIdle()
        #expect(abs(header.stateLabel.font.pointSize - (14 * 49 / 15)) <= 1e-9, "subheadline's scale")
        let line = header.stateLabel.font.lineHeight
        #expect(header.lastUpdatedTimeLabel.font.lineHeight == line)
        let growth = line - UIFont.boldSystemFont(ofSize: 14).lineHeight
        #expect(header.mj_h == 54 + (2 * growth).rounded(.up), "grown by as much as its two lines grew")
        #expect(header.mj_h > 54)
        #expect(header.mj_y == -header.mj_h, "still just above the content")
        #expect(header.stateLabel.mj_h >= line, "each text has room for its line")
        #expect(footer.mj_h == 44 + growth.rounded(.up))
        #expect(stage.scrollView.contentInset.bottom == footer.mj_h, "the auto footer's inset follows")

        UISimulation.preferredContentSizeCategory = .large
        UISimulation.runUntilIdle()
        #expect(header.mj_h == 54)
        #expect(footer.mj_h == 44)
        #expect(stage.scrollView.contentInset.bottom == 44)
    }

    @Test func aHeaderWithoutItsTimeGrowsForOneLineOnly() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        header.lastUpdatedTimeLabel.isHidden = true
        stage.scrollView.mj_header = header
        UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        UISimulation.runUntilIdle()
        let growth = header.stateLabel.font.lineHeight - UIFont.boldSystemFont(ofSize: 14).lineHeight
        #expect(header.mj_h == 54 + growth.rounded(.up))
    }

    @Test func aHeightTheAppSetsIsKeptAtTheDefaultSizeAndGrowsFromThere() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        let footer = MJRefreshAutoNormalFooter {}
        stage.scrollView.mj_header = header
        stage.scrollView.mj_footer = footer
        header.mj_h = 100
        footer.mj_h = 30
        UISimulation.runUntilIdle()
        #expect(header.mj_h == 100)
        #expect(footer.mj_h == 30, "a footer smaller than its text is left as the app made it")
        UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        UISimulation.runUntilIdle()
        let growth = header.stateLabel.font.lineHeight - UIFont.boldSystemFont(ofSize: 14).lineHeight
        #expect(header.mj_h == 100 + (2 * growth).rounded(.up))
        #expect(footer.mj_h == 30 + growth.rounded(.up))
        UISimulation.preferredContentSizeCategory = .large
        UISimulation.runUntilIdle()
        #expect(header.mj_h == 100)
        #expect(footer.mj_h == 30)
    }

    @Test func aComponentCollapsedToZeroHeightStaysCollapsed() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        header.mj_h = 0
        UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        UISimulation.runUntilIdle()
        #expect(header.mj_h == 0)
    }

    @Test func smallerTextKeepsTheDefaultHeights() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        UISimulation.preferredContentSizeCategory = .extraSmall
        UISimulation.runUntilIdle()
        #expect(header.stateLabel.font.pointSize < 14)
        #expect(header.mj_h == 54)
    }

    @Test func aRefreshingHeaderStaysFullyInViewWhenTheTextGrows() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.top - 54) <= 0.001)

        UISimulation.preferredContentSizeCategory = .accessibilityExtraLarge
        UISimulation.runUntilIdle()
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
        let footer = MJRefreshBackNormalFooter {}
        stage.scrollView.mj_footer = footer
        stage.scrollToBottom()
        footer.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.bottom - 44) <= 0.001)

        UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        UISimulation.runUntilIdle()
        #expect(footer.mj_h > 44)
        #expect(abs(stage.scrollView.contentInset.bottom - footer.mj_h) <= 0.001)

        footer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(abs(stage.scrollView.contentInset.bottom) <= 0.001)
    }
}
