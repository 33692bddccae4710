import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Whether work may be waiting on the main queue, asked without turning the run loop.
///
/// libdispatch wakes the main run loop through a handle it signals when work lands on an empty main queue; the run
/// loop clears it when it drains the queue. A frame that finds it clear has nothing to drain, and skips the run loop
/// turn and its marker (a sixth of a randomized session's time went to turning an idle run loop every frame). The
/// handle comes from libdispatch's Core Foundation hook, looked up at run time: without it, or if the handle cannot
/// be polled, every frame drains as before.
enum MainQueueSignal {
    /// `false` only when the main queue is known to hold no work.
    static var mayHaveWork: Bool {
        guard let handle else { return true }
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 0)
        return ready != 0 || descriptor.revents != 0
    }

    /// The main queue's wake-up handle (an eventfd on Linux), if libdispatch exposes it.
    private static let handle: Int32? = {
        guard let symbol = dlsym(nil, "_dispatch_get_main_queue_port_4CF") else { return nil }
        let mainQueuePort = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
        let handle = mainQueuePort()
        return handle >= 0 ? handle : nil
    }()
}
