import MJRefresh
import SimulationTesting
import Testing

/// How the trailer stands its title in its narrow column: CJK characters stacked one per line, every other
/// script on one line turned a quarter turn, beside the arrow and centred on the trailer's height.
@MainActor
@Suite(.uiSimulation, .refreshConfig())
struct TrailerTitleLayoutTests {
    /// The thickness of a turned line: the bold 14 pt system font's line height, rounded up.
    private static let lineThickness: CGFloat = 17

    @Test(arguments: ["zh-Hans", "zh-Hant", "ja", "ko"])
    func cjkTitlesStackOneCharacterPerLine(language: String) {
        MJRefreshConfig.default.languageCode = language
        let (_, _, trailer, _) = makeTrailerGallery(items: 14)
        UISimulation.advance(by: 1.0 / 60)
        let label = trailer.stateLabel!
        #expect(label.transform == .identity)
        #expect(label.numberOfLines == 0)
        #expect(label.frame == CGRect(x: 40 - 7, y: 0, width: 14, height: 844), "one glyph wide, beside the arrow")
    }

    @Test(arguments: ["en", "de", "ru", "th", "vi", "ar"])
    func otherTitlesAreOneLineTurnedToReadTopToBottom(language: String) {
        MJRefreshConfig.default.languageCode = language
        let (_, _, trailer, _) = makeTrailerGallery(items: 14)
        UISimulation.advance(by: 1.0 / 60)
        let label = trailer.stateLabel!
        #expect(label.numberOfLines == 1)
        #expect(label.bounds.size == CGSize(width: 844, height: Self.lineThickness), "as long as the trailer")
        // A quarter turn clockwise: the line's start (its left end) goes to the top.
        #expect(abs(label.transform.a) <= 1e-9 && label.transform.b == 1 && label.transform.c == -1)
        #expect(label.center == CGPoint(x: 40, y: 422))
        #expect(
            label.frame.isApproximately(
                CGRect(x: 40 - Self.lineThickness / 2, y: 0, width: Self.lineThickness, height: 844)))
        #expect(label.frame.minX >= trailer.arrowView.frame.maxX, "beside the arrow, not over it")
        #expect(label.frame.maxX <= trailer.bounds.maxX)
    }

    @Test func rightToLeftTheLineTurnsTheOtherWaySoItStillStartsAtTheTop() {
        MJRefreshConfig.default.languageCode = "ar"
        UISimulation.userInterfaceLayoutDirection = .rightToLeft
        let (_, _, trailer, _) = makeTrailerGallery(items: 14)
        UISimulation.advance(by: 1.0 / 60)
        let label = trailer.stateLabel!
        #expect(label.text == "اسحب لعرض التفاصيل")
        #expect(abs(label.transform.a) <= 1e-9 && label.transform.b == -1 && label.transform.c == 1)
        #expect(label.center == CGPoint(x: 60 - 40, y: 422))
        #expect(label.frame.maxX <= trailer.arrowView.frame.minX, "left of the mirrored arrow, not over it")
        #expect(label.frame.minX >= 0)
    }

    @Test func theTitlesScriptDecidesAtEachLayout() {
        let (stage, _, trailer, _) = makeTrailerGallery(items: 14)
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.stateLabel.numberOfLines == 1, "English")
        MJRefreshConfig.default.languageCode = "zh-Hans"
        #expect(trailer.stateLabel.transform == .identity, "the language change lays it out again")
        #expect(trailer.stateLabel.bounds.size == CGSize(width: 14, height: 844))
        trailer.setTitle("查看 iPhone 详情", for: .pulling).setTitle("第2页", for: .idle)
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.stateLabel.numberOfLines == 0, "a digit does not unstack Chinese")
        stage.dragLeft(Stage.fingerTravel(forOverscroll: 70, dimension: 390))
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.state == .pulling)
        #expect(trailer.stateLabel.numberOfLines == 1, "a Latin word among Chinese turns the line")
        #expect(trailer.stateLabel.transform.b == 1)
        stage.release()
        trailer.endRefreshing()
        UISimulation.runUntilIdle()
        #expect(trailer.stateLabel.text == "第2页")
        #expect(trailer.stateLabel.transform == .identity, "stacked again")
        #expect(trailer.stateLabel.frame.width == 14)
    }

    @Test func aTitleLongerThanTheTrailerEndsInAnEllipsisOnItsOneLine() {
        let (_, collection, trailer, _) = makeTrailerGallery(items: 14)
        collection.frame.size.height = 120
        trailer.setTitle("Swipe to view the details of this product", for: .idle)
        UISimulation.advance(by: 1.0 / 60)
        #expect(trailer.frame.height == 120)
        #expect(trailer.stateLabel.bounds.size == CGSize(width: 120, height: Self.lineThickness))
        #expect(trailer.stateLabel.numberOfLines == 1)
        let svg = trailer.renderSVG()
        #expect(svg.components(separatedBy: "<text").count == 2, "one line")
        #expect(svg.contains("…"))
    }

    @Test func thePictureDrawsTheTurnedLineWhole() {
        let (_, _, trailer, _) = makeTrailerGallery(items: 14)
        UISimulation.advance(by: 1.0 / 60)
        let svg = trailer.renderSVG()
        #expect(svg.contains(">Swipe to view details</tspan>"), "one line, not broken into letters")
        // The label's group: centre (40, 422) + rotation(π/2) · (p − (422, 8.5)).
        #expect(svg.contains("matrix(0 1 -1 0 48.5 0)"))
    }
}

extension CGRect {
    fileprivate func isApproximately(_ other: CGRect) -> Bool {
        abs(minX - other.minX) <= 1e-9 && abs(minY - other.minY) <= 1e-9 && abs(width - other.width) <= 1e-9
            && abs(height - other.height) <= 1e-9
    }
}
