/// A KVO change as MJRefresh's hooks receive it (`scrollViewContentOffsetDidChange(_:)` and the others): a
/// `[AnyHashable: Any]` with `"old"` and `"new"` values, kept from one change to the next.
///
/// Building a dictionary per change would allocate on every frame of a scroll, and setting or reading its
/// values by key costs more than the rest of the event (an `AnyHashable` key compares through dynamic casts).
/// So once both values are in, later changes overwrite them in place at the positions found the first time:
/// the storage is reused while uniquely referenced, and a point, size or state fits an `Any`'s inline buffer,
/// so nothing is allocated. A hook that keeps its `change` still holds a value that does not change under it
/// (the next update copies the storage first, which keeps the positions). The type is not generic, its update is:
/// one set of value witnesses for the three observed properties, and each update typed for its value (an `Any`
/// argument would cost a quarter of the event again).
struct KeyValueChangeDictionary {
    /// The dictionary handed to the hook.
    private(set) var dictionary: [AnyHashable: Any] = [:]
    /// Where `"old"` and `"new"` are, once both are present.
    private var positions: (old: [AnyHashable: Any].Index, new: [AnyHashable: Any].Index)?

    /// Holds the values of a new change; a value the change does not carry is absent.
    mutating func update<Value>(old: Value?, new: Value?) {
        if let old, let new, let positions {
            dictionary.values[positions.old] = old
            dictionary.values[positions.new] = new
            return
        }
        rebuild(old: old, new: new)
    }

    /// Builds the dictionary of a change anew and finds its entries: the first change, or one without both
    /// values. Not generic, so each observed property's update carries only the in-place writes.
    @inline(never)
    private mutating func rebuild(old: Any?, new: Any?) {
        dictionary = Self.made(old: old, new: new)
        if let oldPosition = dictionary.index(forKey: "old"), let newPosition = dictionary.index(forKey: "new") {
            positions = (oldPosition, newPosition)
        } else {
            positions = nil
        }
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
