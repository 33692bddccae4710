import SimulationTesting
import Testing
import UIKit

/// `UISimulation.writes` counts every write of the kinds that cost a device layout or Core Animation work, also one
/// that keeps the value.
@MainActor
@Suite(.uiSimulation)
struct UIKitWritesTests {
    @Test func everyWriteCountsByKindAlsoOneThatKeepsTheValue() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = UILabel()
        let image = UIImageView()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let before = UISimulation.writes
        view.frame = view.frame
        view.center = CGPoint(x: 1, y: 1)
        view.alpha = 1
        view.alpha = 0.5
        view.isHidden = false
        view.setNeedsLayout()
        view.transform = .identity
        label.text = "a"
        label.attributedText = NSAttributedString(string: "b")
        image.image = UIImage()
        scrollView.contentInset = .zero
        scrollView.contentOffset = CGPoint(x: 0, y: 5)
        let writes = UISimulation.writes - before
        #expect(writes.alphas == 2)
        #expect(writes.hiddenFlags == 1)
        #expect(writes.layoutRequests >= 1)
        #expect(writes.transforms == 1)
        #expect(writes.texts == 2)
        #expect(writes.images == 1)
        #expect(writes.contentInsets == 1)
        #expect(writes.contentOffsets == 1)
        #expect(writes.geometry >= 2, "the frame and the centre, and the bounds the offset moves")
        #expect(writes.total > 0)
    }
}
