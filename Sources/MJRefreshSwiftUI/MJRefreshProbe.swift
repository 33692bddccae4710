@_spi(SwiftUI) import MJRefresh
import SwiftUI

/// The view a modifier puts behind the list: SwiftUI's handle on an `MJRefreshHostedComponent`, which does the
/// work (finding the scroll view, attaching, keeping the bindings in step) in UIKit code.
@available(iOS 13.0, *)
struct MJRefreshProbe: UIViewRepresentable {
    let makeComponent: @MainActor () -> MJRefreshComponent
    let isRefreshing: Binding<Bool>?
    let hasNoMoreData: Binding<Bool>?
    let action: @MainActor () async -> MJRefreshResult
    /// The app's own loading flag to show without running the action (`showsRefreshing`), `nil` for none.
    var showsRefreshing: Bool? = nil

    func makeCoordinator() -> MJRefreshHostedComponent {
        MJRefreshHostedComponent(component: makeComponent())
    }

    func makeUIView(context: Context) -> MJRefreshProbeView {
        MJRefreshProbeView(hosted: context.coordinator)
    }

    func updateUIView(_ probe: MJRefreshProbeView, context: Context) {
        let hosted = context.coordinator
        hosted.refreshingDidChange = isRefreshing.map { binding in { binding.wrappedValue = $0 } }
        hosted.noMoreDataDidChange = hasNoMoreData.map { binding in { binding.wrappedValue = $0 } }
        hosted.update(
            resultAction: action, isRefreshing: isRefreshing?.wrappedValue,
            hasNoMoreData: hasNoMoreData?.wrappedValue, showsRefreshing: showsRefreshing)
        hosted.attach(near: probe)
    }

    static func dismantleUIView(_ probe: MJRefreshProbeView, coordinator: MJRefreshHostedComponent) {
        coordinator.detach()
    }
}
