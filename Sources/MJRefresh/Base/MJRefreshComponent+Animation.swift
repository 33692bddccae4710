#if canImport(MJRefreshCore)
@_spi(Engine) import MJRefreshCore
#endif

// How a component animates: the durations of the reveal, the collapse and a result's moment, and the fade with the
// pull (`isAutomaticallyChangeAlpha`).

extension MJRefreshComponent {
    /// Duration of the reveal animation when a refresh starts; 0.25 s. Reads 0 while a header's
    /// `isCollectionViewAnimationBug` is set.
    public final var fastAnimationDuration: TimeInterval {
        get { cycle.durations.isInsetAnimationOff ? 0 : cycle.durations.fast }
        set { cycle.durations.fast = newValue }
    }

    /// Duration of the collapse animation when a refresh ends; 0.4 s. Reads 0 while a header's
    /// `isCollectionViewAnimationBug` is set.
    public final var slowAnimationDuration: TimeInterval {
        get { cycle.durations.isInsetAnimationOff ? 0 : cycle.durations.slow }
        set { cycle.durations.slow = newValue }
    }

    /// How long `endRefreshing(with:)` shows its result before the component collapses; 0.8 s. 0 (or a negative
    /// or non-finite value) collapses at once, as `endRefreshing()` does.
    public final var resultDisplayDuration: TimeInterval {
        get { cycle.durations.result }
        set { cycle.durations.result = newValue }
    }

    /// Disables the reveal and collapse animations (both durations become 0).
    @discardableResult
    public final func setAnimationDisabled() -> Self {
        fastAnimationDuration = 0
        slowAnimationDuration = 0
        return self
    }

    /// Sets `isAutomaticallyChangeAlpha`.
    @discardableResult
    public final func autoChangeTransparency(_ isAutoChange: Bool) -> Self {
        isAutomaticallyChangeAlpha = isAutoChange
        return self
    }
}
