import MJRefresh
import SimulationTesting
import Testing

/// The trailers' visible parts: the title in every shipped language, custom titles, and the arrow.
@MainActor
@Suite(.uiSimulation, .refreshConfig())
struct TrailerAppearanceTests {
    @Test func textsInEveryShippedLanguage() {
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
            #expect(trailer.stateLabel.text == idle, "\(language)")
            trailer.state = .pulling
            #expect(trailer.stateLabel.text == pulling, "\(language)")
            trailer.state = .idle
        }
    }

    @Test func theTitleFollowsThePullAndStaysWhileRefreshing() {
        let (stage, _, _) = makeGalleryStage(items: 14)
        let trailer = stage.attach(MJRefreshStateTrailer {})
        trailer.setTitle("More", for: .idle).setTitle(nil, for: .pulling)
        #expect(trailer.stateLabel.text == "More")
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        #expect(trailer.stateLabel.text == "Release to view details")
        stage.release()
        #expect(trailer.state == .refreshing)
        #expect(trailer.stateLabel.text == "Release to view details")
        trailer.setTitle("Opening", for: .refreshing)
        #expect(trailer.stateLabel.text == "Opening")
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(trailer.stateLabel.text == "Opening")
        trailer.endRefreshing()
        #expect(trailer.stateLabel.text == "More")
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.stateLabel.numberOfLines == 1, "a Latin title is one line")
        #expect(trailer.stateLabel.bounds.size == CGSize(width: 844, height: 17), "as long as the trailer")
        #expect(trailer.stateLabel.center == CGPoint(x: 30, y: 422))
    }

    @Test func theArrowSitsBeforeTheTextAndTurnsOverAtTheThreshold() {
        let (stage, _, _) = makeGalleryStage(items: 14)
        let trailer = stage.attach(MJRefreshNormalTrailer {})
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.frame.size == CGSize(width: 60, height: 844))
        #expect(trailer.arrowView.bounds.size == CGSize(width: 20, height: 20))
        #expect(trailer.arrowView.center == CGPoint(x: 10 + 5, y: 422))
        #expect(trailer.stateLabel.center.x == CGFloat((60 + 20) / 2))
        #expect(trailer.arrowView.tintColor == trailer.stateLabel.textColor)
        #expect(trailer.arrowView.transform == .identity)
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        UISimulation.advance(by: 0.3)
        #expect(abs(trailer.arrowView.transform.a + 1) <= 0.001, "turned over")
        stage.release()
        trailer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(trailer.arrowView.transform == .identity, "back for the next pull")
        trailer.stateLabel.isHidden = true
        trailer.setNeedsLayout()
        trailer.layoutIfNeeded()
        #expect(trailer.arrowView.center == CGPoint(x: 30, y: 422), "alone, the arrow is centred")
    }
}
