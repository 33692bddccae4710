import MJRefresh

extension Scenario {
    /// Pull to refresh on a device whose language runs right to left, with MJRefresh's Arabic texts.
    static let rightToLeft = Scenario(
        name: "rtl",
        title: "Right to left (Arabic)",
        summary: "The device runs right to left and MJRefresh speaks Arabic. The header's texts stay centred; "
            + "the arrow and the spinner sit right of them (mirrored around the header's centre) and the arrow "
            + "turns over the mirrored way. Pulling, refreshing and the top inset work as in English.",
        expectedActivity: refresh("header", through: [.idle, .pulling, .refreshing]),
        play: { director in
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
            MJRefreshConfig.default.languageCode = "ar"
            let list = director.showList(
                ListController.rows("رسالة", 1...20, detail: "وصلت أمس"),
                title: "البريد الوارد")
            let table: UITableView = list.tableView
            let header = MJRefreshNormalHeader { [unowned director, unowned list] in
                director.after(1.5, "3 new messages arrive: rows on top, endRefreshing()") {
                    list.prepend(ListController.rows("رسالة جديدة", 1...3, detail: "الآن"))
                    list.tableView.mj_header?.endRefreshing()
                }
            }
            director.watch(header, as: "header").link(to: table)
            director.start(
                "a right-to-left device, MJRefreshConfig.default.languageCode = \"ar\": a table of 20 "
                    + "messages with an MJRefreshNormalHeader")
            director.wait(0.4)
            director.drag(by: CGPoint(x: 0, y: 200), over: 0.6)
            director.wait(0.4)
            director.lift()
            director.wait(2.8)
        })

    /// The trailer of a right-to-left carousel: it ends the cards on their left.
    static let rightToLeftTrailer = Scenario(
        name: "rtl-trailer",
        title: "Trailer right to left (Arabic)",
        summary: "A right-to-left device and Arabic texts: the carousel's flow layout shows its first card at the "
            + "right, so the cards end on the left, and so does the trailer, with its arrow pointing right. A "
            + "flick to the end only bounces; pulling right past the last card arms the trailer (the arrow turns "
            + "the mirrored way), releasing refreshes with the left inset, and ending gives it back.",
        expectedActivity: refresh("trailer", through: [.idle, .pulling, .refreshing]),
        play: { director in
            UISimulation.userInterfaceLayoutDirection = .rightToLeft
            MJRefreshConfig.default.languageCode = "ar"
            let carousel = CarouselController(cardCount: 8, texts: .arabic)
            director.phone.show(carousel, title: "اكتشف")
            let collection = carousel.collectionView
            collection.layoutIfNeeded()
            // A right-to-left screen opens at its first card, the content's right end.
            collection.contentOffset.x =
                collection.contentSize.width + collection.adjustedContentInset.right
                - collection.bounds.width
            let trailer = MJRefreshNormalTrailer { [unowned director, unowned carousel] in
                director.after(1.0, "4 more cards arrive: items inserted, endRefreshing()") {
                    carousel.appendCards(4)
                    carousel.collectionView.mj_trailer?.endRefreshing()
                }
            }
            director.watch(trailer, as: "trailer").link(to: collection)
            director.follow(collection, as: "collection", axis: .horizontal)
            director.start(
                "a right-to-left device, MJRefreshConfig.default.languageCode = \"ar\": a horizontal "
                    + "collection of 8 cards, first card at the right, with an MJRefreshNormalTrailer")
            director.wait(0.3)
            director.drag(by: CGPoint(x: 240, y: 0), over: 0.25)
            director.lift(velocity: CGPoint(x: 1800, y: 0))
            director.wait(1.8)
            director.drag(by: CGPoint(x: 200, y: 0), over: 0.6)
            director.wait(0.2)
            director.lift()
            director.wait(2.0)
            director.drag(by: CGPoint(x: -300, y: 0), over: 0.5)
            director.lift(velocity: CGPoint(x: -600, y: 0))
            director.wait(1.2)
        })
}
