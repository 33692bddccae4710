/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, @unchecked Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    @available(iOS 7.0, *) case lightContent = 1
    /// Dark content, for light backgrounds.
    @available(iOS 13.0, *) case darkContent = 3
}

/// The transition a presentation without a custom animation uses.
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    /// The presented view slides up from the bottom.
    case coverVertical = 0
    /// The view flips around its vertical axis.
    case flipHorizontal = 1
    /// The views cross-fade.
    case crossDissolve = 2
    /// A corner of the presenting view curls up.
    @available(iOS 3.2, *) case partialCurl = 3
}
