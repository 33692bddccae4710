// What the GIF header and the two GIF footers do alike with their image view. Their bases differ (state header,
// back and auto state footers), so they share it through this protocol rather than a common superclass; each keeps
// only what is its own: which states show images and when its text counts as hidden.

/// A component that plays `gifAnimation`'s images in `gifView`, beside its text.
@MainActor
protocol MJRefreshGifPlaying: MJRefreshComponent {
    var gifView: UIImageView! { get }
    var gifAnimation: MJRefreshGifAnimation { get }
    var labelLeftInset: CGFloat { get }
}

// `playImages(for:)` and `placeGifView(besideTextOfWidth:)` run on state changes and layouts, so one copy serves
// all three conformers (`@_semantics("optimize.sil.specialize.generic.never")`) instead of one specialised per class;
// `showIdleFrameForPull()` runs per pull event and stays specialised.
extension MJRefreshGifPlaying {
    /// While idle, shows the idle frame that matches how far the user has pulled.
    func showIdleFrameForPull() {
        guard state == .idle else { return }
        gifAnimation.showIdleFrame(for: pullingPercent, in: gifView)
    }

    /// Plays the pull states' images: pulling and refreshing animate, idle stops (the pull then picks the frame).
    /// Other states leave the images as they are.
    @_semantics("optimize.sil.specialize.generic.never")
    func playImages(for state: MJRefreshState) {
        switch state {
        case .pulling, .refreshing:
            gifAnimation.play(state, in: gifView)
        case .idle:
            gifView.stopAnimating()
        case .willRefresh, .noMoreData:
            break
        }
    }

    /// Lays the image view over the component: centred with no text (`textWidth` nil), else drawn against the
    /// right end of the space left of the text, `textWidth` wide; mirrored right to left.
    @_semantics("optimize.sil.specialize.generic.never")
    func placeGifView(besideTextOfWidth textWidth: CGFloat?) {
        gifView.frame = bounds
        if let textWidth {
            gifView.contentMode = .right
            gifView.mj_w = max(0, mj_w / 2 - labelLeftInset - textWidth / 2)
        } else {
            gifView.contentMode = .center
        }
        mirrorForLayoutDirection(gifView)
    }
}

extension MJRefreshGifHeader: MJRefreshGifPlaying {}
extension MJRefreshBackGifFooter: MJRefreshGifPlaying {}
extension MJRefreshAutoGifFooter: MJRefreshGifPlaying {}
