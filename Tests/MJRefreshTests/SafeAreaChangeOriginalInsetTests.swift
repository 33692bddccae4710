import MJRefresh
import SimulationTesting
import Testing

/// The back footer and the trailer sit against the visible area and re-place themselves at the layout pass after a
/// safe area change. `scrollViewOriginalInset` is the effective inset they measure from: it follows the change there,
/// not only at the next offset change (a home indicator appearing moves no offset of a list at its top).
@MainActor
@Suite(.uiSimulation)
struct SafeAreaChangeOriginalInsetTests {
    @Test func theBackFootersOriginalInsetFollowsANewSafeAreaAtTheNextLayout() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        #expect(footer.scrollViewOriginalInset.bottom == 10)
        let offset = stage.scrollView.contentOffset
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        UISimulation.advance(by: oneFrame)
        #expect(stage.scrollView.contentOffset == offset, "no offset change on the way")
        #expect(footer.scrollViewOriginalInset.bottom == CGFloat(10 + 34), "the host's 10 pt and the safe area's 34")
    }

    @Test func theTrailersOriginalInsetFollowsANewSafeAreaAtTheNextLayout() {
        let (stage, collection, trailer, _) = makeTrailerGallery(items: 70)
        #expect(trailer.scrollViewOriginalInset.right == 0)
        let offset = collection.contentOffset
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 21)
        UISimulation.advance(by: oneFrame)
        #expect(collection.contentOffset == offset, "no offset change on the way")
        #expect(trailer.scrollViewOriginalInset.right == 21, "the horizontal content takes the safe area's right")
    }

    /// A scroll view subclass reporting its own safe area (overriding the `safeAreaInsets` getter): the header
    /// measures from the adjusted inset that override gives, at the next offset change.
    private final class SelfReportingScrollView: UIScrollView {
        var reportedSafeArea: UIEdgeInsets = .zero
        override var safeAreaInsets: UIEdgeInsets { reportedSafeArea }
    }

    @Test func theHeadersOriginalInsetFollowsAnOverriddenSafeAreaAtTheNextOffsetChange() throws {
        let stage = Stage(scrollView: SelfReportingScrollView())
        let scrollView = try #require(stage.scrollView as? SelfReportingScrollView)
        let header = stage.attach(MJRefreshNormalHeader {})
        scrollView.reportedSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(header.scrollViewOriginalInset.top == 47, "an offset change measures the inset again")
    }
}
