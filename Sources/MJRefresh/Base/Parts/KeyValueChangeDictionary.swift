/// A KVO change as MJRefresh's hooks receive it (`scrollViewContentOffsetDidChange(_:)` and the others): a
/// `[AnyHashable: Any]` with `"old"` and `"new"` values, kept from one change to the next.
///
/// Building a dictionary per change would allocate on every frame of a scroll, and setting or reading its
/// values by key costs more than the rest of the event (an `AnyHashable` key compares through dynamic casts).
/// So once both values are in, later changes overwrite them in place, in the two entries found the first time:
/// the storage is reused while uniquely referenced, and a point, size or state fits an `Any`'s inline buffer,
/// so nothing is allocated. A hook that keeps its `change` still holds a value that does not change under it
/// (the next update copies the storage first, which keeps the positions).
struct KeyValueChangeDictionary {
    /// The dictionary handed to the hook.
    private(set) var dictionary: [AnyHashable: Any] = [:]
    /// Where `"old"` is, once both values are present: first or second of the two entries (`"new"` is the other).
    private var isOldFirst: Bool?

    /// Holds the values of a new change; a value the change does not carry is absent. The values are taken as
    /// `Any`, so that one body serves every observed property.
    mutating func update(old: Any?, new: Any?) {
        if let old, let new, let isOldFirst {
            let first = dictionary.values.startIndex
            let second = dictionary.values.index(after: first)
            dictionary.values[first] = isOldFirst ? old : new
            dictionary.values[second] = isOldFirst ? new : old
            return
        }
        dictionary = Self.made(old: old, new: new)
        isOldFirst = dictionary.count == 2 ? dictionary.index(forKey: "old") == dictionary.startIndex : nil
    }

    /// A change's `"old"` and `"new"` values, in a dictionary of their own.
    static func made(old: Any?, new: Any?) -> [AnyHashable: Any] {
        // Room for both values at once: one allocation instead of two (the second insert would grow it).
        var dictionary = [AnyHashable: Any](minimumCapacity: 2)
        dictionary["old"] = old
        dictionary["new"] = new
        return dictionary
    }
}
