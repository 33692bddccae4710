/// The look of a bar before appearances (`UIBarAppearance`): light, or dark.
public enum UIBarStyle: Int, @unchecked Sendable {
    /// The light bar.
    case `default` = 0
    /// The dark bar.
    case black = 1
}

/// The heights a navigation bar's background image is given for.
public enum UIBarMetrics: Int, @unchecked Sendable {
    /// The standard height.
    case `default` = 0
    /// The compact height (a phone in landscape).
    case compact = 1
    /// The standard height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
