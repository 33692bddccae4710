import MJRefresh
import SimulationTesting
import Testing

/// The search bar in the navigation item (`navigationItem.searchController`, MJRefresh #308, #318, #591, #1369;
/// field report G2): what MJRefresh 3.7.9 (modelled by `MJRefresh379Header`) does there in the stand-in, and our
/// header in the same scenarios, with and without a large title, with a search field that hides while scrolling
/// and one that stays.
@MainActor
@Suite(.uiSimulation)
struct SearchBarReportedFailuresTests {
    /// A navigation item with a search controller.
    struct SearchScreen: CustomTestStringConvertible, Sendable {
        var largeTitle: Bool
        var hidesSearchBarWhenScrolling: Bool

        var testDescription: String {
            (largeTitle ? "large title, " : "") + (hidesSearchBarWhenScrolling ? "hiding search field" : "search field")
        }

        static let all = [true, false].flatMap { largeTitle in
            [true, false].map { SearchScreen(largeTitle: largeTitle, hidesSearchBarWhenScrolling: $0) }
        }

        /// What scrolling takes away from the bar: the large title, and the search field when it hides.
        var collapsible: CGFloat { (largeTitle ? 52 : 0) + (hidesSearchBarWhenScrolling ? 52 : 0) }

        @MainActor func make() -> (ContainerScreen, UISearchController) {
            let list = RowsController()
            list.navigationItem.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
            let screen = ContainerScreen(Bars(largeTitle: largeTitle, search: true, name: testDescription), list: list)
            return (screen, list.navigationItem.searchController!)
        }
    }

    /// MJRefresh #308: with `automaticallyChangeAlpha`, the idle header's text showed under the translucent bar
    /// after a search was presented and dismissed.
    ///
    /// It does not reproduce with 3.7.9, and the report is the reason, not the model: it was filed against 2.4.x
    /// with a `UISearchDisplayController` (iOS 8, its bar in the table header), and the maintainer fixed it in
    /// 2.4.9 (commit 8adbb37, "adjust alpha with UISearchDisplayController"): an offset exactly at the top used to
    /// return before the pull's percent was reset, so a list that came back to its top in one step after being
    /// below it kept the last percent as its alpha. 3.7.9 has the fix; and in a navigation item the presentation
    /// moves a list resting at its top straight from one top to the other, never below it. The scenario still
    /// checks both headers: idle, transparent, out of sight, the list at its top, no refresh.
    @Test(arguments: SearchScreen.all)
    func aSearchPresentedAndDismissedLeavesTheIdleHeaderTransparent(screen: SearchScreen) {
        let (model, modelSearch) = screen.make()
        let reference = MJRefresh379Header(on: model.scrollView)
        reference.automaticallyChangeAlpha = true
        let (ours, oursSearch) = screen.make()
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        header.isAutomaticallyChangeAlpha = true
        ours.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        for (each, search) in [(model, modelSearch), (ours, oursSearch)] {
            // The user pulls a hidden field into view (short of a refresh), taps it, then cancels.
            each.drag(40, duration: 0.3)
            each.release()
            search.isActive = true
            UISimulation.runUntilIdle()
            #expect(each.navigation.navigationBar.frame.height == 52, "only the field shows while searching")
            search.isActive = false
            UISimulation.runUntilIdle()
        }
        #expect(reference.state == .idle && reference.callbacks == 0)
        #expect(reference.alpha == 0, "3.7.9 keeps the idle header transparent")
        #expect(header.state == .idle && counter.count == 0)
        #expect(header.alpha == 0, "so does ours")
        for each in [model, ours] {
            #expect(each.scrollView.contentOffset.y == -each.scrollView.adjustedContentInset.top, "at its top")
        }
        #expect(ours.visibleHeight(of: header) == 0)
    }

    /// The search bar's version of MJRefresh #1029 (field report G2: refresh text visible under the bar after the
    /// refresh): scrolled up while refreshing, the bar hides its search field and collapses its large title, and
    /// 3.7.9's re-clamp keeps the original inset it took with them shown, so its end leaves their height in
    /// `contentInset.top`: back at the top, the list rests that far below the bar with the idle header showing
    /// in the gap. A search field that stays (and no large title) collapses nothing, and 3.7.9 is right there.
    @Test(arguments: SearchScreen.all)
    func aRefreshScrolledUpUnderTheSearchField(screen: SearchScreen) {
        let (model, _) = screen.make()
        let reference = MJRefresh379Header(on: model.scrollView)
        let (ours, _) = screen.make()
        let header = MJRefreshNormalHeader {}
        ours.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        for each in [model, ours] {
            each.drag(160, duration: 0.4)
            each.release()
            each.drag(-300, duration: 0.4)
            each.release()
        }
        reference.endRefreshing()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(model.scrollView.contentInset.top == screen.collapsible, "3.7.9 leaves what collapsed behind")
        #expect(ours.scrollView.contentInset.top == 0, "ours restores the host's inset")
        for each in [model, ours] {
            each.scrollView.setContentOffset(CGPoint(x: 0, y: -1000), animated: false)
            each.scrollView.setContentOffset(
                CGPoint(x: 0, y: -each.scrollView.adjustedContentInset.top), animated: false)
            UISimulation.runUntilIdle()
        }
        // UIKit's top with everything shown: the status area, the title row, the large title, the search field.
        let expandedTop: CGFloat = 59 + 44 + (screen.largeTitle ? 52 : 0) + 52
        #expect(model.visibleHeight(of: reference) == min(screen.collapsible, 54), "its idle header shows")
        #expect(model.scrollView.contentOffset.y == -expandedTop - screen.collapsible)
        #expect(ours.visibleHeight(of: header) == 0)
        #expect(ours.scrollView.contentOffset.y == -expandedTop, "ours rests where UIKit puts the list")
    }

    /// Field report G2 for a pull: the pull shows a hidden search field (UIKit leaves it shown), and after the
    /// refresh the list rests at its top with the bar as the pull left it, the large title expanded. 3.7.9 gets
    /// this right, and so does ours.
    @Test(arguments: SearchScreen.all)
    func aPullAndItsRefreshLeaveTheBarAsThePullLeftIt(screen: SearchScreen) {
        let (model, _) = screen.make()
        let reference = MJRefresh379Header(on: model.scrollView)
        let (ours, _) = screen.make()
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        ours.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        let shownByThePull: CGFloat = screen.hidesSearchBarWhenScrolling ? 52 : 0
        let restingOffset = ours.scrollView.contentOffset.y - shownByThePull
        let barHeight = ours.navigation.navigationBar.frame.height + shownByThePull
        for each in [model, ours] {
            each.drag(160, duration: 0.4)
            each.release()
            #expect(each.navigation.navigationBar.frame.height == barHeight, "refreshing below the whole bar")
        }
        #expect(reference.callbacks == 1 && counter.count == 1)
        reference.endRefreshing()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        for each in [model, ours] {
            #expect(each.scrollView.contentOffset.y == restingOffset)
            #expect(each.navigation.navigationBar.frame.height == barHeight)
            #expect(each.scrollView.contentInset.top == 0)
        }
        #expect(model.visibleHeight(of: reference) == 0 && ours.visibleHeight(of: header) == 0)
    }

    /// MJRefresh #1369 (a refresh begun in code under a large title and a search field) and field report G2:
    /// after a refresh begun in code, the list rests where it was, the search field hidden if it was and the
    /// large title as expanded as it was. 3.7.9 shows its header below the bar without moving the bar, but its
    /// end gives the inset back while the content still rests the header's height down: the bar reads that as a
    /// pull past the top and shows the hidden field (the stand-in counts an inset change like a scroll, as
    /// eggswift/pull-to-refresh #151 reports for the large title).
    ///
    /// Ours grows its inset before it moves the content down by it, and at the end puts the content back at the
    /// top the inset leaves: the list ends where it was, with the bar as it was.
    @Test(arguments: SearchScreen.all)
    func aRefreshBegunInCodeLeavesTheSearchFieldWhereItWas(screen: SearchScreen) {
        let (model, _) = screen.make()
        let reference = MJRefresh379Header(on: model.scrollView)
        let (ours, _) = screen.make()
        let counter = CallCounter()
        let header = MJRefreshNormalHeader(refreshingBlock: counter.action)
        ours.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        let restingOffset = ours.scrollView.contentOffset.y
        let barHeight = ours.navigation.navigationBar.frame.height
        #expect(model.scrollView.contentOffset.y == restingOffset)
        reference.beginRefreshing()
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(reference.callbacks == 1 && counter.count == 1)
        #expect(model.visibleHeight(of: reference) == 54, "3.7.9's header shows below the bar")
        #expect(model.navigation.navigationBar.frame.height == barHeight, "and the bar stays as it was")
        #expect(ours.visibleHeight(of: header) == 54)
        reference.endRefreshing()
        header.endRefreshing()
        UISimulation.runUntilIdle()
        let fieldShownByTheEnd: CGFloat = screen.hidesSearchBarWhenScrolling ? 52 : 0
        #expect(model.navigation.navigationBar.frame.height == barHeight + fieldShownByTheEnd)
        #expect(model.scrollView.contentOffset.y == restingOffset - fieldShownByTheEnd)
        #expect(ours.navigation.navigationBar.frame.height == barHeight, "the bar as it was")
        #expect(ours.scrollView.contentOffset.y == restingOffset, "the list where it was")
        #expect(ours.scrollView.contentInset.top == 0)
        #expect(ours.visibleHeight(of: header) == 0)
    }

    /// Records the navigation bar's height each time the list scrolls or its adjusted inset changes.
    private final class BarRecorder: NSObject, UITableViewDelegate {
        let bar: UINavigationBar
        var heights: [CGFloat] = []

        init(_ bar: UINavigationBar) { self.bar = bar }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { heights.append(bar.frame.height) }

        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { heights.append(bar.frame.height) }
    }

    /// The reveal of a refresh begun in code never shows the hidden search field, not even for a moment: the
    /// header's inset grows before the content moves down by it, so the content never passes the top the bar
    /// tracks. (The bar moves for the list's every scroll and inset change, after the list's delegate hears of
    /// it: a field shown by one change is what the delegate sees at the next.)
    @Test func theRevealOfARefreshBegunInCodeNeverShowsTheHiddenSearchField() {
        let (ours, _) = SearchScreen(largeTitle: false, hidesSearchBarWhenScrolling: true).make()
        let header = MJRefreshNormalHeader {}
        ours.scrollView.mj_header = header
        UISimulation.runUntilIdle()
        let recorder = BarRecorder(ours.navigation.navigationBar)
        ours.scrollView.delegate = recorder
        defer { ours.scrollView.delegate = nil }
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        recorder.heights.append(ours.navigation.navigationBar.frame.height)
        #expect(header.state == .refreshing && ours.visibleHeight(of: header) == 54)
        #expect(recorder.heights.count > 1, "the reveal scrolled the list")
        #expect(recorder.heights.allSatisfy { $0 == 44 }, "the title row alone, throughout: \(recorder.heights)")
    }
}
