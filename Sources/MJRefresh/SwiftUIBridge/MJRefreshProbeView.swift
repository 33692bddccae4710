/// The view a SwiftUI modifier places beside (or inside) a `List` or `ScrollView`: invisible, untouchable, and
/// each time it enters a window or is laid out, it lets its hosted component find the scroll view, so the
/// component follows a list that SwiftUI rebuilt.
@_spi(SwiftUI)
@MainActor
public final class MJRefreshProbeView: UIView {
    /// The component to attach; held strongly, as SwiftUI's coordinator holds it too.
    public let hosted: MJRefreshHostedComponent

    public init(hosted: MJRefreshHostedComponent) {
        self.hosted = hosted
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("MJRefreshProbeView is made by the SwiftUI modifiers only")
    }

    override public func didMoveToWindow() {
        super.didMoveToWindow()
        hosted.attach(near: self)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        hosted.attach(near: self)
    }
}
