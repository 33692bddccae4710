#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// MJRefreshConfig.h and NSBundle+MJRefresh.h for Objective-C. Like their Swift counterparts, usable from any thread.
extension MJRefreshConfig {
    @available(swift, obsoleted: 1)
    @objc(defaultConfig) public static var objc_defaultConfig: MJRefreshConfig {
        .default
    }

    @available(swift, obsoleted: 1)
    @objc(languageCode) public var objc_languageCode: String? {
        get { languageCode }
        set { languageCode = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(i18nFilename) public var objc_i18nFilename: String? {
        get { i18nFilename }
        set { i18nFilename = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(i18nBundle) public var objc_i18nBundle: Bundle? {
        get { i18nBundle }
        set { i18nBundle = newValue }
    }
}

extension Bundle {
    @available(swift, obsoleted: 1)
    @objc(mj_refreshBundle) public static func objc_mj_refreshBundle() -> Bundle {
        mj_refreshBundle()
    }

    @available(swift, obsoleted: 1)
    @objc(mj_arrowImage) public static func objc_mj_arrowImage() -> UIImage {
        mj_arrowImage()
    }

    @available(swift, obsoleted: 1)
    @objc(mj_trailArrowImage) public static func objc_mj_trailArrowImage() -> UIImage {
        mj_trailArrowImage()
    }

    @available(swift, obsoleted: 1)
    @objc(mj_localizedStringForKey:value:)
    public static func objc_mj_localizedString(forKey key: String, value: String?) -> String {
        mj_localizedString(forKey: key, value: value)
    }

    @available(swift, obsoleted: 1)
    @objc(mj_localizedStringForKey:) public static func objc_mj_localizedString(forKey key: String) -> String {
        mj_localizedString(forKey: key)
    }
}
#endif
