#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

extension UILabel {
    /// A label styled as MJRefresh's state and time labels: bold 14 pt (following the user's text size), grey,
    /// centred, flexible width.
    ///
    /// The grey is MJRefresh's RGB(90, 90, 90) in light appearance and a light grey in dark appearance, so the
    /// texts stay readable in dark mode.
    public static func mj_label() -> UILabel {
        let label = UILabel()
        label.font = UIFontMetrics.mj_labelMetrics
            .scaledFont(for: UIFont.boldSystemFont(ofSize: MJRefreshConstants.labelFontSize))
        label.adjustsFontForContentSizeCategory = true
        label.textColor = UILabel.mj_textColor
        label.autoresizingMask = [.flexibleWidth]
        label.textAlignment = .center
        label.backgroundColor = .clear
        return label
    }

    /// The width of the label's text on one line (its attributed text if set); 0 for no text.
    @discardableResult
    public func mj_textWidth() -> CGFloat {
        let size = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        if let attributedText, attributedText.length > 0 {
            return attributedText.boundingRect(
                with: size, options: [.usesLineFragmentOrigin, .usesFontLeading],
                context: nil
            ).width
        }
        guard let text, !text.isEmpty else { return 0 }
        return (text as NSString).boundingRect(
            with: size, options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: font as Any], context: nil
        ).width
    }

    private static let mj_textColor = UIColor { traits in
        let grey: CGFloat = traits.userInterfaceStyle == .dark ? 170 / 255 : 90 / 255
        return UIColor(red: grey, green: grey, blue: grey, alpha: 1)
    }
}
