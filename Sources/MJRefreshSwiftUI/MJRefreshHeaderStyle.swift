import SwiftUI
@_spi(SwiftUI) import MJRefresh

/// Which header a `mj_header` modifier shows: the UIKit layer's styles, or your own header.
///
/// The style is read once, when the modifier first appears; configure the header (texts, images, hidden labels)
/// in the closure of `custom(_:)`.
@available(iOS 13.0, *)
public struct MJRefreshHeaderStyle {
    let makeHeader: @MainActor () -> MJRefreshHeader

    /// A header made by `makeHeader`: a configured built-in one or a subclass of your own.
    public static func custom(_ makeHeader: @escaping @MainActor () -> MJRefreshHeader) -> Self {
        Self(makeHeader: makeHeader)
    }

    /// `MJRefreshNormalHeader`: arrow, spinner, state text and last-updated time.
    public static var normal: Self { custom { MJRefreshNormalHeader() } }

    /// `MJRefreshStateHeader`: the state text and the last-updated time.
    public static var state: Self { custom { MJRefreshStateHeader() } }

    /// `MJRefreshGifHeader` with `images` per state (the idle images follow the pull), each state's images
    /// played over `duration` seconds (default: 0.1 s per image, as `setImages(_:for:)`).
    public static func gif(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval? = nil) -> Self {
        custom {
            let header = MJRefreshGifHeader()
            for (state, frames) in images {
                header.setImages(frames, duration: duration ?? Double(frames.count) * MJRefreshConstants.gifFrameDuration, for: state)
            }
            return header
        }
    }
}
