#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// Custom components for Objective-C. MJRefresh's apps made their own header by subclassing `MJRefreshHeader` and
// overriding `prepare`, `placeSubviews` and `setState:`; Objective-C cannot subclass a Swift class, so here the
// app writes a view instead, and one of the four components below shows it and tells it what happens. The
// component keeps doing everything else (attaching, triggering, insets, callbacks), as the base class of a
// subclass did.

/// An Objective-C app's own refresh view: a `UIView` that a custom component (`MJRefreshCustomHeader`,
/// `MJRefreshCustomAutoFooter`, `MJRefreshCustomBackFooter`, `MJRefreshCustomTrailer`) stretches over its bounds
/// and tells about its state, the pull and the language, in place of the subclass hooks.
@available(swift, obsoleted: 1)
@preconcurrency @MainActor
@objc(MJRefreshCustomContent) public protocol MJRefreshObjCCustomContent: NSObjectProtocol {
    /// The component went from `oldState` to its `state` (a subclass's `setState:`). Also sent when the view is
    /// installed, from the component's state to itself, so that the view starts out showing it.
    @objc(refreshComponent:didChangeStateFrom:)
    optional func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshObjCState)

    /// The pull moved: 0 at rest, 1 at the threshold, more beyond it (a subclass's `setPullingPercent:`).
    @objc(refreshComponent:didChangePullingPercent:)
    optional func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat)

    /// `MJRefreshConfig.defaultConfig` changed the language: read the texts again (a subclass's `i18nDidChange`).
    @objc(refreshComponentDidChangeLanguage:)
    optional func refreshComponentDidChangeLanguage(_ component: MJRefreshComponent)
}

/// What the component tells a Swift `MJRefreshContent`, told to an Objective-C app's content: the receiver the
/// component's content slot keeps, so the custom components show and tell their view through the same path as
/// `contentView` (placed at each layout pass, told the state after `stateDidChange(from:)`, the pull when it moves,
/// the language). It holds the view, which the component's `content` property reads back.
@available(swift, obsoleted: 1)
@MainActor
final class MJRefreshObjCContentReceiver: MJRefreshContent {
    let content: any UIView & MJRefreshObjCCustomContent

    init(_ content: any UIView & MJRefreshObjCCustomContent) {
        self.content = content
    }

    func refreshComponent(_ component: MJRefreshComponent, didChangeStateFrom oldState: MJRefreshState) {
        content.refreshComponent?(component, didChangeStateFrom: MJRefreshObjCState(oldState))
    }

    func refreshComponent(_ component: MJRefreshComponent, didChangePullingPercent pullingPercent: CGFloat) {
        content.refreshComponent?(component, didChangePullingPercent: pullingPercent)
    }

    func refreshComponentDidChangeLanguage(_ component: MJRefreshComponent) {
        content.refreshComponentDidChangeLanguage?(component)
    }
}

extension MJRefreshComponent {
    /// The Objective-C custom components' `content`: the view their content slot shows.
    @available(swift, obsoleted: 1)
    var objCContent: (any UIView & MJRefreshObjCCustomContent)? {
        get { (contentSlot.receiver as? MJRefreshObjCContentReceiver)?.content }
        set { installContent(newValue, receiver: newValue.map(MJRefreshObjCContentReceiver.init)) }
    }
}

/// A header that shows an app's own view (MJRefresh's DIY header without the subclass).
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomHeader) public final class MJRefreshObjCCustomHeader: MJRefreshHeader {
    /// The view shown over the header's bounds; `nil` shows nothing. Set the header's height with `mj_h`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        get { objCContent }
        set { objCContent = newValue }
    }
}

/// An auto footer that shows an app's own view.
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomAutoFooter) public final class MJRefreshObjCCustomAutoFooter: MJRefreshAutoFooter {
    /// The view shown over the footer's bounds; `nil` shows nothing. Set the footer's height with `mj_h`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        get { objCContent }
        set { objCContent = newValue }
    }
}

/// A back footer that shows an app's own view.
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomBackFooter) public final class MJRefreshObjCCustomBackFooter: MJRefreshBackFooter {
    /// The view shown over the footer's bounds; `nil` shows nothing. Set the footer's height with `mj_h`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        get { objCContent }
        set { objCContent = newValue }
    }
}

/// A trailer that shows an app's own view.
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomTrailer) public final class MJRefreshObjCCustomTrailer: MJRefreshTrailer {
    /// The view shown over the trailer's bounds; `nil` shows nothing. The trailer is 60 pt wide, as MJRefresh's.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        get { objCContent }
        set { objCContent = newValue }
    }
}
#endif
