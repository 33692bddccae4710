import MJRefresh

/// What the feed shows behind its rows while it has none: a message and a Try again button, stacked.
public final class EmptyFeedView: UIView {
    public let messageLabel = UILabel()
    public let retryButton = UIButton(type: .system)
    private let stack: UIStackView

    override public init(frame: CGRect) {
        stack = UIStackView(arrangedSubviews: [messageLabel, retryButton])
        super.init(frame: frame)
        messageLabel.text = "No articles yet"
        retryButton.setTitle("Try again", for: .normal)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        addSubview(stack)
    }

    public required init?(coder: NSCoder) {
        fatalError("EmptyFeedView is made in code")
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let size = stack.intrinsicContentSize
        stack.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
            height: size.height)
    }
}
