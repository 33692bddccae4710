import SimulationTesting
import Testing
import UIKit

/// A scroll view resting at its top follows the safe area, as a table under bars starts below them; an app's
/// own inset change does not move it.
@MainActor
@Suite(.uiSimulation)
struct ScrollViewRestingEdgeTests {
    @Test func aScrollViewAtItsTopStaysAtTheTopWhenTheSafeAreaArrives() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        #expect(scrollView.contentOffset.y == 0)
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.addSubview(scrollView)
        #expect(scrollView.contentOffset.y == -47, "the content starts below the status bar")
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(scrollView.contentOffset.y == -59)
    }

    @Test func aScrolledViewAndAnAppInsetChangeKeepTheirOffset() {
        let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        scrollView.contentInset.top = 54
        #expect(scrollView.contentOffset.y == -47, "UIKit does not move the offset when contentInset grows")
        scrollView.contentOffset.y = 300
        window.simulatedSafeAreaInsets = .zero
        #expect(scrollView.contentOffset.y == 300, "a scrolled view stays where it is")
    }
}
