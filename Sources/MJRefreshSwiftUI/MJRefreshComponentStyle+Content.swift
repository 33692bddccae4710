import MJRefresh
import SwiftUI

/// A component's `contentView` that shows a SwiftUI view built from the component's state and pull, rebuilt at each
/// change of either.
@available(iOS 13.0, *)
final class MJRefreshHostingContentView<Content: View>: UIView, MJRefreshContent {
    private let build: @MainActor (MJRefreshState, CGFloat) -> Content
    private let host: UIHostingController<Content>
    private var state: MJRefreshState = .idle
    private var pullingPercent: CGFloat = 0

    init(_ build: @escaping @MainActor (MJRefreshState, CGFloat) -> Content) {
        self.build = build
        host = UIHostingController(rootView: build(.idle, 0))
        super.init(frame: .zero)
        host.view.backgroundColor = .clear
        host.view.frame = bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState) {
        state = component.state
        host.rootView = build(state, pullingPercent)
    }

    func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat) {
        self.pullingPercent = pullingPercent
        host.rootView = build(state, pullingPercent)
    }
}

@available(iOS 13.0, *)
extension MJRefreshComponentStyle where Component == MJRefreshHeader {
    /// A header that shows your SwiftUI view, built from its state and pull (0 at rest, 1 at the threshold):
    /// `.mj_header(.content { state, percent in RefreshIndicator(state, percent) }) { await model.reload() }`.
    /// `height` is the trigger distance and what a refresh keeps in view; `contentHeight` the view's height
    /// (`nil`: `height`).
    public static func content<Content: View>(
        height: CGFloat = 54, contentHeight: CGFloat? = nil,
        @ViewBuilder _ content: @escaping @MainActor (MJRefreshState, CGFloat) -> Content
    ) -> Self {
        custom {
            let header = MJRefreshHeader()
            header.mj_h = height
            header.contentHeight = contentHeight
            header.contentView = MJRefreshHostingContentView(content)
            return header
        }
    }
}

@available(iOS 13.0, *)
extension MJRefreshComponentStyle where Component == MJRefreshFooter {
    /// An auto footer (loading as the end comes into view) that shows your SwiftUI view, built from its state and
    /// pull: `.mj_footer(.content { state, _ in LoadingRow(state) }) { await model.loadMore() }`.
    public static func content<Content: View>(
        height: CGFloat = 44, contentHeight: CGFloat? = nil,
        @ViewBuilder _ content: @escaping @MainActor (MJRefreshState, CGFloat) -> Content
    ) -> Self {
        custom {
            let footer = MJRefreshAutoFooter()
            footer.mj_h = height
            footer.contentHeight = contentHeight
            footer.contentView = MJRefreshHostingContentView(content)
            return footer
        }
    }
}
