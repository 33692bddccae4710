import MJRefresh
import SimulationTesting
import Testing

/// What the components write to UIKit per offset change, beyond what the scroll view itself writes: each write
/// costs layout or Core Animation work on a device. Nothing while nothing visible changes; while a pull moves, only
/// what the picture needs (the percent-driven alpha or GIF frame).
@MainActor
@Suite(.uiSimulation)
struct UIKitWritesPerScrollEventTests {
    /// The writes `offsets` cost on `stage`'s scroll view, minus what the same offsets cost a bare scroll view.
    private func componentWrites(_ stage: Stage, offsets: [CGPoint]) -> UIKitWrites {
        UISimulation.advance(by: 0.5)
        let bare = Stage()
        bare.scrollView.contentSize = stage.scrollView.contentSize
        UISimulation.advance(by: 0.5)
        let bareBefore = UISimulation.writes
        for offset in offsets { bare.scrollView.contentOffset = offset }
        let bareWrites = UISimulation.writes - bareBefore
        let before = UISimulation.writes
        for offset in offsets { stage.scrollView.contentOffset = offset }
        return UISimulation.writes - before - bareWrites
    }

    private func vertical(_ range: ClosedRange<Int>) -> [CGPoint] {
        range.map { CGPoint(x: 0, y: CGFloat($0)) }
    }

    @Test func aListScrolledAwayFromItsIdleComponentsWritesNothing() {
        let header = Stage(contentHeight: 3000)
        header.scrollView.mj_header = MJRefreshNormalHeader {}
        header.scrollView.mj_header?.isAutomaticallyChangeAlpha = true
        #expect(componentWrites(header, offsets: vertical(500...600)) == UIKitWrites())
        let both = Stage(contentHeight: 3000)
        both.scrollView.mj_header = MJRefreshGifHeader {}
        both.scrollView.mj_footer = MJRefreshAutoNormalFooter {}
        #expect(componentWrites(both, offsets: vertical(500...600)) == UIKitWrites())
        let back = Stage(contentHeight: 3000)
        back.scrollView.mj_footer = MJRefreshBackNormalFooter {}
        #expect(componentWrites(back, offsets: vertical(500...600)) == UIKitWrites())
        let trailer = Stage(contentWidth: 3000)
        trailer.scrollView.mj_trailer = MJRefreshNormalTrailer {}
        #expect(componentWrites(trailer, offsets: (500...600).map { CGPoint(x: CGFloat($0), y: 0) }) == UIKitWrites())
    }

    @Test func aPullUnderTheThresholdWritesOnlyThePercentDrivenAlpha() {
        let stage = Stage()
        let header = MJRefreshNormalHeader {}
        header.isAutomaticallyChangeAlpha = true
        stage.scrollView.mj_header = header
        let offsets = vertical(-40 ... -1).reversed()
        let writes = componentWrites(stage, offsets: Array(offsets))
        #expect(writes.alphas == offsets.count, "one alpha per new percent")
        #expect(writes.total == writes.alphas, "\(writes)")
        #expect(header.state == .idle)
    }

    @Test func aGifHeaderPulledWritesAnImageOnlyWhenItsFrameChanges() {
        let stage = Stage()
        let header = MJRefreshGifHeader {}
        let frames = (0..<4).map { _ in UIImage() }
        header.setImages(frames, for: .idle)
        stage.scrollView.mj_header = header
        let writes = componentWrites(stage, offsets: Array(vertical(-40 ... -1).reversed()))
        // 40 points of a 54-point header: the first frame as the pull starts, then the second and third as the
        // percent crosses 1/4 and 2/4 (3/4 would be at 40.5).
        #expect(writes.images == 3, "\(writes)")
        #expect(writes.total == writes.images, "\(writes)")
    }
}
