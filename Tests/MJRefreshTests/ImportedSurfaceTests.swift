import MJRefresh
import SimulationTesting
import Testing

/// What MJRefresh 3.7.9's Swift interface promises beyond the spelling that
/// `Tools/mjrefresh-api-parity` checks: the state's raw values, the factory initializers a subclass inherits,
/// and the results the importer makes discardable.
@MainActor
@Suite(.uiSimulation)
struct ImportedSurfaceTests {
    @Test func theStatesRawValuesAreMJRefreshs() {
        // MJRefresh's NS_ENUM starts at 1: code that stores or compares raw values reads the same numbers here.
        let states: [MJRefreshState] = [.idle, .pulling, .refreshing, .willRefresh, .noMoreData]
        #expect(states.map(\.rawValue) == [1, 2, 3, 4, 5])
        #expect((1...5).map { MJRefreshState(rawValue: $0) } == states)
        #expect(MJRefreshState(rawValue: 0) == nil)
        #expect(MJRefreshState(rawValue: 6) == nil)
    }

    /// A subclass of each kind, created with the factory initializer it inherits (MJRefresh's `instancetype`
    /// class methods), is an instance of the subclass whose refreshing block runs when it refreshes.
    @Test(arguments: [Kind.header, .autoFooter, .backFooter, .trailer])
    func aSubclassCreatedWithTheInheritedFactoryIsTheSubclassAndRefreshes(kind: Kind) {
        let stage = Stage(contentWidth: 1200)
        let counter = CallCounter()
        let component = kind.make(counter.action)
        #expect(type(of: component) == kind.subclass)
        stage.attach(component)
        component.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(component.state == .refreshing)
        #expect(counter.count == 1)
    }

    /// Every Objective-C method's result is discardable in Swift, so MJRefresh's queries can be called bare
    /// without a warning (this file compiles with none); a bare call changes nothing.
    @Test func theImportedQueriesAreDiscardableAndChangeNothing() {
        let stage = Stage()
        let footer = stage.attach(MJRefreshBackStateFooter {})
        UISimulation.runUntilIdle()
        let shown = footer.stateLabel.text
        footer.title(for: .noMoreData)
        footer.stateLabel.mj_textWidth()
        stage.scrollView.mj_totalDataCount()
        #expect(footer.stateLabel.text == shown)
        #expect(footer.state == .idle)

        let subviews = stage.scrollView.subviews.count
        UILabel.mj_()
        Bundle.mj_refresh()
        Bundle.mj_arrowImage()
        Bundle.mj_trailArrowImage()
        Bundle.mj_localizedString(forKey: MJRefreshHeaderIdleText)
        Bundle.mj_localizedString(forKey: "NoSuchKey", value: "fallback")
        #expect(stage.scrollView.subviews.count == subviews)
        #expect(Bundle.mj_localizedString(forKey: "NoSuchKey", value: "fallback") == "fallback")
    }

    enum Kind: CaseIterable, Sendable {
        case header, autoFooter, backFooter, trailer

        @MainActor func make(_ action: @escaping MJRefreshComponentAction) -> MJRefreshComponent {
            switch self {
            case .header: SubclassedHeader(refreshingBlock: action)
            case .autoFooter: SubclassedAutoFooter(refreshingBlock: action)
            case .backFooter: SubclassedBackFooter(refreshingBlock: action)
            case .trailer: SubclassedTrailer(refreshingBlock: action)
            }
        }

        var subclass: MJRefreshComponent.Type {
            switch self {
            case .header: SubclassedHeader.self
            case .autoFooter: SubclassedAutoFooter.self
            case .backFooter: SubclassedBackFooter.self
            case .trailer: SubclassedTrailer.self
            }
        }
    }
}

private final class SubclassedHeader: MJRefreshNormalHeader {}
private final class SubclassedAutoFooter: MJRefreshAutoNormalFooter {}
private final class SubclassedBackFooter: MJRefreshBackNormalFooter {}
private final class SubclassedTrailer: MJRefreshNormalTrailer {}
