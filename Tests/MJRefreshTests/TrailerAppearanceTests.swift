import MJRefresh
import SimulationTesting
import XCTest

/// The trailers' visible parts: a column of text in every shipped language, custom titles, and the arrow.
final class TrailerAppearanceTests: SimulationTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MJRefreshConfig.default.languageCode = nil }
        super.tearDown()
    }

    func testTextsInEveryShippedLanguage() {
        onMain {
            let texts = [
                "en": ("Swipe to view details", "Release to view details"),
                "zh-Hans": ("滑动查看图文详情", "释放查看图文详情"),
                "zh-Hant": ("滑動查看圖文詳情", "釋放查看圖文詳情"),
                "ko": ("밀어서 자세히 보기", "놓으면 자세히 보기"),
                "ru": ("Потяните, чтобы посмотреть подробнее", "Отпустите, чтобы посмотреть подробнее"),
                "uk": ("Потягніть, щоб переглянути докладніше", "Відпустіть, щоб переглянути докладніше"),
            ]
            let trailer = MJRefreshStateTrailer {}
            for (language, (idle, pulling)) in texts {
                MJRefreshConfig.default.languageCode = language
                trailer.state = .idle
                XCTAssertEqual(trailer.stateLabel.text, idle, language)
                trailer.state = .pulling
                XCTAssertEqual(trailer.stateLabel.text, pulling, language)
                trailer.state = .idle
            }
        }
    }

    func testTheTitleFollowsThePullAndStaysWhileRefreshing() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 14)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshStateTrailer {}
            collection.mj_trailer = trailer
            trailer.setTitle("More", for: .idle).setTitle(nil, for: .pulling)
            XCTAssertEqual(trailer.stateLabel.text, "More")
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
            XCTAssertEqual(trailer.stateLabel.text, "Release to view details")
            stage.release()
            XCTAssertEqual(trailer.state, .refreshing)
            XCTAssertEqual(trailer.stateLabel.text, "Release to view details")
            trailer.setTitle("Opening", for: .refreshing)
            XCTAssertEqual(trailer.stateLabel.text, "Opening")
            MJRefreshConfig.default.languageCode = "zh-Hans"
            XCTAssertEqual(trailer.stateLabel.text, "Opening")
            trailer.endRefreshing()
            XCTAssertEqual(trailer.stateLabel.text, "More")
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(trailer.stateLabel.numberOfLines, 0)
            XCTAssertEqual(trailer.stateLabel.bounds.size, CGSize(width: 14, height: 844), "one glyph wide")
            XCTAssertEqual(trailer.stateLabel.center, CGPoint(x: 30, y: 422))
        }
    }

    func testTheArrowSitsBeforeTheTextAndTurnsOverAtTheThreshold() {
        onMain {
            let (stage, collection, source) = makeGalleryStage(items: 14)
            defer { withExtendedLifetime((stage, source)) {} }
            let trailer = MJRefreshNormalTrailer {}
            collection.mj_trailer = trailer
            UISimulation.advance(by: 1.0 / 60)
            XCTAssertEqual(trailer.frame.size, CGSize(width: 60, height: 844))
            XCTAssertEqual(trailer.arrowView.bounds.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(trailer.arrowView.center, CGPoint(x: 10 + 5, y: 422))
            XCTAssertEqual(trailer.stateLabel.center.x, (60 + 20) / 2)
            XCTAssertEqual(trailer.arrowView.tintColor, trailer.stateLabel.textColor)
            XCTAssertEqual(trailer.arrowView.transform, .identity)
            stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
            UISimulation.advance(by: 0.3)
            XCTAssertEqual(trailer.arrowView.transform.a, -1, accuracy: 0.001, "turned over")
            stage.release()
            trailer.endRefreshing()
            UISimulation.runUntilIdle()
            XCTAssertEqual(trailer.arrowView.transform, .identity, "back for the next pull")
            trailer.stateLabel.isHidden = true
            trailer.setNeedsLayout()
            trailer.layoutIfNeeded()
            XCTAssertEqual(trailer.arrowView.center, CGPoint(x: 30, y: 422), "alone, the arrow is centred")
        }
    }
}
