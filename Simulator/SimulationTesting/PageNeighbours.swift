public import UIKit

extension Array where Element: UIViewController {
    /// The page before `page` in this list of pages, as a `UIPageViewController` data source answers
    /// `pageViewController(_:viewControllerBefore:)`: `nil` at the first page, or for a page not in the list.
    public func page(before page: UIViewController) -> Element? {
        firstIndex { $0 === page }.flatMap { $0 > 0 ? self[$0 - 1] : nil }
    }

    /// The page after `page` in this list of pages, as a `UIPageViewController` data source answers
    /// `pageViewController(_:viewControllerAfter:)`: `nil` at the last page, or for a page not in the list.
    public func page(after page: UIViewController) -> Element? {
        firstIndex { $0 === page }.flatMap { $0 < count - 1 ? self[$0 + 1] : nil }
    }
}
