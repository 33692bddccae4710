import SimulationTesting
import Testing
import UIKit

/// A scroll view subclass may report its own safe area (overriding the `safeAreaInsets` getter). Its
/// `adjustedContentInset` includes what the override says at each read.
@MainActor
@Suite(.uiSimulation)
struct OverriddenSafeAreaTests {
    /// A scroll view whose safe area is whatever the app last said.
    private final class SelfReportingScrollView: UIScrollView {
        var reportedSafeArea: UIEdgeInsets = .zero
        override var safeAreaInsets: UIEdgeInsets { reportedSafeArea }
    }

    @Test func theAdjustedInsetFollowsTheOverride() throws {
        let stage = Stage(scrollView: SelfReportingScrollView())
        let scrollView = try #require(stage.scrollView as? SelfReportingScrollView)
        #expect(scrollView.adjustedContentInset.top == 0)
        scrollView.reportedSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(scrollView.adjustedContentInset.top == 47, "`.automatic` adds the safe area's top")
        #expect(scrollView.adjustedContentInset.bottom == 34)
    }
}
