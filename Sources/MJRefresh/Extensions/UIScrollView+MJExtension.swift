extension UIScrollView {
    /// The inset the content really has: `adjustedContentInset` (system bars and safe area included).
    public var mj_inset: UIEdgeInsets { adjustedContentInset }

    /// The effective top inset. Setting it writes `contentInset` so that the *adjusted* inset becomes the value,
    /// never double-counting what the system adds.
    public var mj_insetT: CGFloat {
        get { adjustedContentInset.top }
        set { contentInset.top = newValue - (adjustedContentInset.top - contentInset.top) }
    }

    /// The effective bottom inset; setting it writes `contentInset` (see `mj_insetT`).
    public var mj_insetB: CGFloat {
        get { adjustedContentInset.bottom }
        set { contentInset.bottom = newValue - (adjustedContentInset.bottom - contentInset.bottom) }
    }

    /// The effective left inset; setting it writes `contentInset` (see `mj_insetT`).
    public var mj_insetL: CGFloat {
        get { adjustedContentInset.left }
        set { contentInset.left = newValue - (adjustedContentInset.left - contentInset.left) }
    }

    /// The effective right inset; setting it writes `contentInset` (see `mj_insetT`).
    public var mj_insetR: CGFloat {
        get { adjustedContentInset.right }
        set { contentInset.right = newValue - (adjustedContentInset.right - contentInset.right) }
    }

    /// `contentOffset.x`, settable.
    public var mj_offsetX: CGFloat {
        get { contentOffset.x }
        set { contentOffset.x = newValue }
    }

    /// `contentOffset.y`, settable.
    public var mj_offsetY: CGFloat {
        get { contentOffset.y }
        set { contentOffset.y = newValue }
    }

    /// `contentSize.width`, settable.
    public var mj_contentW: CGFloat {
        get { contentSize.width }
        set { contentSize.width = newValue }
    }

    /// `contentSize.height`, settable.
    public var mj_contentH: CGFloat {
        get { contentSize.height }
        set { contentSize.height = newValue }
    }
}
