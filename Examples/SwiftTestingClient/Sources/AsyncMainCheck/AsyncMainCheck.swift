// An async `main`: the process runs the main queue with `dispatch_main()`, so main-actor code runs on a pool
// thread. The components' promises to main-actor callers must hold here as in an app.
import MJRefresh

@main
struct AsyncMainCheck {
    @MainActor
    static func main() async {
        await UISimulation.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(list)
        var refreshes = 0
        let header = MJRefreshNormalHeader { refreshes += 1 }
        list.mj_header = header

        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        check(header.state == .refreshing && refreshes == 1, "beginRefreshing() refreshes once")
        header.endRefreshing()
        check(header.state == .idle, "endRefreshing() from the main actor ends before it returns")
        await UISimulation.runUntilIdle()
        check(list.contentInset.top == 0, "the collapse gives the inset back")

        header.beginRefreshing()
        await UISimulation.runUntilIdle()
        DispatchQueue.global().async { header.endRefreshing() }  // Swift 5 code: a plain call from another thread
        check(await UISimulation.run(until: { header.state == .idle }), "an end from another thread lands")
        print("AsyncMainCheck: 4 passed, 0 failed")
    }

    @MainActor
    static func check(_ condition: Bool, _ what: String) {
        print(condition ? "ok: \(what)" : "FAILED: \(what)")
        if !condition { exit(1) }
    }
}
