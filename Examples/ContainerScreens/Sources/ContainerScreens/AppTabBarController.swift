import UIKit

/// The app: a tab bar with the inbox (a large-title navigation stack) and an article tab.
public final class AppTabBarController: UITabBarController {
    public let inbox: InboxViewController
    public let article: ArticleViewController

    public init(source: any MessageSource = DelayedMessageSource()) {
        inbox = InboxViewController(source: source)
        article = ArticleViewController(source: source)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        inbox = InboxViewController()
        article = ArticleViewController()
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        let inboxStack = UINavigationController(rootViewController: inbox)
        inboxStack.navigationBar.prefersLargeTitles = true
        let articleStack = UINavigationController(rootViewController: article)
        viewControllers = [inboxStack, articleStack]
    }
}
