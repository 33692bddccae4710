/// Presents search for the content of a view controller; its `searchBar` goes in a navigation item.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results, if not the one being searched.
    open private(set) var searchResultsController: UIViewController?

    /// The search field. The navigation bar places it under the title.
    open private(set) lazy var searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))

    /// Whether the search is presented. In a navigation item, presenting it shows the search field in full (also
    /// one scrolled out of sight), the large title gives way, and with `hidesNavigationBarDuringPresentation` the
    /// field takes the title row's place; the searched list's safe area follows. Dismissing it brings the item's
    /// bar back with everything shown. Stand-in choice: the bars change at once (UIKit animates them) and nothing
    /// else is presented (no results view, no dimming, no keyboard).
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            (searchBar.superview as? UINavigationBar)?.navigationController?.updateBars()
            if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
        }
    }
    /// Asked to update the results when the search becomes active; held weakly. Stand-in choice: the stand-in
    /// has no keyboard, so no typed text asks it, and `searchBar.text` written by the app does not either.
    weak open var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the navigation bar's title row hides while the search is presented; `true` by default. Read when
    /// the search is presented.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the content dims while searching; `true` by default. Stored only.
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation = true

    /// A search controller whose results show in `searchResultsController` (`nil`: in the searched controller).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller that shows its results in the searched controller.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding from a storyboard: the stand-in has none, so this behaves like `init(searchResultsController: nil)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A text field for search terms.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The search terms.
    open var text: String?
    /// The grey text shown while the field is empty.
    open var placeholder: String?

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The field draws itself on the navigation bar's material: see `searchFieldSVG(in:)`.
    override func svgContent(presentedBounds: CGRect) -> String {
        searchFieldSVG(in: presentedBounds)
    }

    /// Decoding from an archive: the stand-in has no nibs, so the bar starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
