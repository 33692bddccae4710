/// A KVO change as MJRefresh's hooks receive it (`scrollViewContentOffsetDidChange(_:)` and the others): a
/// `[AnyHashable: Any]` with `"old"` and `"new"` values, kept from one change to the next.
///
/// Building a dictionary per change would allocate on every frame of a scroll, and setting or reading its
/// values by key costs more than the rest of the event (an `AnyHashable` key compares through dynamic casts).
/// So once both values are in, later changes overwrite them in place at the positions found the first time:
/// the storage is reused while uniquely referenced, and a point, size or state fits an `Any`'s inline buffer,
/// so nothing is allocated. A hook that keeps its `change` still holds a value that does not change under it
/// (the next update copies the storage first, which keeps the positions).
struct KeyValueChangeDictionary<Value> {
    /// The dictionary handed to the hook.
    private(set) var dictionary: [AnyHashable: Any] = [:]
    /// The new value of the last change, typed, for the component's own decision.
    private(set) var new: Value?
    /// Where `"old"` and `"new"` are, once both are present.
    private var positions: (old: [AnyHashable: Any].Index, new: [AnyHashable: Any].Index)?

    /// Holds the values of a new change; a value the change does not carry is absent.
    mutating func update(old: Value?, new: Value?) {
        self.new = new
        if let old, let new, let positions {
            dictionary.values[positions.old] = old
            dictionary.values[positions.new] = new
            return
        }
        // Room for both values at once: one allocation instead of two (the second insert would grow it).
        dictionary = [AnyHashable: Any](minimumCapacity: 2)
        dictionary["old"] = old
        dictionary["new"] = new
        if let oldPosition = dictionary.index(forKey: "old"), let newPosition = dictionary.index(forKey: "new") {
            positions = (oldPosition, newPosition)
        } else {
            positions = nil
        }
    }
}

extension [AnyHashable: Any] {
    /// A change's `"old"` and `"new"` values, in a dictionary of their own.
    static func made<Observed>(from change: NSKeyValueObservedChange<Observed>) -> Self {
        var dictionary = Self(minimumCapacity: 2)
        dictionary["old"] = change.oldValue
        dictionary["new"] = change.newValue
        return dictionary
    }
}
