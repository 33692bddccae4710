import MJRefresh
import SimulationTesting
import Testing

/// One display-link frame at the simulation's default 120 Hz: the resolution of the timings the tests measure.
let oneFrame = 1.0 / 120

extension Stage {
    /// Attaches `component` in the role its class plays (`mj_header`, `mj_footer` or `mj_trailer`) and returns it:
    /// `let header = stage.attach(MJRefreshNormalHeader {})`. `prepare` runs first, for what the app sets before
    /// attaching: `stage.attach(MJRefreshNormalHeader {}) { $0.isHidden = true }`.
    @discardableResult
    func attach<Component: MJRefreshComponent>(
        _ component: Component, preparedBy prepare: (Component) -> Void = { _ in }
    ) -> Component {
        prepare(component)
        switch component {
        case let header as MJRefreshHeader: scrollView.mj_header = header
        case let footer as MJRefreshFooter: scrollView.mj_footer = footer
        case let trailer as MJRefreshTrailer: scrollView.mj_trailer = trailer
        default: Issue.record("\(Component.self) is neither a header, a footer nor a trailer")
        }
        return component
    }

    /// Attaches `component` with a refresh block that counts its calls: where most pull tests start.
    func attachCounting<Component: MJRefreshComponent>(
        _ component: Component, preparedBy prepare: (Component) -> Void = { _ in }
    ) -> (Component, CallCounter) {
        let counter = CallCounter()
        component.refreshingBlock = counter.action
        return (attach(component, preparedBy: prepare), counter)
    }

    /// A normal header attached and refreshing, its reveal animation over: where the tests of ending start.
    func refreshingHeader() -> MJRefreshNormalHeader {
        let header = attach(MJRefreshNormalHeader {})
        header.beginRefreshing()
        UISimulation.runUntilIdle()
        return header
    }
}

/// Counts calls of a component callback.
@MainActor
final class CallCounter {
    private(set) var count = 0
    var action: MJRefreshComponentAction { { [self] in count += 1 } }
}
