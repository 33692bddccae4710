import MJRefresh

/// The feed: pull down to reload, scroll to the end for the next page, "No more data" after the last one.
///
/// A failed reload shows "Refresh failed: No connection" in the header, and an empty feed shows a message with a
/// Try again button behind the rows. The Refresh/Stop button on the right starts a refresh or stops the one in
/// progress (its request is cancelled, so a late answer is dropped); the button on the left switches the texts
/// between English and Chinese.
public final class FeedController: UITableViewController {
    public private(set) var articles: [String] = []
    private var nextPage = 0
    private let service: any FeedService
    /// The reload in progress, which Stop cancels.
    private var reloadTask: Task<Void, Never>?

    public let refreshButton = UIBarButtonItem(title: "Refresh")
    public let languageButton = UIBarButtonItem(title: "中文")
    public let emptyView = EmptyFeedView()

    public init(service: any FeedService) {
        self.service = service
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("FeedController is made in code")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Article")
        let header = MJRefreshNormalHeader { [weak self] in self?.reload() }
        header.endRefreshingCompletionBlock = { [weak self] in self?.refreshButton.title = "Refresh" }
        tableView.mj_header = header
        let footer = MJRefreshAutoNormalFooter { [weak self] in self?.loadMore() }
        footer.isHidden = true  // until the first page is in
        tableView.mj_footer = footer

        refreshButton.primaryAction = UIAction(title: "Refresh") { [weak self] _ in self?.refreshOrStop() }
        languageButton.primaryAction = UIAction(title: "中文") { [weak self] _ in self?.switchLanguage() }
        navigationItem.rightBarButtonItem = refreshButton
        navigationItem.leftBarButtonItem = languageButton
        emptyView.retryButton.addAction(
            UIAction { [weak self] _ in self?.tableView.mj_header?.beginRefreshing() }, for: .touchUpInside)
        tableView.backgroundView = emptyView
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if articles.isEmpty { tableView.mj_header?.beginRefreshing() }
    }

    // MARK: Refresh

    private func refreshOrStop() {
        guard let header = tableView.mj_header else { return }
        if header.isRefreshing {
            reloadTask?.cancel()
            header.endRefreshing()
        } else {
            header.beginRefreshing()
        }
    }

    /// The header's refresh: page 0 replaces the feed. The button says Stop until it ends.
    private func reload() {
        refreshButton.title = "Stop"
        reloadTask?.cancel()
        reloadTask = Task { [weak self, service] in
            let result: Result<FeedPage, any Error>
            do {
                result = .success(try await service.page(0))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.reloadDidFinish(result)
        }
    }

    private func reloadDidFinish(_ result: Result<FeedPage, any Error>) {
        guard let header = tableView.mj_header else { return }
        switch result {
        case .success(let page):
            articles = page.articles
            nextPage = 1
            tableView.reloadData()
            tableView.mj_footer?.resetNoMoreData()
            tableView.mj_footer?.isHidden = articles.isEmpty
            if !page.hasMore { tableView.mj_footer?.endRefreshingWithNoMoreData() }
            header.endRefreshing()
        case .failure:
            header.endRefreshing(with: .failure(message: "No connection"))
        }
        emptyView.isHidden = !articles.isEmpty
    }

    // MARK: Load more

    private func loadMore() {
        let page = nextPage
        Task { [weak self, service] in
            let next = try? await service.page(page)
            self?.loadMoreDidFinish(next)
        }
    }

    private func loadMoreDidFinish(_ page: FeedPage?) {
        guard let footer = tableView.mj_footer else { return }
        guard let page else { return footer.endRefreshing() }
        articles += page.articles
        nextPage += 1
        tableView.reloadData()
        page.hasMore ? footer.endRefreshing() : footer.endRefreshingWithNoMoreData()
    }

    // MARK: Language

    private func switchLanguage() {
        let config = MJRefreshConfig.default
        let chinese = config.languageCode == "zh-Hans"
        config.languageCode = chinese ? "en" : "zh-Hans"
        languageButton.title = chinese ? "中文" : "English"
    }

    // MARK: Rows

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        articles.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
        cell.textLabel?.text = articles[indexPath.row]
        return cell
    }
}
