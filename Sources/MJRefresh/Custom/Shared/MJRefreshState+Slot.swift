#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

extension MJRefreshState {
    /// How many states there are: the length of an array kept by state (titles, images).
    static let slotCount = allCases.count

    /// The state's place in an array kept by state: its raw value (1 to 5) counted from 0.
    var slot: Int { rawValue - 1 }
}
