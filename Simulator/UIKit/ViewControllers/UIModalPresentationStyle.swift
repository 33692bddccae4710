/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// Covers the screen; the presenting controller's view disappears.
    case fullScreen = 0
    /// A card over the presenting controller's view, which stays.
    @available(iOS 3.2, *) case pageSheet = 1
    /// A smaller card centred over the presenting controller's view, which stays.
    @available(iOS 3.2, *) case formSheet = 2
    /// Covers the controller that defines the presentation context; its view disappears.
    @available(iOS 3.2, *) case currentContext = 3
    /// Drawn by a custom transitioning delegate.
    @available(iOS 7.0, *) case custom = 4
    /// Covers the screen; the presenting controller's view stays under it.
    @available(iOS 8.0, *) case overFullScreen = 5
    /// Covers the presentation context; the presenting controller's view stays under it.
    @available(iOS 8.0, *) case overCurrentContext = 6
    /// A popover next to its source.
    @available(iOS 8.0, *) case popover = 7
    /// No adaptation (for adaptive presentation delegates).
    @available(iOS 7.0, *) case none = -1
    /// The system's choice: a page sheet on iOS 13 and later.
    @available(iOS 13.0, *) case automatic = -2
}
