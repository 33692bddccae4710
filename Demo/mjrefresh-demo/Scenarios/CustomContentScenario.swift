import MJRefresh

/// The demo's stand-in for a Lottie animation: 30 frames, each a wider bar; the pull picks the frame, a refresh
/// holds the last one, and the ending state colours it by the result.
@MainActor
final class FramePlayerView: UIView, MJRefreshContent {
    static let frameCount = 30
    private let bar = UIView()
    /// The frame on screen, 0 to 29.
    private(set) var frameIndex = 0 {
        didSet { layOutBar() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.backgroundColor = .systemBlue
        addSubview(bar)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutBar()
    }

    func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState) {
        if component.state == .refreshing { frameIndex = Self.frameCount - 1 }
        if component.state == .idle { bar.backgroundColor = .systemBlue }
    }

    func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat) {
        guard component.state != .refreshing else { return }
        frameIndex = min(Self.frameCount - 1, max(0, Int(pullingPercent * CGFloat(Self.frameCount - 1))))
    }

    func refreshComponent(_ component: MJRefreshComponent, didShow result: MJRefreshResult) {
        frameIndex = Self.frameCount - 1
        bar.backgroundColor = result == .success ? .systemBlue : .red
    }

    private func layOutBar() {
        let width = bounds.width * CGFloat(frameIndex + 1) / CGFloat(Self.frameCount)
        bar.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.height - 12, width: width, height: 6)
    }
}

extension Scenario {
    /// A header whose content is a view of the app's own, adopting `MJRefreshContent`.
    static let customContent = Scenario(
        name: "custom-content",
        title: "Custom content",
        summary: "A plain MJRefreshHeader whose contentView is the app's own frame-playing view (a Lottie "
            + "stand-in): the pull picks its frame, a refresh holds the last, and endRefreshing(with: .success) shows "
            + "the ending state for resultDisplayDuration. The header triggers at 60 pt; the view is 100 pt tall.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let list = director.showList(ListController.rows("Story", 1...20, detail: "Today"), title: "Stories")
            let table: UITableView = list.tableView
            let header = MJRefreshHeader { [unowned director, unowned list] in
                director.after(1.2, "the stories are up to date: endRefreshing(with: .success)") {
                    list.tableView.mj_header?.endRefreshing(with: .success)
                }
            }
            header.mj_h = 60
            header.contentHeight = 100
            header.contentView = FramePlayerView()
            director.watch(header, as: "header").link(to: table)
            director.start("a table with an MJRefreshHeader showing a frame-playing view")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 0, y: 260), over: 0.8)
            director.wait(0.2)
            director.lift()
            director.wait(3.0)
        })
}
