import SimulationTesting
import UIKit
import XCTest

/// Text sizes: categories, preferred fonts with Apple's sizes, font metrics, labels that follow the text size.
final class DynamicTypeTests: SimulationTestCase {
    func testCategoriesAreOrderedAndTheLastFiveAreAccessibilitySizes() {
        XCTAssertLessThan(UIContentSizeCategory.extraSmall, .large)
        XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertGreaterThan(UIContentSizeCategory.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraLarge)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    func testPreferredFontsHaveApplesSizesPerCategory() {
        let expected: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .large, 17), (.body, .extraSmall, 14), (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.footnote, .large, 13), (.footnote, .extraExtraExtraLarge, 19),
            (.caption1, .large, 12), (.caption1, .accessibilityMedium, 22),
            (.subheadline, .large, 15), (.subheadline, .accessibilityExtraExtraExtraLarge, 49),
        ]
        for (style, category, size) in expected {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            XCTAssertEqual(
                UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize, size,
                "\(style.rawValue) at \(category.rawValue)")
        }
    }

    func testPreferredFontWithoutTraitsFollowsTheDevice() {
        onMain {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
            XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, .large)
            UISimulation.preferredContentSizeCategory = .extraExtraLarge
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 21)
            XCTAssertEqual(UIView().traitCollection.preferredContentSizeCategory, .extraExtraLarge)
            UISimulation.reset()
            XCTAssertEqual(UISimulation.preferredContentSizeCategory, .large)
        }
    }

    func testFontMetricsScaleByTheStylesRatioAndKeepTheDefaultSizeAtLarge() {
        let bold = UIFont.boldSystemFont(ofSize: 14)
        let metrics = UIFontMetrics(forTextStyle: .subheadline)
        XCTAssertEqual(metrics.scaledFont(for: bold).pointSize, 14)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(metrics.scaledFont(for: bold, compatibleWith: huge).pointSize, 14 * 49 / 15, accuracy: 1e-9)
        XCTAssertEqual(metrics.scaledFont(for: bold, compatibleWith: huge).fontName, bold.fontName)
        XCTAssertEqual(metrics.scaledFont(for: bold, maximumPointSize: 20, compatibleWith: huge).pointSize, 20)
        XCTAssertEqual(metrics.scaledValue(for: 30, compatibleWith: huge), 30 * 49 / 15, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: huge), 53, accuracy: 1e-9)
        XCTAssertEqual(UIFont.TextStyle.caption1.metrics.scaledValue(for: 12), 12)
    }

    func testALabelThatAdjustsFollowsTheCategoryAndOneThatDoesNotKeepsItsFont() {
        onMain {
            let adjusting = UILabel()
            adjusting.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 14))
            adjusting.adjustsFontForContentSizeCategory = true
            adjusting.text = "Loading..."
            let fixed = UILabel()
            fixed.font = .preferredFont(forTextStyle: .body)
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 14)
            plain.adjustsFontForContentSizeCategory = true
            let heightAtLarge = adjusting.sizeThatFits(.zero).height

            UISimulation.preferredContentSizeCategory = .accessibilityMedium
            XCTAssertEqual(adjusting.font.pointSize, 14 * 25 / 15, accuracy: 1e-9)
            XCTAssertGreaterThan(adjusting.sizeThatFits(.zero).height, heightAtLarge * 1.5)
            XCTAssertEqual(fixed.font.pointSize, 17)
            XCTAssertEqual(plain.font.pointSize, 14)
        }
    }

    func testChangingTheCategoryPostsTheNotificationWithTheNewValueOnce() {
        onMain {
            let received = NotificationLog()
            let token = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
            ) { notification in
                if let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
                    as? UIContentSizeCategory
                {
                    received.append(category)
                }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            UISimulation.preferredContentSizeCategory = .extraLarge
            UISimulation.preferredContentSizeCategory = .extraLarge
            UISimulation.preferredContentSizeCategory = .unspecified
            XCTAssertEqual(received.entries.compactMap { $0 as? UIContentSizeCategory }, [.extraLarge])
            XCTAssertEqual(UISimulation.preferredContentSizeCategory, .extraLarge)
        }
    }

    func testTraitCollectionsCombineTheirCategories() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .small), UITraitCollection(userInterfaceStyle: .dark),
        ])
        XCTAssertEqual(combined.preferredContentSizeCategory, .small)
        XCTAssertEqual(combined.userInterfaceStyle, .dark)
        XCTAssertEqual(UITraitCollection().preferredContentSizeCategory, .unspecified)
        XCTAssertNotEqual(
            UITraitCollection(preferredContentSizeCategory: .small),
            UITraitCollection(preferredContentSizeCategory: .large))
    }
}
