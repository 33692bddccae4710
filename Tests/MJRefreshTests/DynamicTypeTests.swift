import MJRefresh
import SimulationTesting
import XCTest

/// Dynamic Type: the texts follow the user's text size and the components grow to fit them, keeping their
/// insets right while refreshing; at the default size nothing changes from MJRefresh's 54 / 44 pt and 14 pt.
final class DynamicTypeTests: SimulationTestCase {
    func testTheDefaultSizeKeepsMJRefreshsFontAndHeights() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_header = header
            stage.scrollView.mj_footer = footer
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.stateLabel.font, UIFont.boldSystemFont(ofSize: 14))
            XCTAssertTrue(header.stateLabel.adjustsFontForContentSizeCategory)
            XCTAssertEqual(header.mj_h, 54)
            XCTAssertEqual(footer.mj_h, 44)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44)
        }
    }

    func testLargeTextGrowsTheComponentsToFitAndTheDefaultSizeShrinksThemBack() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_header = header
            stage.scrollView.mj_footer = footer
            UISimulation.runUntilIdle()

            UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.stateLabel.font.pointSize, 14 * 49 / 15, accuracy: 1e-9, "subheadline's scale")
            let line = header.stateLabel.font.lineHeight
            XCTAssertEqual(header.lastUpdatedTimeLabel.font.lineHeight, line)
            let growth = line - UIFont.boldSystemFont(ofSize: 14).lineHeight
            XCTAssertEqual(header.mj_h, 54 + (2 * growth).rounded(.up), "grown by as much as its two lines grew")
            XCTAssertGreaterThan(header.mj_h, 54)
            XCTAssertEqual(header.mj_y, -header.mj_h, "still just above the content")
            XCTAssertGreaterThanOrEqual(header.stateLabel.mj_h, line, "each text has room for its line")
            XCTAssertEqual(footer.mj_h, 44 + growth.rounded(.up))
            XCTAssertEqual(stage.scrollView.contentInset.bottom, footer.mj_h, "the auto footer's inset follows")

            UISimulation.preferredContentSizeCategory = .large
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.mj_h, 54)
            XCTAssertEqual(footer.mj_h, 44)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44)
        }
    }

    func testAHeaderWithoutItsTimeGrowsForOneLineOnly() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            header.lastUpdatedTimeLabel.isHidden = true
            stage.scrollView.mj_header = header
            UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            UISimulation.runUntilIdle()
            let growth = header.stateLabel.font.lineHeight - UIFont.boldSystemFont(ofSize: 14).lineHeight
            XCTAssertEqual(header.mj_h, 54 + growth.rounded(.up))
        }
    }

    func testAHeightTheAppSetsIsKeptAtTheDefaultSizeAndGrowsFromThere() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            let footer = MJRefreshAutoNormalFooter {}
            stage.scrollView.mj_header = header
            stage.scrollView.mj_footer = footer
            header.mj_h = 100
            footer.mj_h = 30
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.mj_h, 100)
            XCTAssertEqual(footer.mj_h, 30, "a footer smaller than its text is left as the app made it")
            UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            UISimulation.runUntilIdle()
            let growth = header.stateLabel.font.lineHeight - UIFont.boldSystemFont(ofSize: 14).lineHeight
            XCTAssertEqual(header.mj_h, 100 + (2 * growth).rounded(.up))
            XCTAssertEqual(footer.mj_h, 30 + growth.rounded(.up))
            UISimulation.preferredContentSizeCategory = .large
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.mj_h, 100)
            XCTAssertEqual(footer.mj_h, 30)
        }
    }

    func testAComponentCollapsedToZeroHeightStaysCollapsed() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.mj_h = 0
            UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            UISimulation.runUntilIdle()
            XCTAssertEqual(header.mj_h, 0)
        }
    }

    func testSmallerTextKeepsTheDefaultHeights() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            UISimulation.preferredContentSizeCategory = .extraSmall
            UISimulation.runUntilIdle()
            XCTAssertLessThan(header.stateLabel.font.pointSize, 14)
            XCTAssertEqual(header.mj_h, 54)
        }
    }

    func testARefreshingHeaderStaysFullyInViewWhenTheTextGrows() {
        onMain {
            let stage = Stage()
            let header = MJRefreshNormalHeader {}
            stage.scrollView.mj_header = header
            header.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 54, accuracy: 0.001)

            UISimulation.preferredContentSizeCategory = .accessibilityExtraLarge
            UISimulation.runUntilIdle()
            XCTAssertGreaterThan(header.mj_h, 54)
            XCTAssertEqual(stage.scrollView.contentInset.top, header.mj_h, accuracy: 0.001)
            XCTAssertEqual(stage.scrollView.contentOffset.y, -header.mj_h, accuracy: 0.5)

            header.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.top, 0, accuracy: 0.001, "ending gives back exactly its share")
            XCTAssertEqual(stage.scrollView.contentOffset.y, 0, accuracy: 0.5)
        }
    }

    func testALoadingBackFooterKeepsItsWholeHeightInTheInset() {
        onMain {
            let stage = Stage()
            let footer = MJRefreshBackNormalFooter {}
            stage.scrollView.mj_footer = footer
            stage.scrollToBottom()
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 44, accuracy: 0.001)

            UISimulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            UISimulation.runUntilIdle()
            XCTAssertGreaterThan(footer.mj_h, 44)
            XCTAssertEqual(stage.scrollView.contentInset.bottom, footer.mj_h, accuracy: 0.001)

            footer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(stage.scrollView.contentInset.bottom, 0, accuracy: 0.001)
        }
    }
}
