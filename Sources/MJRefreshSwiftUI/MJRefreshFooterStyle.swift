import SwiftUI
@_spi(SwiftUI) import MJRefresh

/// Which footer a `mj_footer` modifier shows: an auto footer (loads when the end of the list comes into view,
/// or on a tap) or a back footer (pull up and release), in the UIKit layer's styles, or your own footer.
///
/// The style is read once, when the modifier first appears.
@available(iOS 13.0, *)
public struct MJRefreshFooterStyle {
    let makeFooter: @MainActor () -> MJRefreshFooter

    /// A footer made by `makeFooter`: a configured built-in one or a subclass of your own.
    public static func custom(_ makeFooter: @escaping @MainActor () -> MJRefreshFooter) -> Self {
        Self(makeFooter: makeFooter)
    }

    /// `MJRefreshAutoNormalFooter`: spinner and state text, loading as the end comes into view.
    public static var autoNormal: Self { custom { MJRefreshAutoNormalFooter() } }

    /// `MJRefreshAutoStateFooter`: the state text only.
    public static var autoState: Self { custom { MJRefreshAutoStateFooter() } }

    /// `MJRefreshBackNormalFooter`: arrow, spinner and state text, loading on a pull up and release.
    public static var backNormal: Self { custom { MJRefreshBackNormalFooter() } }

    /// `MJRefreshBackStateFooter`: the state text only.
    public static var backState: Self { custom { MJRefreshBackStateFooter() } }

    /// `MJRefreshAutoGifFooter` with `images` per state.
    public static func autoGif(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval? = nil) -> Self {
        custom {
            let footer = MJRefreshAutoGifFooter()
            for (state, frames) in images {
                footer.setImages(frames, duration: duration ?? Double(frames.count) * MJRefreshConstants.gifFrameDuration, for: state)
            }
            return footer
        }
    }

    /// `MJRefreshBackGifFooter` with `images` per state.
    public static func backGif(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval? = nil) -> Self {
        custom {
            let footer = MJRefreshBackGifFooter()
            for (state, frames) in images {
                footer.setImages(frames, duration: duration ?? Double(frames.count) * MJRefreshConstants.gifFrameDuration, for: state)
            }
            return footer
        }
    }
}
