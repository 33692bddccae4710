/// Presents search for the content of a view controller; its `searchBar` goes in a navigation item.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results, if not the one being searched.
    open private(set) var searchResultsController: UIViewController?

    /// The search field. The navigation bar places it under the title.
    open var searchBar: UISearchBar { madeSearchBar }

    private lazy var madeSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))

    /// Whether the search is presented. In a navigation item, presenting it shows the search field in full (also
    /// one scrolled out of sight), the large title gives way, and with `hidesNavigationBarDuringPresentation` the
    /// field takes the title row's place; the searched list's safe area follows. Dismissing it brings the item's
    /// bar back with everything shown. Stand-in choice: the bars change at once (UIKit animates them) and nothing
    /// else is presented (no results view, no dimming, no keyboard).
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
            }
            (searchBar.superview as? UINavigationBar)?.navigationController?.updateBars()
            if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
            if isActive {
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.didDismissSearchController(self)
            }
        }
    }
    /// Told when the search is presented and dismissed (see `UISearchControllerDelegate`); held weakly.
    weak open var delegate: (any UISearchControllerDelegate)?
    /// Whether the search bar shows its cancel button while the search is presented; `true` by default. Stored
    /// only: the stand-in's field draws no buttons.
    @available(iOS 13.0, *)
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows as the search text changes; `true` by default. Stored only: the
    /// stand-in shows no results view.
    @available(iOS 13.0, *)
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now; `false` by default. Stored only.
    @available(iOS 13.0, *)
    open var showsSearchResultsController = false
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
    /// Told of the user's editing (see `UISearchBarDelegate`); held weakly.
    weak open var delegate: (any UISearchBarDelegate)?
    /// Whether the cancel button shows; `false` by default. Stored only: the stand-in's field draws no buttons.
    open var showsCancelButton = false
    /// The look of the bar; `.default` by default. Stored only.
    @available(iOS 7.0, *)
    open var searchBarStyle: UISearchBar.Style = .default
    /// The titles of the scope bar's buttons; no scope bar shows with fewer than two. Stored only.
    open var scopeButtonTitles: [String]?
    /// The selected scope button; 0 by default.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows; `false` by default. Stored only.
    open var showsScopeBar = false
    /// The tint of the bar's background; `nil` by default. Stored only.
    open var barTintColor: UIColor?

    /// Shows or hides the cancel button (see `showsCancelButton`).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The look of a search bar.
    public enum Style: UInt, @unchecked Sendable {
        /// The system's default: prominent.
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background; an opaque field.
        case minimal = 2
    }

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
