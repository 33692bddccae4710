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
    /// The values `dictionary` holds, typed.
    private var values: (old: Value?, new: Value?) = (nil, nil)
    /// Where `"old"` and `"new"` are, once both are present.
    private var positions: (old: [AnyHashable: Any].Index, new: [AnyHashable: Any].Index)?

    /// Holds the values of a new change; a value the change does not carry is absent.
    mutating func update(old: Value?, new: Value?) {
        values = (old, new)
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

    /// The `"old"` and `"new"` values of `change`, as `change?["old"] as? Value` reads them. When `change` is
    /// this dictionary itself (a hook reading what it was given) they come from the typed copy, without the
    /// lookups by key: equal bits mean the same storage, hence the same contents.
    func values(of change: [AnyHashable: Any]?) -> (old: Value?, new: Value?) {
        guard let change else { return (nil, nil) }
        let isSelf = withUnsafeBytes(of: change) { given in
            withUnsafeBytes(of: dictionary) { given.elementsEqual($0) }
        }
        return isSelf ? values : (change["old"] as? Value, change["new"] as? Value)
    }
}
