extension UIView {
    /// `frame.origin.x`, settable. MJRefresh's frame shorthands, kept for source compatibility.
    public var mj_x: CGFloat {
        get { frame.origin.x }
        set { frame.origin.x = newValue }
    }

    /// `frame.origin.y`, settable.
    public var mj_y: CGFloat {
        get { frame.origin.y }
        set { frame.origin.y = newValue }
    }

    /// `frame.size.width`, settable.
    public var mj_w: CGFloat {
        get { frame.size.width }
        set { frame.size.width = newValue }
    }

    /// `frame.size.height`, settable.
    public var mj_h: CGFloat {
        get { frame.size.height }
        set { frame.size.height = newValue }
    }

    /// `frame.size`, settable.
    public var mj_size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// `frame.origin`, settable.
    public var mj_origin: CGPoint {
        get { frame.origin }
        set { frame.origin = newValue }
    }
}
