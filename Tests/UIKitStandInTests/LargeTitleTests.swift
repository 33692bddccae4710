import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct LargeTitleTests {
    /// A large-title navigation controller showing a 40-row list, at rest on a phone.
    private func largeTitleList() -> (UINavigationController, ListController) {
        let list = ListController("list")
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showOnPhone(navigation)
        return (navigation, list)
    }

    @Test func anExpandedLargeTitleAdds52PointsToTheBarAndTheSafeArea() {
        let (navigation, list) = largeTitleList()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 390, height: 96))
        #expect(list.tableView.safeAreaInsets.top == 155)
        #expect(list.tableView.contentOffset.y == -155)
    }

    @Test func scrollingUpCollapsesTheTitlePointForPointAndTheSafeAreaFollows() {
        let (navigation, list) = largeTitleList()
        list.tableView.simulateDrag(by: CGPoint(x: 0, y: -30), duration: 0.2)
        #expect(list.tableView.contentOffset.y == -125)
        #expect(navigation.navigationBar.frame.height == 66)
        #expect(list.tableView.adjustedContentInset.top == 125, "the content stays glued under the shrinking bar")
        list.tableView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.3)
        #expect(navigation.navigationBar.frame.height == 44, "collapsed")
        #expect(list.tableView.adjustedContentInset.top == 103)
        list.tableView.simulateTouchUp()
        UISimulation.runUntilIdle()
        list.tableView.simulateDrag(by: CGPoint(x: 0, y: 200), duration: 0.4)
        #expect(navigation.navigationBar.frame.height > 96, "pulled down past the top, the bar stretches")
        #expect(list.tableView.adjustedContentInset.top == 155, "the stretch adds nothing to the safe area")
        #expect(
            navigation.navigationBar.frame.maxY == -list.tableView.contentOffset.y,
            "the stretched bar ends where the content starts")
        list.tableView.simulateTouchUp()
        UISimulation.runUntilIdle()
        #expect(list.tableView.contentOffset.y == -155)
        #expect(navigation.navigationBar.frame.height == 96, "expanded again at rest")
    }

    @Test func settingTheOffsetCollapsesTheTitleToo() {
        let (navigation, list) = largeTitleList()
        list.tableView.contentOffset.y = 300
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(list.tableView.safeAreaInsets.top == 103)
    }

    @Test func displayModesDecideWhichItemsShowALargeTitle() {
        let (navigation, list) = largeTitleList()
        let automatic = ListController("automatic")
        navigation.pushViewController(automatic, animated: false)
        #expect(automatic.tableView.safeAreaInsets.top == 155, ".automatic follows the previous item")
        let never = ListController("never")
        never.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(never, animated: false)
        #expect(never.tableView.safeAreaInsets.top == 103)
        let afterNever = ListController("after")
        navigation.pushViewController(afterNever, animated: false)
        #expect(afterNever.tableView.safeAreaInsets.top == 103, ".automatic after a small title is small")
        afterNever.navigationItem.largeTitleDisplayMode = .always
        #expect(afterNever.tableView.safeAreaInsets.top == 155)
        navigation.popToRootViewController(animated: false)
        #expect(list.tableView.safeAreaInsets.top == 155)
        navigation.navigationBar.prefersLargeTitles = false
        #expect(list.tableView.safeAreaInsets.top == 103, "without the bar's preference no item is large")
    }

    @Test func theBarFollowsTheScrollViewTheControllerNames() {
        let controller = UIViewController()
        let header = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 3000)
        controller.view.addSubview(header)
        controller.view.addSubview(list)
        controller.setContentScrollView(list, for: .top)
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showOnPhone(navigation)
        list.contentOffset.y = 100
        #expect(navigation.navigationBar.frame.height == 44)
        list.contentOffset.y = -155
        #expect(navigation.navigationBar.frame.height == 96)
        header.contentOffset.y = 100
        #expect(navigation.navigationBar.frame.height == 96, "the other scroll view does not drive the bar")
    }

    @Test func iOS26BarsAreTallerAndTheLargeTitleStill52() {
        UISimulation.systemVersion = .iOS26
        let (navigation, list) = largeTitleList()
        #expect(navigation.navigationBar.frame.height == 106, "54 + 52")
        #expect(list.tableView.contentOffset.y == -165, "59 + 54 + 52")
        list.tableView.contentOffset.y = 0
        #expect(list.tableView.adjustedContentInset.top == 113, "59 + 54")
    }
}
