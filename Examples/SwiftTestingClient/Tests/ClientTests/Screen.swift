import MJRefresh

/// A phone screen with one scroll view, as an app would have it: a 390 × 844 window with a status bar and a
/// home indicator, and a list of `rows` rows of 44 pt.
@MainActor
struct Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView: UIScrollView

    init(rows: Int = 40, scrollView: UIScrollView? = nil) {
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        self.scrollView = scrollView ?? UIScrollView(frame: window.bounds)
        self.scrollView.frame = window.bounds
        self.scrollView.contentSize = CGSize(width: 390, height: CGFloat(rows) * 44)
        window.addSubview(self.scrollView)
        UISimulation.advance(by: 1.0 / 60)
        self.scrollView.contentOffset = CGPoint(x: 0, y: -self.scrollView.adjustedContentInset.top)
    }

    /// A finger pulls the list down by `distance` and stays down.
    func pullDown(_ distance: CGFloat) {
        scrollView.simulateTouchDown()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: distance), duration: 0.3)
    }

    /// A finger pushes the list up by `distance` and lifts.
    func pushUp(_ distance: CGFloat) {
        scrollView.simulateTouchDown()
        scrollView.simulateDrag(by: CGPoint(x: 0, y: -distance), duration: 0.3)
        scrollView.simulateTouchUp(velocity: .zero)
    }
}

/// Counts the calls of a component's callback.
@MainActor
final class Calls {
    private(set) var count = 0
    var action: MJRefreshComponentAction { { [self] in count += 1 } }
}
