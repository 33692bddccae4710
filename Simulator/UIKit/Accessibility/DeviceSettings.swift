/// The simulated device's settings: whether VoiceOver runs, the text size the user chose, and the direction of
/// the device's language.
///
/// UIKit answers `UIAccessibility.isVoiceOverRunning` and `UIFont.preferredFont(forTextStyle:)` from any thread,
/// so the settings sit behind a lock rather than on the main actor. Tests change them through `UISimulation`;
/// `UISimulation.reset()` puts them back to a device's defaults (VoiceOver off, `.large` text, left to right).
enum DeviceSettings {
    private struct Values {
        var isVoiceOverRunning = false
        var contentSizeCategory = UIContentSizeCategory.large
        var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var values = Values()

    static var isVoiceOverRunning: Bool {
        get { lock.withLock { values.isVoiceOverRunning } }
        set { lock.withLock { values.isVoiceOverRunning = newValue } }
    }

    static var contentSizeCategory: UIContentSizeCategory {
        get { lock.withLock { values.contentSizeCategory } }
        set { lock.withLock { values.contentSizeCategory = newValue } }
    }

    /// The direction of the device's language, which the application lays out in.
    static var layoutDirection: UIUserInterfaceLayoutDirection {
        get { lock.withLock { values.layoutDirection } }
        set { lock.withLock { values.layoutDirection = newValue } }
    }

    static func reset() {
        lock.withLock { values = Values() }
    }
}
