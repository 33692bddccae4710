/// A view controller whose view is a table it feeds: it is the table's data source and delegate.
///
/// Subclasses `override` the data-source and delegate methods, as on iOS (where Objective-C makes every
/// protocol method a member of the class). Here each one is an `open` member, so a subclass's override is the
/// one the table calls. The first time the view is about to appear, the table loads its data; with
/// `clearsSelectionOnViewWillAppear`, each appearance deselects the selected row.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `.plain` table (the stand-in has no nibs).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding from a storyboard: the stand-in has none, so this is a `.plain` table's controller.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view: the table. Setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selected row is deselected each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// The table's refresh control (`tableView.refreshControl`; reading or setting it loads the view).
    @available(iOS 6.0, *)
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes a screen-sized table of the controller's style, with the controller as data source and delegate.
    override open func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Loads the table's data the first time and clears the selection if `clearsSelectionOnViewWillAppear`.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableView else { return }
        if table.needsDataLoadFlag { table.reloadData() }
        if clearsSelectionOnViewWillAppear, let selected = table.indexPathForSelectedRow {
            table.deselectRow(at: selected, animated: animated)
        }
    }

    /// Enters or leaves editing mode and puts the table in the same mode, so the `editButtonItem` edits the
    /// table, as UIKit's table view controller does.
    override open func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows; override.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain `.default` cell; override.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title; override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title; override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: UITableViewDelegate

    /// Does nothing; override.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing; override.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// No view: a titled section gets the table's own header view; override.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Does nothing; override.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing; override.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing; override to follow the content offset.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear that a drag starts.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing; override to change where a fling ends.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing; override to hear that the finger lifted.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing; override to hear that a fling starts slowing down.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear that the content came to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear that an animated scroll ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing; override to follow the adjusted content inset.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
