import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct ViewControllerTests {
    @Test func lifecycleRunsInUIKitOrderAndDisappearsWithTheWindow() {
        let window = makeWindow()
        let controller = LifecycleController()
        window.rootViewController = controller
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        window.isHidden = true
        #expect(controller.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func rootOfAHiddenWindowAppearsWhenTheWindowShows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = LifecycleController()
        window.rootViewController = controller
        #expect(controller.events == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(controller.events.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    }

    @Test func tableViewControllerSubclassDrivesItsTable() {
        let window = makeWindow()
        let feed = FeedController()
        window.rootViewController = feed
        #expect(feed.view === feed.tableView)
        #expect(feed.loadedInViewDidLoad == true, "viewDidLoad sees the table")
        #expect(
            feed.tableView.contentSize == CGSize(width: 390, height: 30 * 60),
            "the table loaded its rows when it first appeared, with the overridden height")
        UISimulation.advance(by: 1.0 / 60)
        // 844 / 60: rows 0...14 start above the bottom.
        #expect(feed.tableView.visibleCells.count == 15)
        #expect(feed.tableView.visibleCells.first?.reuseIdentifier == "post")

        feed.tableView.cellForRow(at: IndexPath(row: 3, section: 0))!.simulateTap()
        #expect(feed.tapped == [IndexPath(row: 3, section: 0)], "the subclass's override is called")
        #expect(feed.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))

        feed.tableView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(feed.scrolls == 1, "scroll delegate methods are overridable too")

        window.isHidden = true
        window.isHidden = false
        #expect(feed.tableView.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
    }

    @Test func plainTableViewControllerShowsNothing() {
        let controller = UITableViewController(style: .grouped)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        #expect(UITableViewController().tableView.style == .plain)
    }

    @Test func collectionViewControllerSubclassWithFlowDelegate() {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let trailer = TrailerController(collectionViewLayout: layout)
        #expect(trailer.collectionViewLayout === layout)
        window.rootViewController = trailer
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.collectionView.collectionViewLayout === layout)
        // Ten 120 pt columns, 10 apart (500 + 10 + 500 > 844: one item per column).
        #expect(trailer.collectionView.contentSize == CGSize(width: 10 * 120 + 9 * 10, height: 844))
        #expect(trailer.collectionView.indexPathsForVisibleItems.count == 3, "0, 130 and 260 start before 390")
    }
}

/// Records its lifecycle callbacks.
final class LifecycleController: UIViewController {
    private(set) var events: [String] = []

    override func loadView() {
        events.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }
}

/// An app's table screen, written exactly as on iOS.
final class FeedController: UITableViewController {
    private(set) var loadedInViewDidLoad: Bool?
    private(set) var tapped: [IndexPath] = []
    private(set) var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedInViewDidLoad = tableView != nil
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        30
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        60
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tapped.append(indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }
}

/// A horizontal strip of items, sized through the flow-layout delegate as on iOS (no `override`).
final class TrailerController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "clip")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        10
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "clip", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 120, height: 500)
    }
}
