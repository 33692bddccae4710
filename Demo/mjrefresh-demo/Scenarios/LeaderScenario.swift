import MJRefresh

extension Scenario {
    /// The leader at the start of a horizontal collection view.
    static let leader = Scenario(
        name: "leader",
        title: "Leader on a carousel",
        summary: "MJRefreshNormalLeader on a horizontal UICollectionView: pulling right past the first card arms "
            + "it (\"Release to refresh\"), releasing refreshes with the left inset, the app updates the cards and "
            + "ends, and the left inset goes back.",
        expectedActivity: refresh("leader", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let carousel = CarouselController(cardCount: 8)
            director.phone.show(carousel, title: "Discover")
            let collection = carousel.collectionView
            collection.layoutIfNeeded()
            let leader = MJRefreshNormalLeader { [unowned director, unowned carousel] in
                director.after(1.0, "the cards are up to date: endRefreshing()") {
                    carousel.collectionView.mj_leader?.endRefreshing()
                }
            }
            director.watch(leader, as: "leader").link(to: collection)
            director.follow(collection, as: "collection", axis: .horizontal)
            director.start("a horizontal collection of 8 cards with an MJRefreshNormalLeader")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 200, y: 0), over: 0.6)
            director.wait(0.2)
            director.lift()
            director.wait(2.0)
        })
}
