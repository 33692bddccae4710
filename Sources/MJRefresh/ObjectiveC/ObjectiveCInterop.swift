#if canImport(ObjectiveC) && !SwiftOnly
// What every Objective-C member of the library shares (see ObjectiveC.md in the documentation catalog): the
// block type, MJRefresh's Objective-C enum, and the factories' instance. The calls MJRefresh allows from any thread
// (ending a refresh) reach the main actor through `MainActorContext.perform` before calling their Swift
// counterpart, so a Swift subclass's override of that method runs on the main actor, as its isolation promises.
//
// Swift callers never see the members in this folder: each is `@available(swift, obsoleted: 1)`, so Swift keeps
// its own spellings (`beginRefreshing()`, `MJRefreshState.idle`, ...) while the generated Objective-C header
// declares MJRefresh's (`-beginRefreshing`, `MJRefreshStateIdle`, ...). Each member forwards to the Swift API of
// the same meaning, which the Linux tests drive.
//
// A member stands on each class whose MJRefresh header declares it (`stateLabel` on the state header, both state
// footers and the state trailer), so that the generated header lists it where MJRefresh's does. Swift cannot give
// unrelated classes one Objective-C member (such members cannot be generic, nor stand in a protocol extension), so
// these declarations repeat from class to class, each a short forward.
//
// Every file of this folder is left out when the package trait `SwiftOnly` is enabled (Package.swift), for apps
// whose Objective-C code does not use MJRefresh; builds that do not apply traits keep them.
import Foundation

#if canImport(MJRefreshObjC)
// MJRefresh's block types and constants, which Swift cannot declare for Objective-C (Sources/MJRefreshObjC).
// Naming the block type in the signatures below makes the generated header import that module, so
// `@import MJRefresh;` gives Objective-C code the constants too.
import MJRefreshObjC

/// MJRefresh's `MJRefreshComponentAction` block type, as the generated header names it.
@available(swift, obsoleted: 1)
public typealias MJRefreshObjCAction = __MJRefreshComponentAction
#else
/// MJRefresh's `MJRefreshComponentAction` block type (a CocoaPods build, where the header is part of this module, or
/// a build without the header target: the generated header then spells the block out).
@available(swift, obsoleted: 1)
public typealias MJRefreshObjCAction = () -> Void
#endif

/// MJRefresh's `MJRefreshState` for Objective-C: `MJRefreshStateIdle` (1) to `MJRefreshStateNoMoreData` (5), the
/// raw values of the Swift `MJRefreshState`.
@available(swift, obsoleted: 1)
@objc(MJRefreshState) public enum MJRefreshObjCState: Int {
    case idle = 1
    case pulling = 2
    case refreshing = 3
    case willRefresh = 4
    case noMoreData = 5

    init(_ state: MJRefreshState) {
        self = MJRefreshObjCState(rawValue: state.rawValue) ?? .idle
    }

    /// The Swift state; `nil` for a number outside the enum, which Objective-C can pass (`(MJRefreshState)42`):
    /// the members that take a state then change nothing.
    var swiftState: MJRefreshState? {
        MJRefreshState(rawValue: rawValue)
    }
}

extension MJRefreshComponent {
    /// An instance of the class a factory was sent to, as `+[MJRefreshNormalHeader headerWithRefreshingBlock:]`
    /// makes a normal header (Objective-C's `-init` runs `init(frame:)`).
    static func objectiveCInstance(refreshingBlock: @escaping () -> Void) -> Self {
        let component = objectiveCInstance()
        component.refreshingBlock = refreshingBlock
        return component
    }

    /// An instance of the class a factory was sent to, sending `action` to `target` when it refreshes.
    static func objectiveCInstance(refreshingTarget target: Any?, refreshingAction action: Selector) -> Self {
        let component = objectiveCInstance()
        component.setRefreshingTarget(target, refreshingAction: action)
        return component
    }

    private static func objectiveCInstance() -> Self {
        (self as NSObject.Type).init() as! Self
    }
}
#endif
