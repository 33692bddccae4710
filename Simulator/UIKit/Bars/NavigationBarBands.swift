/// The heights of a navigation bar's parts for the item it shows and the position of the tracked scroll view.
///
/// Below the title row sit the large title (when the item shows one) and the search field (when it has a search
/// controller). Scrolling the content up first hides the search field (when it hides while scrolling), then
/// collapses the large title, point for point; pulling the content past its top stretches the bar by the pull
/// (the large title follows the content down), without adding to the safe area. Sources: the large title's
/// collapse and stretch (jcavar/refresher #38, MJRefresh #1134's maintainer comment), the search field hiding
/// with the scroll (`hidesSearchBarWhenScrolling`'s documentation). Stand-in choice: no source measures the
/// heights frame by frame, so they follow the offset exactly.
struct NavigationBarBands: Equatable {
    /// The large title's full height, 0 when the item shows none.
    var largeTitle: CGFloat = 0
    /// The search field's full height, 0 without a search controller.
    var searchField: CGFloat = 0
    /// Whether the search field hides as the content scrolls up.
    var searchFieldHides = false
    /// How far the collapsible parts are collapsed: 0 fully shown, `collapsible` fully hidden.
    var collapse: CGFloat = 0
    /// How far the bar is stretched by content pulled past its top (large titles only).
    var stretch: CGFloat = 0
    /// Whether the title row is hidden: a presented search that hides the navigation bar leaves only its field.
    var hidesTitleRow = false

    /// The height that scrolling can take away.
    var collapsible: CGFloat { largeTitle + searchFieldCollapsible }

    /// How much of the search field shows: it is the first to hide.
    var visibleSearchField: CGFloat {
        searchFieldHides ? searchField - min(collapse, searchField) : searchField
    }

    /// How much of the large title shows: it collapses after a hiding search field.
    var visibleLargeTitle: CGFloat {
        largeTitle - min(max(collapse - searchFieldCollapsible, 0), largeTitle)
    }

    /// How much of the search field is hidden before the large title starts collapsing.
    var searchFieldCollapsible: CGFloat { searchFieldHides ? searchField : 0 }

    /// How much of the large title is collapsed.
    var collapsedLargeTitle: CGFloat { largeTitle - visibleLargeTitle }

    /// The collapse to rest at for `collapse`: a large title left partly collapsed snaps to the nearer of fully
    /// expanded and fully collapsed (iOS snaps it, as flutter/flutter #126028 describes; at half way it expands).
    /// Within `tolerance` of either end it counts as there already.
    func restingCollapse(for collapse: CGFloat, tolerance: CGFloat) -> CGFloat {
        let start = searchFieldCollapsible
        guard largeTitle > 0, collapse > start + tolerance, collapse < start + largeTitle - tolerance else {
            return collapse
        }
        return collapse - start <= largeTitle / 2 ? start : start + largeTitle
    }

    /// What the bands add below the title row to the safe area (the stretch is left out).
    var coveredHeight: CGFloat { visibleLargeTitle + visibleSearchField }

    /// The bands while the item's search is presented: the search field alone under the title row (or in its
    /// place when `hidingTitleRow`), shown whatever the scroll position; the large title gives way.
    mutating func presentSearch(hidingTitleRow: Bool) {
        largeTitle = 0
        searchFieldHides = false
        hidesTitleRow = hidingTitleRow
    }

    /// The bands for `scrolled`, how far the content has scrolled past the top it has with everything shown
    /// (negative: pulled down past it).
    func following(scrolled: CGFloat) -> NavigationBarBands {
        var next = self
        next.collapse = min(max(scrolled, 0), collapsible)
        next.stretch = largeTitle > 0 ? max(0, -scrolled) : 0
        return next
    }
}
