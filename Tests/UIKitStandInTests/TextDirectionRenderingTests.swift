import SimulationTesting
import Testing
import UIKit

/// A label's picture writes its text in the text's own direction: a right-to-left text (Arabic, Hebrew) gets
/// `direction="rtl"`, so its closing punctuation lands at its left end, and its anchor names the aligned edge in
/// that direction.
@MainActor
@Suite(.uiSimulation)
struct TextDirectionRenderingTests {
    @Test func arabicTextIsWrittenRightToLeftWhateverTheLayoutDirection() {
        for attribute in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
            label.semanticContentAttribute = attribute
            label.textAlignment = .center
            label.text = "جارٍ التحميل..."
            let text = SVGDocument(label.renderSVG()).elements(named: "text").first
            #expect(text?.attributes["direction"] == "rtl", "\(attribute)")
            #expect(text?.attributes["text-anchor"] == "middle")
        }
    }

    @Test func latinTextStaysLeftToRightOnARightToLeftDevice() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.semanticContentAttribute = .forceRightToLeft
        label.text = "Loading..."
        let text = SVGDocument(label.renderSVG()).elements(named: "text").first
        #expect(text?.attributes["direction"] == nil)
        #expect(text?.attributes["text-anchor"] == "end", "natural alignment: the right edge")
        #expect(text?.attributes["x"] == "200")
    }

    @Test func theFirstStrongLetterDecidesNotDigitsOrPunctuation() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = "12: رسالة"
        #expect(SVGDocument(label.renderSVG()).elements(named: "text").first?.attributes["direction"] == "rtl")
        label.text = "12: Message رسالة"
        #expect(SVGDocument(label.renderSVG()).elements(named: "text").first?.attributes["direction"] == nil)
    }

    @Test func aRightToLeftTextAnchorsAtTheEdgeItsAlignmentNames() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = "رسالة"
        label.textAlignment = .left
        var text = SVGDocument(label.renderSVG()).elements(named: "text").first
        #expect(text?.attributes["text-anchor"] == "end", "its end, the left end, at the left edge")
        #expect(text?.attributes["x"] == "0")
        label.textAlignment = .right
        text = SVGDocument(label.renderSVG()).elements(named: "text").first
        #expect(text?.attributes["text-anchor"] == "start", "its start, the right end, at the right edge")
        #expect(text?.attributes["x"] == "200")
    }
}
