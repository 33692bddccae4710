import SimulationTesting
import Testing
import UIKit

/// Text sizes: categories, preferred fonts with Apple's sizes, font metrics, labels that follow the text size.
@MainActor
@Suite(.uiSimulation)
struct DynamicTypeTests {
    @Test func categoriesAreOrderedAndTheLastFiveAreAccessibilitySizes() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func preferredFontsHaveApplesSizesPerCategory() {
        let expected: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .large, 17), (.body, .extraSmall, 14), (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.footnote, .large, 13), (.footnote, .extraExtraExtraLarge, 19),
            (.caption1, .large, 12), (.caption1, .accessibilityMedium, 22),
            (.subheadline, .large, 15), (.subheadline, .accessibilityExtraExtraExtraLarge, 49),
        ]
        for (style, category, size) in expected {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            #expect(
                UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize == size,
                "\(style.rawValue) at \(category.rawValue)")
        }
    }

    @Test func preferredFontWithoutTraitsFollowsTheDevice() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        UISimulation.preferredContentSizeCategory = .extraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
        #expect(UIView().traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        UISimulation.reset()
        #expect(UISimulation.preferredContentSizeCategory == .large)
    }

    @Test func fontMetricsScaleByTheStylesRatioAndKeepTheDefaultSizeAtLarge() {
        let bold = UIFont.boldSystemFont(ofSize: 14)
        let metrics = UIFontMetrics(forTextStyle: .subheadline)
        #expect(metrics.scaledFont(for: bold).pointSize == 14)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(abs(metrics.scaledFont(for: bold, compatibleWith: huge).pointSize - 14 * 49 / 15) <= 1e-9)
        #expect(metrics.scaledFont(for: bold, compatibleWith: huge).fontName == bold.fontName)
        #expect(metrics.scaledFont(for: bold, maximumPointSize: 20, compatibleWith: huge).pointSize == 20)
        #expect(abs(metrics.scaledValue(for: 30, compatibleWith: huge) - 30 * 49 / 15) <= 1e-9)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: huge) - 53) <= 1e-9)
        #expect(UIFont.TextStyle.caption1.metrics.scaledValue(for: 12) == 12)
    }

    @Test func aLabelThatAdjustsFollowsTheCategoryAndOneThatDoesNotKeepsItsFont() {
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
        #expect(abs(adjusting.font.pointSize - 14 * 25 / 15) <= 1e-9)
        #expect(adjusting.sizeThatFits(.zero).height > heightAtLarge * 1.5)
        #expect(fixed.font.pointSize == 17)
        #expect(plain.font.pointSize == 14)
    }

    @Test func changingTheCategoryPostsTheNotificationWithTheNewValueOnce() {
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
        #expect(received.entries.compactMap { $0 as? UIContentSizeCategory } == [.extraLarge])
        #expect(UISimulation.preferredContentSizeCategory == .extraLarge)
    }

    @Test func traitCollectionsCombineTheirCategories() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .small), UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(combined.preferredContentSizeCategory == .small)
        #expect(combined.userInterfaceStyle == .dark)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        #expect(
            UITraitCollection(preferredContentSizeCategory: .small)
                != UITraitCollection(preferredContentSizeCategory: .large))
    }
}
