import MJRefresh
import SimulationTesting
import Testing

/// The titles and images the styles keep per state: each of the five states keeps its own, whatever is set for the
/// others, and a state without a default title has none until one is set.
@MainActor
@Suite(.uiSimulation)
final class PerStateSlotsTests {
    /// The tests set the language; the next test starts from the device's own.
    isolated deinit { MJRefreshConfig.default.languageCode = nil }

    @Test func eachStateKeepsItsOwnCustomTitle() {
        MJRefreshConfig.default.languageCode = "en"
        let footer = MJRefreshBackStateFooter {}
        #expect(
            MJRefreshState.allCases.map { footer.title(for: $0) } == [
                "Pull up to load more", "Release to load more", "Loading...", "", "No more data",
            ])
        for state in MJRefreshState.allCases.reversed() {
            footer.setTitle("title \(state.rawValue)", for: state)
        }
        #expect(MJRefreshState.allCases.map { footer.title(for: $0) } == (1...5).map { "title \($0)" })
    }

    @Test func aTitleSetForOneStateLeavesTheOthersLocalized() {
        MJRefreshConfig.default.languageCode = "en"
        let footer = MJRefreshBackStateFooter {}
        footer.setTitle("Waiting", for: .willRefresh)
        #expect(
            MJRefreshState.allCases.map { footer.title(for: $0) } == [
                "Pull up to load more", "Release to load more", "Loading...", "Waiting", "No more data",
            ])
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(footer.title(for: .idle) == "上拉可以加载更多")
        #expect(footer.title(for: .willRefresh) == "Waiting", "a custom title survives the language change")
    }

    @Test func eachStateKeepsItsOwnImagesAndDuration() {
        let stage = Stage()
        let header = MJRefreshGifHeader {}
        let pulling = Self.images(2), refreshing = Self.images(3)
        header.setImages(pulling, duration: 0.7, for: .pulling)
        header.setImages(refreshing, duration: 1.1, for: .refreshing)
        header.setImages(Self.images(5), duration: 9, for: .willRefresh)
        header.setImages(Self.images(6), duration: 9, for: .noMoreData)
        stage.scrollView.mj_header = header
        stage.pullDown(Stage.fingerTravel(forOverscroll: 80))
        #expect(header.state == .pulling)
        #expect(header.gifView.animationImages?.count == 2)
        #expect(header.gifView.animationDuration == 0.7)
        stage.release()
        #expect(header.state == .refreshing)
        #expect(header.gifView.animationImages?.count == 3)
        #expect(header.gifView.animationDuration == 1.1)
    }

    private static func images(_ count: Int) -> [UIImage] {
        (0..<count).map { _ in UIImage(simulatedColor: .gray, size: CGSize(width: 30, height: 30)) }
    }
}
