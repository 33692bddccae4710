import SimulationTesting
import UIKit
import XCTest

final class ContentViewTests: SimulationTestCase {
    // MARK: Fonts and text measurement

    func testSystemFontHasSFProVerticalMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.lineHeight, 20.287, accuracy: 0.001, "iOS reports 20.287 for the 17 pt system font")
        XCTAssertEqual(font.ascender, 16.187, accuracy: 0.001)
        XCTAssertEqual(font.descender, -4.101, accuracy: 0.001)
        XCTAssertEqual(font.withSize(34).lineHeight, 2 * font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 14), UIFont.systemFont(ofSize: 14, weight: .bold))
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 14).fontName, ".SFUI-Bold")
        XCTAssertEqual(font.familyName, ".SF UI Text")
    }

    func testNamedFontsExistOnlyForKnownNames() {
        let helvetica = UIFont(name: "Helvetica-Bold", size: 12)
        XCTAssertEqual(helvetica?.familyName, "Helvetica")
        XCTAssertEqual(helvetica?.fontName, "Helvetica-Bold")
        XCTAssertNil(UIFont(name: "NoSuchFont-Regular", size: 12))
    }

    func testStringWidthIsTheSumOfCharacterClassAdvances() {
        let font = UIFont.systemFont(ofSize: 10)
        // H 0.66 + e 0.55 + l 0.25 + l 0.25 + o 0.55 = 2.26 em.
        let size = "Hello".size(withAttributes: [.font: font])
        XCTAssertEqual(size.width, 22.6, accuracy: 1e-9)
        XCTAssertEqual(size.height, font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(
            "下拉可以刷新".size(withAttributes: [.font: font]).width, 60, accuracy: 1e-9,
            "CJK characters are one em wide")
        XCTAssertEqual("2024 09".size(withAttributes: [.font: font]).width, 6 * 5.8 + 2.8, accuracy: 1e-9)
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 10)]).width
        XCTAssertEqual(bold, 22.6 * 1.048, accuracy: 1e-9, "bold sets text about 5 % wider")
    }

    func testTextWithoutAFontIsMeasuredInHelvetica12() {
        let size = ("x" as NSString).size(withAttributes: nil)
        XCTAssertEqual(size.height, UIFont(name: "Helvetica", size: 12)!.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(size.height, 13.788, accuracy: 0.001)
    }

    func testBoundingRectWrapsWithLineFragmentOriginAndIsOneBaselineLineWithout() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "aaaa aaaa aaaa" as NSString  // each word 22 pt, space 2.8 pt
        let context = NSStringDrawingContext()
        let wrapped = text.boundingRect(
            with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        XCTAssertEqual(wrapped.origin, CGPoint.zero)
        XCTAssertEqual(wrapped.height, 2 * font.lineHeight, accuracy: 1e-9, "two words fit a 50 pt line")
        XCTAssertEqual(wrapped.width, 46.8, accuracy: 1e-9, "the widest line, without its trailing space")
        XCTAssertEqual(context.totalBounds, wrapped)

        let single = text.boundingRect(
            with: CGSize(width: 50, height: 10), options: [],
            attributes: [.font: font], context: nil)
        XCTAssertEqual(single.minY, -font.ascender, accuracy: 1e-9)
        XCTAssertEqual(single.width, 71.6, accuracy: 1e-9)
        XCTAssertEqual(single.height, font.lineHeight, accuracy: 1e-9)

        let unlimited = "ab\ncd".boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100),
            options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        XCTAssertEqual(unlimited.height, 2 * font.lineHeight, accuracy: 1e-9, "newlines always break")
    }

    func testAttributedStringMeasuresEachRunInItsFont() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let size = text.size()
        XCTAssertEqual(size.width, 1.1 * 10 + 1.1 * 20, accuracy: 1e-9)
        XCTAssertEqual(
            size.height, UIFont.systemFont(ofSize: 20).lineHeight, accuracy: 1e-9,
            "a line is as tall as its tallest font")
        let rect = text.boundingRect(
            with: CGSize(width: 20, height: 100), options: .usesLineFragmentOrigin,
            context: nil)
        // "ab" (11 pt) + "a" (11 pt) overflows 20 pt: the word breaks between characters into "ab" | "a" | "b".
        XCTAssertEqual(
            rect.height,
            UIFont.systemFont(ofSize: 10).lineHeight
                + 2 * UIFont.systemFont(ofSize: 20).lineHeight, accuracy: 1e-9)
    }

    // MARK: UILabel

    func testLabelDefaultsMatchUIKit() {
        onMain {
            let label = UILabel()
            XCTAssertEqual(label.font, .systemFont(ofSize: 17))
            XCTAssertEqual(
                label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                UIColor.white, "the default colour is .label")
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertEqual(label.textAlignment, .natural)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertFalse(label.isUserInteractionEnabled)
            label.font = .systemFont(ofSize: 9)
            label.font = nil
            XCTAssertEqual(label.font, .systemFont(ofSize: 17), "font is null_resettable")
            label.textColor = .red
            label.textColor = nil
            XCTAssertEqual(
                label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                UIColor.black, "textColor is null_resettable")
        }
    }

    func testTextAndAttributedTextAreTwoViewsOfOneText() {
        onMain {
            let label = UILabel()
            XCTAssertNil(label.attributedText)
            label.font = .boldSystemFont(ofSize: 14)
            label.text = "Pull"
            XCTAssertEqual(label.attributedText?.string, "Pull")
            XCTAssertEqual(
                label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont,
                .boldSystemFont(ofSize: 14))
            label.attributedText = NSAttributedString(string: "Release")
            XCTAssertEqual(label.text, "Release")
            label.text = nil
            XCTAssertNil(label.attributedText)
        }
    }

    func testLabelSizeThatFitsMeasuresOneUnlimitedLineOrWrappedLines() {
        onMain {
            let label = UILabel()
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 100)), .zero, "no text needs no space")
            label.font = .systemFont(ofSize: 10)
            label.text = "aaaa aaaa aaaa"
            let single = label.sizeThatFits(CGSize(width: 30, height: 30))
            XCTAssertEqual(
                single.width, (71.6 * 3).rounded(.up) / 3, accuracy: 1e-9,
                "one line ignores the offered width; sizes round up to device pixels")
            XCTAssertEqual(
                single.height, (UIFont.systemFont(ofSize: 10).lineHeight * 3).rounded(.up) / 3,
                accuracy: 1e-9)
            label.numberOfLines = 0
            let wrapped = label.sizeThatFits(CGSize(width: 50, height: 0))
            XCTAssertEqual(
                wrapped.height, (2 * UIFont.systemFont(ofSize: 10).lineHeight * 3).rounded(.up) / 3,
                accuracy: 1e-9)
            label.numberOfLines = 2
            XCTAssertEqual(
                label.sizeThatFits(CGSize(width: 25, height: 0)).height, wrapped.height, accuracy: 1e-9,
                "at most numberOfLines lines")
            label.numberOfLines = 1
            label.frame = CGRect(x: 5, y: 6, width: 1, height: 1)
            label.sizeToFit()
            XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 6))
            XCTAssertEqual(label.frame.size, single)
            XCTAssertEqual(label.intrinsicContentSize, single)
        }
    }

    // MARK: UIImage

    func testImageNamedFindsTheBestScaleVariantAndKeepsItsPNGBytes() throws {
        try onMain {
            let directory = try makeTemporaryDirectory()
            let twoX = try XCTUnwrap(
                UIImage(simulatedColor: .red, size: CGSize(width: 15, height: 40), scale: 2)
                    .pngData())
            try twoX.write(to: directory.appendingPathComponent("arrow@2x.png"))
            let bundle = try XCTUnwrap(Bundle(path: directory.path))

            let image = try XCTUnwrap(UIImage(named: "arrow", in: bundle, compatibleWith: nil))
            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.size, CGSize(width: 15, height: 40), "30 × 80 pixels at 2x")
            XCTAssertEqual(image.pngData(), twoX)
            XCTAssertEqual(UIImage(named: "arrow.png", in: bundle, compatibleWith: nil)?.size, image.size)
            XCTAssertNil(UIImage(named: "missing", in: bundle, compatibleWith: nil))

            // Bundles cache their directory listing, so the variants go into a second directory.
            let both = try makeTemporaryDirectory()
            let threeX = try XCTUnwrap(
                UIImage(simulatedColor: .blue, size: CGSize(width: 15, height: 40), scale: 3)
                    .pngData())
            try twoX.write(to: both.appendingPathComponent("arrow@2x.png"))
            try threeX.write(to: both.appendingPathComponent("arrow@3x.png"))
            let bothBundle = try XCTUnwrap(Bundle(path: both.path))
            XCTAssertEqual(
                UIImage(named: "arrow", in: bothBundle, compatibleWith: nil)?.scale, 3,
                "the screen's scale (3) is preferred")
            XCTAssertEqual(
                UIImage(
                    named: "arrow", in: bothBundle,
                    compatibleWith: UITraitCollection(displayScale: 2))?.scale, 2)
            XCTAssertEqual(
                UIImage(contentsOfFile: both.appendingPathComponent("arrow@3x.png").path)?.size,
                CGSize(width: 15, height: 40))
        }
    }

    func testImageDataMustBePNG() throws {
        let png = try XCTUnwrap(UIImage(simulatedColor: .green, size: CGSize(width: 4, height: 2)).pngData())
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(UIImage(data: png, scale: 2)?.size, CGSize(width: 2, height: 1))
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertNil(UIImage().pngData())
        XCTAssertEqual(UIImage().size, .zero)
    }

    func testEncodedPNGIsStructurallyValid() throws {
        let png = [UInt8](
            try XCTUnwrap(
                UIImage(
                    simulatedColor: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5),
                    size: CGSize(width: 3, height: 2)
                ).pngData()))
        XCTAssertEqual(Array(png[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
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
                XCTAssertEqual(
                    Array(png[offset + 8..<offset + 12]), [0xAE, 0x42, 0x60, 0x82],
                    "IEND's CRC-32 is the well-known constant")
            }
            offset += 12 + length
        }
        XCTAssertEqual(types, ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(offset, png.count)
        // One stored deflate block after the zlib header: its payload is the filtered rows.
        XCTAssertEqual(idat[2], 1, "final stored block")
        let length = Int(idat[3]) | Int(idat[4]) << 8
        XCTAssertEqual(length, 2 * (1 + 3 * 4))
        XCTAssertEqual(Array(idat[7..<7 + 5]), [0, 255, 0, 0, 128], "filter byte then RGBA")
    }

    func testRenderingModeAndAnimatedImages() throws {
        let frame1 = UIImage(simulatedColor: .red, size: CGSize(width: 10, height: 20))
        let frame2 = UIImage(simulatedColor: .blue, size: CGSize(width: 10, height: 20))
        XCTAssertEqual(frame1.renderingMode, .automatic)
        let template = frame1.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.pngData(), frame1.pngData())
        let animated = try XCTUnwrap(UIImage.animatedImage(with: [frame1, frame2], duration: 0.5))
        XCTAssertEqual(animated.images?.count, 2)
        XCTAssertEqual(animated.duration, 0.5)
        XCTAssertEqual(animated.size, frame1.size)
        XCTAssertNil(frame1.images)
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
    }

    // MARK: UIImageView

    func testImageViewSizesToItsImage() {
        onMain {
            let image = UIImage(simulatedColor: .red, size: CGSize(width: 15, height: 40), scale: 2)
            let view = UIImageView(image: image)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 15, height: 40))
            XCTAssertFalse(view.isUserInteractionEnabled)
            XCTAssertEqual(view.sizeThatFits(.zero), image.size)
            XCTAssertEqual(view.intrinsicContentSize, image.size)
            let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 7, height: 8))
            XCTAssertEqual(
                empty.intrinsicContentSize,
                CGSize(
                    width: UIView.noIntrinsicMetric,
                    height: UIView.noIntrinsicMetric))
            XCTAssertTrue(UIImageView(image: nil, highlightedImage: image).highlightedImage === image)
        }
    }

    func testImageViewAnimationEndsAfterItsRepeatCount() {
        onMain {
            let view = UIImageView()
            view.startAnimating()
            XCTAssertFalse(view.isAnimating, "nothing to animate without animation images")
            view.animationImages = (0..<6).map { _ in UIImage(simulatedColor: .red, size: CGSize(width: 1, height: 1)) }
            view.animationRepeatCount = 2
            view.startAnimating()
            XCTAssertTrue(view.isAnimating)
            UISimulation.advance(by: 0.39)
            XCTAssertTrue(view.isAnimating, "two passes of 6 images at 30 per second take 0.4 s")
            UISimulation.advance(by: 0.02)
            XCTAssertFalse(view.isAnimating)
            view.animationRepeatCount = 0
            view.startAnimating()
            UISimulation.advance(by: 10)
            XCTAssertTrue(view.isAnimating, "a repeat count of 0 plays forever")
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
        }
    }

    // MARK: UIActivityIndicatorView

    func testActivityIndicatorSizesByStyleAndHidesWhileStopped() {
        onMain {
            let medium = UIActivityIndicatorView(style: .medium)
            XCTAssertEqual(medium.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
            XCTAssertEqual(UIActivityIndicatorView(style: .large).frame.size, CGSize(width: 37, height: 37))
            XCTAssertEqual(UIActivityIndicatorView(frame: CGRect(x: 1, y: 2, width: 50, height: 60)).style, .medium)
            XCTAssertTrue(medium.hidesWhenStopped)
            XCTAssertTrue(medium.isHidden, "a stopped indicator that hides when stopped is hidden")
            medium.startAnimating()
            XCTAssertTrue(medium.isAnimating)
            XCTAssertFalse(medium.isHidden)
            medium.stopAnimating()
            XCTAssertFalse(medium.isAnimating)
            XCTAssertTrue(medium.isHidden)
            medium.hidesWhenStopped = false
            XCTAssertFalse(medium.isHidden)
            medium.startAnimating()
            medium.stopAnimating()
            XCTAssertFalse(medium.isHidden)
        }
    }

    func testActivityIndicatorColorIsNullResettable() {
        onMain {
            let indicator = UIActivityIndicatorView(style: .medium)
            let light = UITraitCollection(userInterfaceStyle: .light)
            XCTAssertEqual(
                indicator.color.resolvedColor(with: light), UIColor.secondaryLabel.resolvedColor(with: light))
            indicator.color = .red
            XCTAssertEqual(indicator.color, .red)
            indicator.color = nil
            XCTAssertEqual(
                indicator.color.resolvedColor(with: light), UIColor.secondaryLabel.resolvedColor(with: light))
        }
    }

    func testActivityIndicatorSubclassesDeclareANonFailableCoderInit() {
        onMain {
            final class Spinner: UIActivityIndicatorView {
                required init(coder: NSCoder) {
                    super.init(coder: coder)
                }

                init() {
                    super.init(style: .large)
                }
            }
            XCTAssertEqual(Spinner().bounds.size, CGSize(width: 37, height: 37))
        }
    }

    // MARK: Accessibility and haptics

    func testAccessibilityPostsAndImpactsAreRecordedUntilReset() {
        onMain {
            UISimulation.advance(by: 0.5)
            UIAccessibility.post(notification: .announcement, argument: "Refreshing")
            let generator = UIImpactFeedbackGenerator(style: .light)
            generator.prepare()
            generator.impactOccurred()
            generator.impactOccurred(intensity: 7)
            XCTAssertEqual(UISimulation.accessibilityPosts.map(\.notification), [.announcement])
            XCTAssertEqual(UISimulation.accessibilityPosts.first?.argument as? String, "Refreshing")
            XCTAssertEqual(UISimulation.accessibilityPosts.first?.time ?? 0, 0.5, accuracy: 1e-9)
            XCTAssertEqual(UISimulation.impactFeedbacks.map(\.style), [.light, .light])
            XCTAssertEqual(UISimulation.impactFeedbacks.map(\.intensity), [1, 1], "intensity is clamped to 0...1")
            XCTAssertEqual(UIAccessibility.Notification.screenChanged.rawValue, 1000)
            XCTAssertEqual(UIAccessibility.Notification.pageScrolled, UIAccessibility.Notification(rawValue: 1009))
            UISimulation.reset()
            XCTAssertTrue(UISimulation.accessibilityPosts.isEmpty)
            XCTAssertTrue(UISimulation.impactFeedbacks.isEmpty)
        }
    }
}

/// A fresh empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-standin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Images made from pixels, for tests and the demo.
final class SimulatedPixelImageTests: SimulationTestCase {
    func testAnImageFromRGBAPixelsIsAPNGOfThatSize() throws {
        try onMain {
            let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
            let image = try XCTUnwrap(
                UIImage(
                    simulatedRGBAPixels: red + clear + clear + red, width: 2, height: 2,
                    scale: 2))
            XCTAssertEqual(image.size, CGSize(width: 1, height: 1))
            XCTAssertEqual(image.scale, 2)
            let png = try XCTUnwrap(image.pngData())
            let decoded = try XCTUnwrap(UIImage(data: png, scale: 2))
            XCTAssertEqual(decoded.size, image.size, "the PNG's header carries the pixel size")
            XCTAssertNil(UIImage(simulatedRGBAPixels: red, width: 2, height: 2), "too few bytes for the size")
        }
    }
}
