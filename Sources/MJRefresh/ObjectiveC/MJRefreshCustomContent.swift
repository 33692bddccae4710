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

extension MJRefreshComponent {
    /// Shows `content` over the whole component instead of `oldContent`, and tells it the current state and pull.
    /// A view that belongs to another component is moved here, as `addSubview` moves it.
    @available(swift, obsoleted: 1)
    func install(_ content: (any UIView & MJRefreshObjCCustomContent)?, replacing oldContent: UIView?) {
        if let oldContent, oldContent !== content, oldContent.superview === self {
            oldContent.removeFromSuperview()
        }
        guard let content else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        let current = MJRefreshObjCState(state)
        content.refreshComponent?(self, didChangeStateFrom: current)
        content.refreshComponent?(self, didChangePullingPercent: pullingPercent)
    }
}

/// A header that shows an app's own view (MJRefresh's DIY header without the subclass).
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomHeader) public final class MJRefreshObjCCustomHeader: MJRefreshHeader {
    /// The view shown over the header's bounds; `nil` shows nothing. Set the header's height with `mj_h`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        didSet { install(content, replacing: oldValue) }
    }

    override public func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        content?.refreshComponent?(self, didChangeStateFrom: MJRefreshObjCState(oldState))
    }

    override public var pullingPercent: CGFloat {
        didSet { content?.refreshComponent?(self, didChangePullingPercent: pullingPercent) }
    }

    override public func i18nDidChange() {
        super.i18nDidChange()
        content?.refreshComponentDidChangeLanguage?(self)
    }
}

/// An auto footer that shows an app's own view.
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomAutoFooter) public final class MJRefreshObjCCustomAutoFooter: MJRefreshAutoFooter {
    /// The view shown over the footer's bounds; `nil` shows nothing. Set the footer's height with `mj_h`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        didSet { install(content, replacing: oldValue) }
    }

    override public func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        content?.refreshComponent?(self, didChangeStateFrom: MJRefreshObjCState(oldState))
    }

    override public var pullingPercent: CGFloat {
        didSet { content?.refreshComponent?(self, didChangePullingPercent: pullingPercent) }
    }

    override public func i18nDidChange() {
        super.i18nDidChange()
        content?.refreshComponentDidChangeLanguage?(self)
    }
}

/// A back footer that shows an app's own view.
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomBackFooter) public final class MJRefreshObjCCustomBackFooter: MJRefreshBackFooter {
    /// The view shown over the footer's bounds; `nil` shows nothing. Set the footer's height with `mj_h`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        didSet { install(content, replacing: oldValue) }
    }

    override public func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        content?.refreshComponent?(self, didChangeStateFrom: MJRefreshObjCState(oldState))
    }

    override public var pullingPercent: CGFloat {
        didSet { content?.refreshComponent?(self, didChangePullingPercent: pullingPercent) }
    }

    override public func i18nDidChange() {
        super.i18nDidChange()
        content?.refreshComponentDidChangeLanguage?(self)
    }
}

/// A trailer that shows an app's own view.
@available(swift, obsoleted: 1)
@objc(MJRefreshCustomTrailer) public final class MJRefreshObjCCustomTrailer: MJRefreshTrailer {
    /// The view shown over the trailer's bounds; `nil` shows nothing. Set the trailer's width with `mj_w`.
    @objc public var content: (any UIView & MJRefreshObjCCustomContent)? {
        didSet { install(content, replacing: oldValue) }
    }

    override public func stateDidChange(from oldState: MJRefreshState) {
        super.stateDidChange(from: oldState)
        content?.refreshComponent?(self, didChangeStateFrom: MJRefreshObjCState(oldState))
    }

    override public var pullingPercent: CGFloat {
        didSet { content?.refreshComponent?(self, didChangePullingPercent: pullingPercent) }
    }

    override public func i18nDidChange() {
        super.i18nDidChange()
        content?.refreshComponentDidChangeLanguage?(self)
    }
}
#endif
