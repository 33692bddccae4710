import MJRefresh
import PropertyBased
import SimulationTesting
import Testing

/// The bottom inset is always the host's own value plus the footer's share, whatever the
/// order of attaching, hiding, showing, host writes, reloads and removal.
@MainActor
@Suite(.uiSimulation)
struct FooterInsetTests {
    @Test func attachingBeforeOrAfterTheHostSetsItsInsetGivesTheSameInset() {
        let host = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        let before = Stage()
        before.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        before.scrollView.contentInset = host
        let after = Stage(contentInset: host)
        after.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        for stage in [before, after] {
            #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 30, left: 0, bottom: 64, right: 0))
            stage.scrollView.mj_footer = nil
            #expect(stage.scrollView.contentInset == host, "removal restores the host's inset exactly")
        }
    }

    @Test func theSafeAreaIsNeverWrittenIntoTheContentInset() {
        let stage = Stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        #expect(stage.scrollView.contentInset.bottom == 44)
        #expect(stage.scrollView.adjustedContentInset.bottom == CGFloat(34 + 44))
        #expect(footer.scrollViewOriginalInset.bottom == 34, "the baseline without the footer's share")
        stage.pushUp(1400, duration: 1)
        #expect(footer.state == .refreshing)
        stage.release()
        #expect(abs(stage.scrollView.contentOffset.y - (2000 + 78 - 844)) <= 0.5)
        #expect(
            abs(footer.convert(footer.bounds, to: stage.window).maxY - (844 - 34)) <= 0.5, "above the home indicator")
    }

    @Test(arguments: [300, 2000] as [CGFloat])
    func aLoadingBackFooterStaysAboveTheHomeIndicator(contentHeight: CGFloat) {
        let stage = Stage(
            contentHeight: contentHeight,
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let footer = stage.attach(MJRefreshBackNormalFooter {})
        stage.pullUpPastTheEnd()
        #expect(footer.state == .refreshing)
        #expect(
            abs(footer.convert(footer.bounds, to: stage.window).maxY - (844 - 34)) <= 0.5,
            "content \(contentHeight)")
        #expect(footer.scrollViewOriginalInset.bottom == 34, "the baseline without the footer's share")
    }

    /// Up to twelve random operations, each followed by up to half a second on the clock; PropertyBased shrinks a
    /// failing order to the fewest and simplest operations and prints it with the seed that replays it.
    @Test(arguments: [true, false])
    func anyOrderOfOperationsKeepsHostPlusShare(useAuto: Bool) async {
        // (operation 0…7, a host bottom inset, a row count, seconds on the clock after it)
        let operations = zip(Gen.int(in: 0...7), Gen.int(in: 0...60), Gen.int(in: 0...40), Gen.double(in: 0...0.5))
            .array(of: 1...12)
        await propertyCheck(count: 20, input: operations) { operations in
            UISimulation.reset()
            let (stage, table, source) = makeListStage()
            var host = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            var attached: MJRefreshFooter?
            for (operation, hostBottom, rows, seconds) in operations {
                switch operation {
                case 0:
                    let footer: MJRefreshFooter = useAuto ? MJRefreshAutoNormalFooter {} : MJRefreshBackNormalFooter {}
                    table.mj_footer = footer
                    attached = footer
                case 1:
                    // A write of the bottom the list already shows is taken as unchanged (the README's bad-input
                    // table): no component can tell it from a read-modify-write of another edge.
                    let written = CGFloat(hostBottom)
                    if written != table.contentInset.bottom { host.bottom = written }
                    table.contentInset = UIEdgeInsets(
                        top: host.top, left: host.left, bottom: written, right: host.right)
                case 2:
                    attached?.isHidden.toggle()
                case 3:
                    source.rows = rows
                    table.reloadData()
                case 4:
                    table.mj_footer = nil
                    attached = nil
                case 5:
                    attached?.beginRefreshing()
                case 6:
                    attached?.endRefreshing()
                default:
                    attached?.endRefreshingWithNoMoreData()
                }
                UISimulation.advance(by: seconds)
            }
            attached?.endRefreshing()
            UISimulation.runUntilIdle()
            let share: CGFloat = useAuto && attached?.isHidden == false ? 44 : 0
            #expect(table.contentInset.bottom == host.bottom + share)
            #expect(table.contentInset.top == 0)
            table.mj_footer = nil
            UISimulation.runUntilIdle()
            #expect(table.contentInset == host)
            #expect(stage.validOffsetRangeY.contains(table.contentOffset.y))
        }
    }

    @Test(arguments: ["auto", "back"], ["idle", "refreshing", "collapsing", "no more data", "hidden", "pulling"])
    func removingAFooterInAnyStateRestoresTheBaselineExactly(kind: String, removeWhile: String) {
        let host = UIEdgeInsets(top: 12, left: 0, bottom: 25, right: 0)
        let stage = Stage(contentInset: host)
        let footer: MJRefreshFooter =
            kind == "auto"
            ? MJRefreshAutoNormalFooter {}
            : MJRefreshBackNormalFooter {}
        stage.scrollView.mj_footer = footer
        switch removeWhile {
        case "refreshing":
            stage.pullUpPastTheEnd()
        case "collapsing":
            stage.pullUpPastTheEnd()
            footer.endRefreshing()
            UISimulation.advance(by: 0.1)
        case "no more data":
            footer.beginRefreshing()
            UISimulation.runUntilIdle()
            footer.endRefreshingWithNoMoreData()
        case "hidden":
            footer.isHidden = true
        case "pulling":
            stage.scrollToBottom()
            stage.pushUp(Stage.fingerTravel(forOverscroll: 60))
        default:
            break
        }
        stage.scrollView.mj_footer = nil
        #expect(footer.scrollView == nil, "\(kind) \(removeWhile)")
        #expect(footer.state == .idle, "\(kind) \(removeWhile)")
        #expect(stage.scrollView.contentInset == host, "\(kind) \(removeWhile)")
        if stage.scrollView.isTracking { stage.release() }
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == host, "\(kind) \(removeWhile)")
        #expect(stage.validOffsetRangeY.contains(stage.scrollView.contentOffset.y), "\(kind) \(removeWhile)")
    }

    @Test func aFooterGrowingAfterItIsAttachedKeepsItsWholeHeightInTheInset() {
        let stage = Stage(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        let footer = stage.attach(MJRefreshAutoGifFooter {})
        #expect(stage.scrollView.contentInset.bottom == 54)
        footer.setImages([UIImage(simulatedColor: .red, size: CGSize(width: 30, height: 70))], for: .refreshing)
        #expect(footer.frame.height == 70)
        UISimulation.advance(by: 1.0 / 60)
        #expect(stage.scrollView.contentInset.bottom == 80)
        stage.scrollView.mj_footer = nil
        #expect(stage.scrollView.contentInset.bottom == 10)
    }

    @Test func theHeaderAndTheFooterKeepToTheirOwnEdges() {
        let host = UIEdgeInsets(top: 5, left: 1, bottom: 6, right: 2)
        let stage = Stage(contentInset: host)
        let header = MJRefreshNormalHeader {}
        let footer = stage.attach(MJRefreshAutoNormalFooter {})
        stage.scrollView.mj_header = header
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 59, left: 1, bottom: 50, right: 2))
        stage.scrollView.mj_footer = nil
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 59, left: 1, bottom: 6, right: 2))
        stage.scrollView.mj_footer = footer
        header.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(stage.scrollView.contentInset == UIEdgeInsets(top: 5, left: 1, bottom: 50, right: 2))
        stage.scrollView.mj_header = nil
        stage.scrollView.mj_footer = nil
        #expect(stage.scrollView.contentInset == host)
    }
}
