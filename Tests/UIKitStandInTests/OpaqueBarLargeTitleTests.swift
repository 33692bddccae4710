import SimulationTesting
import Testing
import UIKit

/// Under an opaque bar the list's view starts below the bar, so a large title collapsing moves and resizes the view
/// instead of changing its safe area; the title still follows the offset, and the list still rests in range.
@MainActor
@Suite(.uiSimulation)
struct OpaqueBarLargeTitleTests {
    /// An empty scroll view as the view of a controller pushed over a root, in a navigation controller with an
    /// opaque large-title bar inside a tab bar controller, on a phone.
    private func emptyListUnderAnOpaqueBar() -> (UINavigationController, UIScrollView) {
        let scrollView = UIScrollView(frame: .zero)
        scrollView.alwaysBounceVertical = true
        let list = UIViewController()
        list.view = scrollView
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.prefersLargeTitles = true
        navigation.pushViewController(list, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        _ = showOnPhone(tabs)
        return (navigation, scrollView)
    }

    @Test func theViewStartsBelowTheExpandedBarWithoutASafeAreaTop() {
        let (navigation, scrollView) = emptyListUnderAnOpaqueBar()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 390, height: 96))
        #expect(scrollView.frame == CGRect(x: 0, y: 155, width: 390, height: 689))
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    /// The view's frame is stored as a centre and a size, so the view touching the bar's bottom may read a top
    /// safe area of a few ulps; that must not count as sitting under the bar (which would collapse the title by
    /// twice the scroll, move the view, and flip back the next frame).
    @Test func theTitleFollowsTheOffsetEveryFrameOfABounceAndTheListRestsAtItsTop() {
        let (navigation, scrollView) = emptyListUnderAnOpaqueBar()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -251), duration: 1.0 / 120)
        scrollView.simulateTouchUp()
        var frames = 0
        while scrollView.isDecelerating, frames < 600 {
            UISimulation.advance(by: 1.0 / 120)
            frames += 1
            let collapse = min(max(scrollView.contentOffset.y, 0), 52)
            let barHeight = navigation.navigationBar.frame.height
            #expect(abs(barHeight - (96 - collapse)) < 1e-9, "frame \(frames): offset \(scrollView.contentOffset.y)")
            #expect(abs(scrollView.frame.minY - navigation.navigationBar.frame.maxY) < 1e-9)
        }
        #expect(!scrollView.isDecelerating, "the bounce comes to rest")
        #expect(abs(scrollView.contentOffset.y) < 1e-9, "at rest within its range")
        #expect(navigation.navigationBar.frame.height == 96, "the title expanded again")
        #expect(scrollView.frame.minY == 155)
    }
}
