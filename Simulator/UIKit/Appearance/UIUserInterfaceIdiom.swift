/// The kind of interface an app or a bar appearance is designed for.
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    /// No preference.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst designed for the Mac).
    @available(iOS 14.0, *)
    case mac = 5
    /// Apple Vision Pro.
    @available(iOS 17.0, *)
    case vision = 6
}
