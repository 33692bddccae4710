/// The updates a table or collection view collects between the outermost start and end of a batch
/// (`performBatchUpdates(_:completion:)`, `beginUpdates()`/`endUpdates()`; calls nest, as in UIKit), with the
/// completions to run when the batch's animation ends. An update made outside a batch is a batch of its own.
struct UpdateBatch {
    /// A closed batch: its updates, and one completion that runs all of the batch's completions.
    typealias Closed = (updates: IndexPathUpdates, completion: (Bool) -> Void)

    private var updates: IndexPathUpdates?
    private var depth = 0
    private var completions: [(Bool) -> Void] = []

    /// Opens a batch, or one more level of the open one.
    mutating func begin() {
        if depth == 0 { updates = IndexPathUpdates() }
        depth += 1
    }

    /// Runs `completion` when the open batch's animation ends.
    mutating func add(_ completion: ((Bool) -> Void)?) {
        if let completion { completions.append(completion) }
    }

    /// Adds `change` to the open batch; outside one, returns it closed as a batch of its own.
    mutating func record(_ change: (inout IndexPathUpdates) -> Void) -> Closed? {
        begin()
        change(&updates!)
        return end()
    }

    /// Closes one level: the batch when the outermost level closes; nil inside a nested level or without a batch.
    mutating func end() -> Closed? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0, let closed = updates else { return nil }
        updates = nil
        let completions = completions
        self.completions = []
        return (closed, { finished in for completion in completions { completion(finished) } })
    }
}
