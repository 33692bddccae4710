@_spi(SwiftUI) import MJRefresh
import SwiftUI

/// Which component a modifier shows: one of the UIKit layer's styles, or your own.
///
/// The style is read once, when the modifier first appears; configure the component (texts, images, hidden
/// labels) in the closure of `custom(_:)`.
@available(iOS 13.0, *)
public struct MJRefreshComponentStyle<Component: MJRefreshComponent> {
    let makeComponent: @MainActor () -> Component

    /// A component made by `makeComponent`: a configured built-in one or a subclass of your own.
    public static func custom(_ makeComponent: @escaping @MainActor () -> Component) -> Self {
        Self(makeComponent: makeComponent)
    }
}

/// The headers `refreshHeader` (`mj_header`) can show.
@available(iOS 13.0, *)
public typealias MJRefreshHeaderStyle = MJRefreshComponentStyle<MJRefreshHeader>

/// The footers `loadMoreFooter` (`mj_footer`) can show: auto footers load when the end of the list comes into
/// view (or on a tap), back footers on a pull up and release.
@available(iOS 13.0, *)
public typealias MJRefreshFooterStyle = MJRefreshComponentStyle<MJRefreshFooter>

@available(iOS 13.0, *)
extension MJRefreshComponentStyle where Component == MJRefreshHeader {
    /// `MJRefreshNormalHeader`: arrow, spinner, state text and last-updated time.
    public static var normal: Self { custom { MJRefreshNormalHeader() } }

    /// `MJRefreshStateHeader`: the state text and the last-updated time.
    public static var state: Self { custom { MJRefreshStateHeader() } }

    /// `MJRefreshGifHeader` with `images` per state (the idle images follow the pull), each state's images
    /// played over `duration` seconds (default: 0.1 s per image, as `setImages(_:for:)`).
    public static func gif(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval? = nil) -> Self {
        custom { MJRefreshGifHeader().settingImages(images, duration: duration) }
    }
}

@available(iOS 13.0, *)
extension MJRefreshComponentStyle where Component == MJRefreshFooter {
    /// `MJRefreshAutoNormalFooter`: spinner and state text, loading as the end comes into view.
    public static var autoNormal: Self { custom { MJRefreshAutoNormalFooter() } }

    /// `MJRefreshAutoStateFooter`: the state text only.
    public static var autoState: Self { custom { MJRefreshAutoStateFooter() } }

    /// `MJRefreshAutoGifFooter` with `images` per state.
    public static func autoGif(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval? = nil) -> Self {
        custom { MJRefreshAutoGifFooter().settingImages(images, duration: duration) }
    }

    /// `MJRefreshBackNormalFooter`: arrow, spinner and state text, loading on a pull up and release.
    public static var backNormal: Self { custom { MJRefreshBackNormalFooter() } }

    /// `MJRefreshBackStateFooter`: the state text only.
    public static var backState: Self { custom { MJRefreshBackStateFooter() } }

    /// `MJRefreshBackGifFooter` with `images` per state.
    public static func backGif(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval? = nil) -> Self {
        custom { MJRefreshBackGifFooter().settingImages(images, duration: duration) }
    }
}

extension MJRefreshGifImages {
    /// Sets each state's images, played over `duration` seconds or 0.1 s per image.
    func settingImages(_ images: [MJRefreshState: [UIImage]], duration: TimeInterval?) -> Self {
        for (state, frames) in images {
            if let duration { setImages(frames, duration: duration, for: state) } else { setImages(frames, for: state) }
        }
        return self
    }
}
