import MJRefresh
import SimulationTesting
import Testing

/// A frame-playing view, as a Lottie animation would be: it shows the frame the pull has reached, loops while
/// refreshing, and records what its component told it.
@MainActor
final class FramePlayerView: UIView, MJRefreshContent {
    private(set) var states: [MJRefreshState] = []
    private(set) var percents: [CGFloat] = []
    private(set) var results: [MJRefreshResult] = []
    private(set) var languageChanges = 0
    /// The frame on screen, of 30: the pull's progress, capped at the last frame.
    private(set) var frameIndex = 0

    func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState) {
        states.append(component.state)
    }

    func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat) {
        percents.append(pullingPercent)
        frameIndex = min(29, Int(pullingPercent * 29))
    }

    func refreshComponent(_ component: MJRefreshComponent, didShow result: MJRefreshResult) {
        results.append(result)
    }

    func refreshComponentDidChangeLanguage(_ component: MJRefreshComponent) {
        languageChanges += 1
    }
}

/// Any view adopting `MJRefreshContent` is a component's content without a subclass: it is told the state, the
/// pull and the result, sits `contentHeight` long from the component's edge next to the content, and the
/// component's own height stays the trigger distance.
@MainActor
@Suite(.uiSimulation, .refreshConfig(language: "en"))
struct CustomContentTests {
    private let stage = Stage()

    @Test func aHeadersContentHearsThePullTheStateAndTheResult() {
        let content = FramePlayerView()
        let counter = CallCounter()
        let header = MJRefreshHeader(refreshingBlock: counter.action)
        header.mj_h = 60
        #expect(header.showingContent(content).contentView === content, "chains")
        header.contentHeight = 100
        stage.attach(header)
        #expect(content.superview === header)
        #expect(content.states == [.idle], "told the state it starts in")
        UISimulation.advance(by: 1.0 / 60)
        #expect(content.frame == CGRect(x: 0, y: -40, width: 390, height: 100), "reaching 40 pt above the header")

        stage.pullDown(Stage.fingerTravel(forOverscroll: 50))
        #expect(header.state == .idle, "the header's 60 pt is the trigger distance, not the content's 100")
        #expect(abs((content.percents.last ?? 0) - 50.0 / 60) <= 0.02)
        #expect(content.frameIndex == 24)
        stage.pullDown(Stage.fingerTravel(forOverscroll: 70) - Stage.fingerTravel(forOverscroll: 50))
        #expect(content.states.last == .pulling)
        stage.release()
        #expect(counter.count == 1)
        #expect(content.states.last == .refreshing)
        #expect(stage.scrollView.contentInset.top == 60, "a refresh keeps the header's own height in view")

        header.endRefreshing(with: .success)
        #expect(content.results == [.success], "the ending state")
        #expect(header.state == .refreshing, "shown for resultDisplayDuration")
        UISimulation.runUntilIdle()
        #expect(content.states == [.idle, .pulling, .refreshing, .idle])
        #expect(content.percents.last == 0)
    }

    @Test func footersAndTrailersLayTheirContentFromTheirEdgeNextToTheContent() {
        let footerContent = FramePlayerView()
        let footer = MJRefreshBackFooter {}
        footer.contentHeight = 80
        footer.contentView = footerContent
        stage.attach(footer)
        UISimulation.advance(by: 1.0 / 60)
        #expect(footerContent.frame == CGRect(x: 0, y: 0, width: 390, height: 80))

        let (gallery, collection, _) = makeGalleryStage(items: 70)
        let trailerContent = FramePlayerView()
        let trailer = MJRefreshTrailer {}
        trailer.contentView = trailerContent
        collection.mj_trailer = trailer
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailerContent.frame == CGRect(x: 0, y: 0, width: 60, height: 844))
        withExtendedLifetime(gallery) {}
    }

    @Test(arguments: [-20, .nan, .infinity] as [CGFloat])
    func aNegativeOrNonFiniteContentHeightIsTheComponentsOwn(height: CGFloat) {
        let content = FramePlayerView()
        let header = MJRefreshHeader {}
        header.contentHeight = height
        header.contentView = content
        stage.attach(header)
        UISimulation.advance(by: 1.0 / 60)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 54), "\(height)")
    }

    @Test func anAutoFootersContentHearsItsLoadsAndTheEndOfTheList() {
        let content = FramePlayerView()
        let footer = MJRefreshAutoFooter {}
        footer.contentView = content
        stage.attach(footer)
        footer.beginRefreshing()
        footer.endRefreshingWithNoMoreData()
        #expect(content.states == [.idle, .refreshing, .noMoreData])
        MJRefreshConfig.default.languageCode = "de"
        #expect(content.languageChanges == 1, "told to read its texts again")
    }

    @Test func replacingOrRemovingTheContentTakesTheOldViewOut() {
        let first = FramePlayerView(), second = FramePlayerView()
        let header = stage.attach(MJRefreshHeader {})
        header.contentView = first
        header.contentView = second
        #expect(first.superview == nil)
        #expect(second.superview === header)
        header.beginRefreshing()
        #expect(first.states == [.idle], "the old view hears nothing more")
        #expect(second.states == [.idle, .refreshing])
        header.contentView = nil
        #expect(second.superview == nil)
        #expect(header.contentView == nil)
    }
}
