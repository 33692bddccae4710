import MJRefresh

/// The screens around the list of a paging scene: a tab bar controller whose first tab is a paging container
/// (`PagedScreen`) of three lists, the session's list on page 1 between two `NeighbourList`s. The list is the
/// tab's content scroll view, so under iOS 26 its scrolling minimises the tab bar (`.onScrollDown`).
///
/// `.pagedLists` pages with the app's own paging scroll view, `.pageViewControllerLists` with a
/// `UIPageViewController`, which takes the pages it does not show out of the window, and `.nestedPagedLists` puts
/// the app's pager below a banner in an outer vertical table (`NestedListsController`).
@MainActor
final class SessionPaging {
    /// The list's page.
    static let listPage = 1

    let tabs = UITabBarController()
    let screen: any PagedScreen
    let neighbours: [NeighbourList]
    private weak var list: UIScrollView?
    /// The entries into `.refreshing` of every component when the running page swipe began, whether it may begin
    /// then (armed, waiting to begin, or an auto footer whose finger the swipe lifts), and whether it is on the session's list; nil when none runs (see
    /// `SessionInvariants.swipeRefreshesNothing`).
    private(set) var swipeStart: [(log: ComponentLog, entries: Int, mayBegin: Bool, onList: Bool)]?
    /// The list's offset when the running page swipe began.
    private(set) var listOffsetAtSwipeStart: CGPoint?

    init(setup: SessionSetup, list: UIScrollView, window: UIWindow) {
        self.list = list
        neighbours = (0..<2).map { _ in NeighbourList(setup: setup, frame: window.bounds) }
        let lists = [neighbours[0].scrollView, list, neighbours[1].scrollView]
        switch setup {
        case .pageViewControllerLists: screen = ListBook(lists: lists)
        case .nestedPagedLists: screen = NestedListsController(lists: lists)
        default: screen = PagedListsController(lists: lists)
        }
        screen.controller.setContentScrollView(list, for: .bottom)
        tabs.tabBarMinimizeBehavior = .onScrollDown
        tabs.viewControllers = [screen.controller, UIViewController()]
        window.rootViewController = tabs
    }

    /// Whether the list is on screen: in the window, on the page shown.
    var isListShown: Bool { list?.window != nil && screen.shownPage == Self.listPage }

    /// Called before every step of the session: one finger cannot page and pull at once, so a step that puts a
    /// finger on the list lifts the pager's (without velocity), and a swipe lifts the list's. A page swipe (or turn)
    /// is watched from its first step until a step that is not a swipe's, a turn's or time passing.
    func willPerform(_ step: SessionStep, rig: SessionRig) {
        switch step {
        case .touchDown, .drag:
            if screen.pager.isTracking { screen.pager.simulateTouchUp(velocity: .zero) }
            swipeStart = nil
        case .paging(.swipe), .paging(.turnPage):
            // A pull armed when the finger lifts, and a begin waiting for a window, may start their refresh; so may
            // the list's auto footer when the swipe lifts the list's finger, whose lift at the list's end loads (as
            // MJRefresh's pan-end rule does).
            if swipeStart == nil {
                let neighbourLogs = neighbours.flatMap(\.logs)
                let liftsListFinger = step.isPageSwipe && list?.isTracking == true
                swipeStart = (rig.logs + neighbourLogs).map { log in
                    let state = log.component?.state
                    let onList = !neighbourLogs.contains { $0 === log }
                    let mayBegin =
                        state == .willRefresh || state == .pulling
                        || (onList && liftsListFinger && log.component is MJRefreshAutoFooter)
                    return (log, log.entriesIntoRefreshing, mayBegin, onList)
                }
                listOffsetAtSwipeStart = list?.contentOffset
            }
            if step.isPageSwipe, list?.isTracking == true { list?.simulateTouchUp(velocity: .zero) }
        case .paging(.swipeEnded), .wait, .settle:
            break
        default:
            swipeStart = nil
        }
    }

    func perform(_ step: PagingStep) {
        switch step {
        case let .swipe(points, frames):
            screen.pager.simulateDrag(
                by: CGPoint(x: CGFloat(points), y: 0), duration: Double(frames) * SessionRig.frameDuration)
        case let .swipeEnded(velocity):
            screen.pager.simulateTouchUp(velocity: CGPoint(x: CGFloat(velocity), y: 0))
        case let .turnPage(index, animated):
            screen.turnPage(to: index, animated: animated)
        case .refreshShownNeighbour:
            let shown = screen.shownPage
            guard shown != Self.listPage, let neighbour = neighbours.first(where: { $0.scrollView.window != nil }),
                neighbours[shown == 0 ? 0 : 1] === neighbour
            else { return }
            if list?.isTracking == true { list?.simulateTouchUp(velocity: .zero) }
            if screen.pager.isTracking { screen.pager.simulateTouchUp(velocity: .zero) }
            neighbour.pullToRefresh()
        }
    }

    /// Brings the list's page back on screen: the pager's finger lifts, the list's tab is selected and its page
    /// turned to.
    func showList() {
        screen.pager.simulateTouchUp(velocity: .zero)
        tabs.selectedIndex = 0
        if screen.shownPage != Self.listPage { screen.turnPage(to: Self.listPage, animated: false) }
    }

    /// The app lets go of its screens.
    func tearDown(window: UIWindow) {
        screen.pager.simulateTouchUp(velocity: .zero)
        window.rootViewController = nil
    }
}

extension SessionStep {
    /// Whether the step moves the pager's finger.
    fileprivate var isPageSwipe: Bool {
        if case .paging(.swipe) = self { true } else { false }
    }
}
