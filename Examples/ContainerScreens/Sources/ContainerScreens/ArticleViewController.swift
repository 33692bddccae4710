import MJRefresh
import UIKit

/// An article in a plain scroll view inside a plain view, laid out as a web view's page is: the header refreshes
/// below the navigation bar.
public final class ArticleViewController: UIViewController {
    public let scrollView = UIScrollView()
    public private(set) var refreshes = 0
    private let source: any MessageSource

    public init(source: any MessageSource = DelayedMessageSource()) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        source = DelayedMessageSource()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Article"
        navigationItem.largeTitleDisplayMode = .never
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.mj_header = MJRefreshNormalHeader { [weak self] in
            guard let self else { return }
            self.refreshes += 1
            self.source.load(page: 0) { [weak self] _, _ in self?.scrollView.mj_header?.endRefreshing() }
        }
    }
}
