import MJRefresh

extension Scenario {
    /// The trailer at the end of a horizontal collection view.
    static let trailer = Scenario(
        name: "trailer",
        title: "Trailer on a carousel",
        summary: "MJRefreshNormalTrailer on a horizontal UICollectionView. A flick to the end only bounces (only "
            + "a finger arms a refresh); pulling left past the last card arms the trailer, releasing refreshes "
            + "with the right inset, the app adds cards and ends, and the right inset goes back.",
        expectedActivity: refresh("trailer", through: [.idle, .pulling, .refreshing]),
        play: { director in
            let carousel = CarouselController(cardCount: 8)
            director.phone.show(carousel, title: "Discover")
            let collection = carousel.collectionView
            collection.layoutIfNeeded()
            let trailer = MJRefreshNormalTrailer { [unowned director, unowned carousel] in
                director.after(1.0, "4 more cards arrive: items inserted, endRefreshing()") {
                    carousel.appendCards(4)
                    carousel.collectionView.mj_trailer?.endRefreshing()
                }
            }
            director.watch(trailer, as: "trailer").link(to: collection)
            director.follow(collection, as: "collection", axis: .horizontal)
            director.start("a horizontal collection of 8 cards with an MJRefreshNormalTrailer")
            director.wait(0.3)
            director.drag(by: CGPoint(x: -240, y: 0), over: 0.25)
            director.lift(velocity: CGPoint(x: -1800, y: 0))
            director.wait(1.8)
            director.drag(by: CGPoint(x: -200, y: 0), over: 0.6)
            director.wait(0.2)
            director.lift()
            director.wait(2.0)
            director.drag(by: CGPoint(x: -300, y: 0), over: 0.5)
            director.lift(velocity: CGPoint(x: -600, y: 0))
            director.wait(1.2)
        })
}
