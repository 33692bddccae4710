import MJRefresh
import SimulationTesting
import Testing

/// Subclasses written for MJRefresh override `setTitle(_:for:)` with a `String` title and `isRefreshing` with a
/// getter; here the title is optional and the flag settable, and overrides spelled that way take part in every
/// call, the chaining and the flag's writes included.
@MainActor
@Suite(.uiSimulation)
struct OverrideSpellingTests {
    /// A header that keeps every title it is given, as an app's subclass that logs or rewrites titles does.
    final class TitleKeepingHeader: MJRefreshNormalHeader {
        var titles: [String?] = []

        @discardableResult
        override func setTitle(_ title: String?, for state: MJRefreshState) -> Self {
            titles.append(title)
            return super.setTitle(title.map { $0.uppercased() }, for: state)
        }
    }

    /// A header that counts the writes of its flag, as an app's subclass that mirrors it to a binding does.
    final class FlagCountingHeader: MJRefreshNormalHeader {
        var flagWrites = 0

        override var isRefreshing: Bool {
            get { super.isRefreshing }
            set {
                flagWrites += 1
                super.isRefreshing = newValue
            }
        }
    }

    @Test func aSetTitleOverrideWithAnOptionalTitleRunsForEveryCall() {
        let stage = Stage()
        let header = stage.attach(TitleKeepingHeader {})
        header.setTitle("Pull me", for: .idle).setTitle(nil, for: .pulling)
        #expect(header.titles == ["Pull me", nil], "a String and a nil title both reach the override")
        #expect(header.stateLabel.text == "PULL ME", "the override's title is the one shown")
    }

    @Test func anIsRefreshingOverrideWithAGetterAndASetterBeginsAndEnds() {
        let stage = Stage()
        let (header, counter) = stage.attachCounting(FlagCountingHeader())
        header.isRefreshing = true
        UISimulation.runUntilIdle()
        #expect(header.flagWrites == 1)
        #expect(header.state == .refreshing)
        #expect(counter.count == 1)
        header.isRefreshing = false
        #expect(header.flagWrites == 2)
        #expect(header.state == .idle)
        #expect(!header.isRefreshing)
    }
}
