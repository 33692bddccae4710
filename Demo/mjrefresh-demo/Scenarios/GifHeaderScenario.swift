import MJRefresh

extension Scenario {
    /// The GIF header: pictures that follow the pull, then an animation while refreshing.
    static let gifHeader = Scenario(
        name: "gif-header",
        title: "GIF header",
        summary: "MJRefreshGifHeader with pictures drawn by the demo: the ring fills as the finger pulls "
            + "(the idle frame follows pullingPercent), turns green once releasing would refresh, and spins "
            + "while refreshing.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let list = director.showList(ListController.rows("Photo", 1...20, detail: "Shared album"), title: "Album")
            let table: UITableView = list.tableView
            let header = MJRefreshGifHeader { [unowned director, unowned list] in
                director.after(1.6, "2 new photos arrive: rows on top, endRefreshing()") {
                    list.prepend(ListController.rows("New photo", 1...2, detail: "Just now"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            header.setImages(RingArtwork.idleFrames(), for: .idle)
            header.setImages(RingArtwork.pullingFrames(), for: .pulling)
            header.setImages(RingArtwork.refreshingFrames(), duration: 0.8, for: .refreshing)
            director.watch(header, as: "header").link(to: table)
            director.start("a table of 20 photos with an MJRefreshGifHeader")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 0, y: 220), over: 1.2)
            director.wait(0.3)
            director.lift()
            director.wait(2.8)
        })
}
