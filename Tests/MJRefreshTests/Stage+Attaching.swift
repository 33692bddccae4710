import MJRefresh

extension Stage {
    /// Attaches `component` where its kind goes, as the scroll view's header or footer, and returns it;
    /// `configure` runs first, for settings that must be in place when the component arrives.
    @discardableResult
    func attach<Component: MJRefreshComponent>(
        _ component: Component, configuredBy configure: (Component) -> Void = { _ in }
    ) -> Component {
        configure(component)
        switch component {
        case let header as MJRefreshHeader: scrollView.mj_header = header
        case let footer as MJRefreshFooter: scrollView.mj_footer = footer
        default: preconditionFailure("\(component) is neither a header nor a footer")
        }
        return component
    }

    /// Attaches `component` with a refresh block that counts its calls: where most pull tests start.
    func attachCounting<Component: MJRefreshComponent>(
        _ component: Component, configuredBy configure: (Component) -> Void = { _ in }
    ) -> (Component, CallCounter) {
        let counter = CallCounter()
        component.refreshingBlock = counter.action
        return (attach(component, configuredBy: configure), counter)
    }
}
