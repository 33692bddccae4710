import SimulationTesting
import Testing
import UIKit

/// A navigation controller's bar reports the items of its stack: `topItem` and `backItem`.
@MainActor
@Suite(.uiSimulation)
struct NavigationBarItemsTests {
    @Test func topAndBackItemsFollowTheStack() {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.navigationBar.topItem === root.navigationItem)
        #expect(navigation.navigationBar.backItem == nil, "one controller: nothing to go back to")
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        #expect(navigation.navigationBar.backItem?.title == "Root")
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.topItem === root.navigationItem)
    }

    @Test func aBarOfItsOwnHasNoItems() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(bar.topItem == nil)
        #expect(bar.backItem == nil)
    }
}
