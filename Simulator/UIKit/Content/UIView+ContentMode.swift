extension UIView {
    /// How a view's content is placed in its bounds when their sizes differ.
    public enum ContentMode: Int, @unchecked Sendable {
        /// Stretched to the bounds, ignoring the aspect ratio.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change; placed as `.scaleToFill`.
        case redraw = 3
        /// At its own size, centred.
        case center = 4
        /// At its own size, centred horizontally against the top edge.
        case top = 5
        /// At its own size, centred horizontally against the bottom edge.
        case bottom = 6
        /// At its own size, centred vertically against the left edge.
        case left = 7
        /// At its own size, centred vertically against the right edge.
        case right = 8
        /// At its own size, in the top-left corner.
        case topLeft = 9
        /// At its own size, in the top-right corner.
        case topRight = 10
        /// At its own size, in the bottom-left corner.
        case bottomLeft = 11
        /// At its own size, in the bottom-right corner.
        case bottomRight = 12
    }
}

extension UIView.ContentMode {
    /// The rectangle content of `contentSize` takes in `bounds` in this mode.
    func rect(for contentSize: CGSize, in bounds: CGRect) -> CGRect {
        let width = contentSize.width, height = contentSize.height
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard width > 0, height > 0 else { return bounds }
            let ratios = (bounds.width / width, bounds.height / height)
            let factor = self == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            return CGRect(
                x: bounds.midX - width * factor / 2, y: bounds.midY - height * factor / 2,
                width: width * factor, height: height * factor)
        default:
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - width
            default: x = bounds.midX - width / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - height
            default: y = bounds.midY - height / 2
            }
            return CGRect(x: x, y: y, width: width, height: height)
        }
    }
}
