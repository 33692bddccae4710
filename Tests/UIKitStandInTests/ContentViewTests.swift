import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct ContentViewTests {
    // MARK: Fonts and text measurement

    @Test func systemFontHasSFProVerticalMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(abs(font.lineHeight - 20.287) <= 0.001, "iOS reports 20.287 for the 17 pt system font")
        #expect(abs(font.ascender - 16.187) <= 0.001)
        #expect(abs(font.descender - (-4.101)) <= 0.001)
        #expect(abs(font.withSize(34).lineHeight - 2 * font.lineHeight) <= 1e-9)
        #expect(UIFont.boldSystemFont(ofSize: 14) == UIFont.systemFont(ofSize: 14, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 14).fontName == ".SFUI-Bold")
        #expect(font.familyName == ".SF UI Text")
    }

    @Test func namedFontsExistOnlyForKnownNames() {
        let helvetica = UIFont(name: "Helvetica-Bold", size: 12)
        #expect(helvetica?.familyName == "Helvetica")
        #expect(helvetica?.fontName == "Helvetica-Bold")
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
    }

    @Test func stringWidthIsTheSumOfCharacterClassAdvances() {
        let font = UIFont.systemFont(ofSize: 10)
        // H 0.66 + e 0.55 + l 0.25 + l 0.25 + o 0.55 = 2.26 em.
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.width - 22.6) <= 1e-9)
        #expect(abs(size.height - font.lineHeight) <= 1e-9)
        #expect(abs("下拉可以刷新".size(withAttributes: [.font: font]).width - 60) <= 1e-9, "CJK characters are one em wide")
        #expect(abs("2024 09".size(withAttributes: [.font: font]).width - (6 * 5.8 + 2.8)) <= 1e-9)
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 10)]).width
        #expect(abs(bold - 22.6 * 1.048) <= 1e-9, "bold sets text about 5 % wider")
    }

    @Test func textWithoutAFontIsMeasuredInHelvetica12() {
        let size = ("x" as NSString).size(withAttributes: nil)
        #expect(abs(size.height - UIFont(name: "Helvetica", size: 12)!.lineHeight) <= 1e-9)
        #expect(abs(size.height - 13.788) <= 0.001)
    }

    @Test func boundingRectWrapsWithLineFragmentOriginAndIsOneBaselineLineWithout() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "aaaa aaaa aaaa" as NSString  // each word 22 pt, space 2.8 pt
        let context = NSStringDrawingContext()
        let wrapped = text.boundingRect(
            with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(wrapped.origin == CGPoint.zero)
        #expect(abs(wrapped.height - 2 * font.lineHeight) <= 1e-9, "two words fit a 50 pt line")
        #expect(abs(wrapped.width - 46.8) <= 1e-9, "the widest line, without its trailing space")
        #expect(context.totalBounds == wrapped)

        let single = text.boundingRect(
            with: CGSize(width: 50, height: 10), options: [],
            attributes: [.font: font], context: nil)
        #expect(abs(single.minY - (-font.ascender)) <= 1e-9)
        #expect(abs(single.width - 71.6) <= 1e-9)
        #expect(abs(single.height - font.lineHeight) <= 1e-9)

        let unlimited = "ab\ncd".boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100),
            options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(abs(unlimited.height - 2 * font.lineHeight) <= 1e-9, "newlines always break")
    }

    @Test func attributedStringMeasuresEachRunInItsFont() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let size = text.size()
        #expect(abs(size.width - (1.1 * 10 + 1.1 * 20)) <= 1e-9)
        #expect(
            abs(size.height - UIFont.systemFont(ofSize: 20).lineHeight) <= 1e-9, "a line is as tall as its tallest font"
        )
        let rect = text.boundingRect(
            with: CGSize(width: 20, height: 100), options: .usesLineFragmentOrigin,
            context: nil)
        // "ab" (11 pt) + "a" (11 pt) overflows 20 pt: the word breaks between characters into "ab" | "a" | "b".
        #expect(
            abs(
                rect.height
                    - (UIFont.systemFont(ofSize: 10).lineHeight
                        + 2 * UIFont.systemFont(ofSize: 20).lineHeight)) <= 1e-9)
    }

    // MARK: UILabel

    @Test func labelDefaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(
            label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.white,
            "the default colour is .label")
        #expect(label.numberOfLines == 1)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        label.font = .systemFont(ofSize: 9)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17), "font is null_resettable")
        label.textColor = .red
        label.textColor = nil
        #expect(
            label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor.black,
            "textColor is null_resettable")
    }

    @Test func textAndAttributedTextAreTwoViewsOfOneText() {
        let label = UILabel()
        #expect(label.attributedText == nil)
        label.font = .boldSystemFont(ofSize: 14)
        label.text = "Pull"
        #expect(label.attributedText?.string == "Pull")
        #expect(
            label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 14)
        )
        label.attributedText = NSAttributedString(string: "Release")
        #expect(label.text == "Release")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func labelSizeThatFitsMeasuresOneUnlimitedLineOrWrappedLines() {
        let label = UILabel()
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero, "no text needs no space")
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa aaaa aaaa"
        let single = label.sizeThatFits(CGSize(width: 30, height: 30))
        #expect(
            abs(single.width - (71.6 * 3).rounded(.up) / 3) <= 1e-9,
            "one line ignores the offered width; sizes round up to device pixels")
        #expect(abs(single.height - (UIFont.systemFont(ofSize: 10).lineHeight * 3).rounded(.up) / 3) <= 1e-9)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 50, height: 0))
        #expect(abs(wrapped.height - (2 * UIFont.systemFont(ofSize: 10).lineHeight * 3).rounded(.up) / 3) <= 1e-9)
        label.numberOfLines = 2
        #expect(
            abs(label.sizeThatFits(CGSize(width: 25, height: 0)).height - wrapped.height) <= 1e-9,
            "at most numberOfLines lines")
        label.numberOfLines = 1
        label.frame = CGRect(x: 5, y: 6, width: 1, height: 1)
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 5, y: 6))
        #expect(label.frame.size == single)
        #expect(label.intrinsicContentSize == single)
    }

    // MARK: UIImage

    @Test func imageNamedFindsTheBestScaleVariantAndKeepsItsPNGBytes() throws {
        let directory = try makeTemporaryDirectory()
        let twoX = try #require(UIImage(simulatedColor: .red, size: CGSize(width: 15, height: 40), scale: 2).pngData())
        try twoX.write(to: directory.appendingPathComponent("arrow@2x.png"))
        let bundle = try #require(Bundle(path: directory.path))

        let image = try #require(UIImage(named: "arrow", in: bundle, compatibleWith: nil))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 15, height: 40), "30 × 80 pixels at 2x")
        #expect(image.pngData() == twoX)
        #expect(UIImage(named: "arrow.png", in: bundle, compatibleWith: nil)?.size == image.size)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)

        // Bundles cache their directory listing, so the variants go into a second directory.
        let both = try makeTemporaryDirectory()
        let threeX = try #require(
            UIImage(simulatedColor: .blue, size: CGSize(width: 15, height: 40), scale: 3)
                .pngData())
        try twoX.write(to: both.appendingPathComponent("arrow@2x.png"))
        try threeX.write(to: both.appendingPathComponent("arrow@3x.png"))
        let bothBundle = try #require(Bundle(path: both.path))
        #expect(
            UIImage(named: "arrow", in: bothBundle, compatibleWith: nil)?.scale == 3,
            "the screen's scale (3) is preferred")
        #expect(UIImage(named: "arrow", in: bothBundle, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 2)
        #expect(
            UIImage(contentsOfFile: both.appendingPathComponent("arrow@3x.png").path)?.size
                == CGSize(width: 15, height: 40))
    }

    @Test func imageDataMustBePNG() throws {
        let png = try #require(UIImage(simulatedColor: .green, size: CGSize(width: 4, height: 2)).pngData())
        #expect(UIImage(data: png)?.size == CGSize(width: 4, height: 2))
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 2, height: 1))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage().pngData() == nil)
        #expect(UIImage().size == .zero)
    }

    @Test func encodedPNGIsStructurallyValid() throws {
        let png = [UInt8](
            try #require(
                UIImage(
                    simulatedColor: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5),
                    size: CGSize(width: 3, height: 2)
                ).pngData()))
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Walk the chunks: IHDR, IDAT, IEND, each with a length that lands on the next.
        var offset = 8
        var types: [String] = []
        var idat: [UInt8] = []
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            types.append(type)
            if type == "IDAT" { idat += png[offset + 8..<offset + 8 + length] }
            if type == "IEND" {
                #expect(
                    Array(png[offset + 8..<offset + 12]) == [0xAE, 0x42, 0x60, 0x82],
                    "IEND's CRC-32 is the well-known constant")
            }
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(offset == png.count)
        // One stored deflate block after the zlib header: its payload is the filtered rows.
        #expect(idat[2] == 1, "final stored block")
        let length = Int(idat[3]) | Int(idat[4]) << 8
        #expect(length == 2 * (1 + 3 * 4))
        #expect(Array(idat[7..<7 + 5]) == [0, 255, 0, 0, 128], "filter byte then RGBA")
    }

    @Test func renderingModeAndAnimatedImages() throws {
        let frame1 = UIImage(simulatedColor: .red, size: CGSize(width: 10, height: 20))
        let frame2 = UIImage(simulatedColor: .blue, size: CGSize(width: 10, height: 20))
        #expect(frame1.renderingMode == .automatic)
        let template = frame1.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.pngData() == frame1.pngData())
        let animated = try #require(UIImage.animatedImage(with: [frame1, frame2], duration: 0.5))
        #expect(animated.images?.count == 2)
        #expect(animated.duration == 0.5)
        #expect(animated.size == frame1.size)
        #expect(frame1.images == nil)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    // MARK: UIImageView

    @Test func imageViewSizesToItsImage() {
        let image = UIImage(simulatedColor: .red, size: CGSize(width: 15, height: 40), scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 15, height: 40))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.sizeThatFits(.zero) == image.size)
        #expect(view.intrinsicContentSize == image.size)
        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 7, height: 8))
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView(image: nil, highlightedImage: image).highlightedImage === image)
    }

    @Test func imageViewAnimationEndsAfterItsRepeatCount() {
        let view = UIImageView()
        view.startAnimating()
        #expect(!view.isAnimating, "nothing to animate without animation images")
        view.animationImages = (0..<6).map { _ in UIImage(simulatedColor: .red, size: CGSize(width: 1, height: 1)) }
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating)
        UISimulation.advance(by: 0.39)
        #expect(view.isAnimating, "two passes of 6 images at 30 per second take 0.4 s")
        UISimulation.advance(by: 0.02)
        #expect(!view.isAnimating)
        view.animationRepeatCount = 0
        view.startAnimating()
        UISimulation.advance(by: 10)
        #expect(view.isAnimating, "a repeat count of 0 plays forever")
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    // MARK: UIActivityIndicatorView

    @Test func activityIndicatorSizesByStyleAndHidesWhileStopped() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(frame: CGRect(x: 1, y: 2, width: 50, height: 60)).style == .medium)
        #expect(medium.hidesWhenStopped)
        #expect(medium.isHidden, "a stopped indicator that hides when stopped is hidden")
        medium.startAnimating()
        #expect(medium.isAnimating)
        #expect(!medium.isHidden)
        medium.stopAnimating()
        #expect(!medium.isAnimating)
        #expect(medium.isHidden)
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden)
        medium.startAnimating()
        medium.stopAnimating()
        #expect(!medium.isHidden)
    }

    @Test func activityIndicatorColorIsNullResettable() {
        let indicator = UIActivityIndicatorView(style: .medium)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(indicator.color.resolvedColor(with: light) == UIColor.secondaryLabel.resolvedColor(with: light))
        indicator.color = .red
        #expect(indicator.color == .red)
        indicator.color = nil
        #expect(indicator.color.resolvedColor(with: light) == UIColor.secondaryLabel.resolvedColor(with: light))
    }

    @Test func activityIndicatorSubclassesDeclareANonFailableCoderInit() {
        final class Spinner: UIActivityIndicatorView {
            required init(coder: NSCoder) {
                super.init(coder: coder)
            }

            init() {
                super.init(style: .large)
            }
        }
        #expect(Spinner().bounds.size == CGSize(width: 37, height: 37))
    }

    // MARK: Accessibility and haptics

    @Test func accessibilityPostsAndImpactsAreRecordedUntilReset() {
        UISimulation.advance(by: 0.5)
        UIAccessibility.post(notification: .announcement, argument: "Refreshing")
        let generator = UIImpactFeedbackGenerator(style: .light)
        generator.prepare()
        generator.impactOccurred()
        generator.impactOccurred(intensity: 7)
        #expect(UISimulation.accessibilityPosts.map(\.notification) == [.announcement])
        #expect(UISimulation.accessibilityPosts.first?.argument as? String == "Refreshing")
        #expect(abs((UISimulation.accessibilityPosts.first?.time ?? 0) - 0.5) <= 1e-9)
        #expect(UISimulation.impactFeedbacks.map(\.style) == [.light, .light])
        #expect(UISimulation.impactFeedbacks.map(\.intensity) == [1, 1], "intensity is clamped to 0...1")
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.pageScrolled == UIAccessibility.Notification(rawValue: 1009))
        UISimulation.reset()
        #expect(UISimulation.accessibilityPosts.isEmpty)
        #expect(UISimulation.impactFeedbacks.isEmpty)
    }
}

/// A fresh empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-standin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Images made from pixels, for tests and the demo.
@MainActor
@Suite(.uiSimulation)
struct SimulatedPixelImageTests {
    @Test func anImageFromRGBAPixelsIsAPNGOfThatSize() throws {
        let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        let image = try #require(UIImage(simulatedRGBAPixels: red + clear + clear + red, width: 2, height: 2, scale: 2))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.scale == 2)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == image.size, "the PNG's header carries the pixel size")
        #expect(UIImage(simulatedRGBAPixels: red, width: 2, height: 2) == nil, "too few bytes for the size")
    }
}
