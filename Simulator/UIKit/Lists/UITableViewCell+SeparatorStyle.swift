extension UITableViewCell {
    /// How a table separates its rows (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, @unchecked Sendable {
        /// No separator.
        case none = 0
        /// A thin line between rows.
        case singleLine = 1
        /// The etched line of old grouped tables; draws as `.singleLine`.
        @available(iOS, introduced: 2.0, deprecated: 11.0, message: "Use .singleLine for a single line separator.")
        case singleLineEtched = 2
    }
}
