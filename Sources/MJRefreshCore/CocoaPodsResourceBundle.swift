#if !SWIFT_PACKAGE
import Foundation

/// SwiftPM generates `Bundle.module` for each target with resources; CocoaPods does not. The podspec
/// (`MJRefreshSwift.podspec`) builds both targets into one module and puts their texts and images into one resource
/// bundle named `MJRefreshSwift`, so this single accessor serves the engine's texts and the components' images.
extension Bundle {
    static let module: Bundle = {
        let host = Bundle(for: ResourceBundleAnchor.self)
        // A framework pod keeps the resource bundle inside the framework; a static library pod inside the app.
        for container in [host, Bundle.main] {
            if let url = container.url(forResource: "MJRefreshSwift", withExtension: "bundle"),
                let bundle = Bundle(url: url)
            {
                return bundle
            }
        }
        return host
    }()
}

/// A class of this module, for `Bundle(for:)`.
private final class ResourceBundleAnchor {}
#endif
