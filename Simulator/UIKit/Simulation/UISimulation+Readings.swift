import Foundation

// Switches for orders UIKit's documentation leaves open and the components could depend on, so tests can run under
// each reading. The defaults are the stand-in's choices; `MJREFRESH_SIMULATION_READINGS` picks others for a whole
// test run (see `SimulationReadings.fromEnvironment`).

extension UISimulation {
    /// What observers see, and in which order, when a drag ends (the finger lifts, or the system takes it away).
    /// Apple documents the three events but not their order.
    public enum DragEndOrder: String, CaseIterable, Sendable {
        /// `isDragging` turns `false`, then the pan goes `.ended` (or `.cancelled`), then the delegate hears
        /// `scrollViewWillEndDragging` and `scrollViewDidEndDragging` and the content starts moving on: observers
        /// of the pan's state (key-value observing sees the change at once) see a view no longer dragging.
        case draggingEndsFirst
        /// The pan goes `.ended` while `isDragging` is still `true`; `isDragging` turns `false` just before the
        /// delegate's callbacks.
        case panEndsFirst
        /// `isDragging` turns `false`, the delegate's callbacks run and the content starts moving on, and only then
        /// does the pan go `.ended`: the order a target-action observer added after the scroll view's own handler
        /// sees.
        case delegateFirst
    }

    /// The order of the end of a drag (stand-in choice): `.draggingEndsFirst` unless a test picks another reading.
    /// Put back by `reset()`.
    public static var dragEndOrder: DragEndOrder {
        get { SimulationReadings.dragEndOrder }
        set { SimulationReadings.dragEndOrder = newValue }
    }

    /// In which order the views of a tree hear that their safe area changed. Apple documents that both a view's
    /// `safeAreaInsetsDidChange()` and its controller's `viewSafeAreaInsetsDidChange()` are called, not the order.
    public enum SafeAreaPropagation: String, CaseIterable, Sendable {
        /// A view hears it before its subviews (a container's bars move before its children hear theirs).
        case parentsFirst
        /// The subviews hear it before the view above them.
        case childrenFirst
    }

    /// Whether a controller's `viewSafeAreaInsetsDidChange()` comes after or before its view's
    /// `safeAreaInsetsDidChange()`.
    public enum SafeAreaControllerCallback: String, CaseIterable, Sendable {
        /// The view's callback first, then its controller's.
        case afterView
        /// The controller's callback first, then its view's.
        case beforeView
    }

    /// The order of safe-area callbacks down a view tree (stand-in choice): `.parentsFirst` unless a test picks
    /// the other reading. Put back by `reset()`.
    public static var safeAreaPropagation: SafeAreaPropagation {
        get { SimulationReadings.safeAreaPropagation }
        set { SimulationReadings.safeAreaPropagation = newValue }
    }

    /// The order of a view's and its controller's safe-area callbacks (stand-in choice): `.afterView` unless a
    /// test picks the other reading. Put back by `reset()`.
    public static var safeAreaControllerCallback: SafeAreaControllerCallback {
        get { SimulationReadings.safeAreaControllerCallback }
        set { SimulationReadings.safeAreaControllerCallback = newValue }
    }
}

/// The readings' values, put back by `UISimulation.reset()` to the stand-in's choices or to those the environment
/// variable `MJREFRESH_SIMULATION_READINGS` names.
@MainActor
enum SimulationReadings {
    static var dragEndOrder = UISimulation.DragEndOrder.draggingEndsFirst
    static var safeAreaPropagation = UISimulation.SafeAreaPropagation.parentsFirst
    static var safeAreaControllerCallback = UISimulation.SafeAreaControllerCallback.afterView

    /// The readings a whole test run takes, read once: `MJREFRESH_SIMULATION_READINGS` is a comma-separated list of
    /// `setting=reading` pairs, such as `dragEndOrder=delegateFirst,safeAreaPropagation=childrenFirst`
    /// (`sectionHeaderPinning=atOffsetChange` too). A name the stand-in does not know stops the run: a misspelt
    /// reading must not pass for the default.
    private static let fromEnvironment: [String: String] = {
        guard let list = ProcessInfo.processInfo.environment["MJREFRESH_SIMULATION_READINGS"] else { return [:] }
        var readings: [String: String] = [:]
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else {
                preconditionFailure("MJREFRESH_SIMULATION_READINGS: '\(pair)' is not setting=reading")
            }
            readings[parts[0]] = parts[1]
        }
        return readings
    }()

    static func reset() {
        dragEndOrder = reading("dragEndOrder") ?? .draggingEndsFirst
        safeAreaPropagation = reading("safeAreaPropagation") ?? .parentsFirst
        safeAreaControllerCallback = reading("safeAreaControllerCallback") ?? .afterView
        switch fromEnvironment["sectionHeaderPinning"] {
        case nil: break
        case "atLayout": ListSettings.sectionHeaderPinning = .atLayout
        case "atOffsetChange": ListSettings.sectionHeaderPinning = .atOffsetChange
        case let other?: preconditionFailure("MJREFRESH_SIMULATION_READINGS: no sectionHeaderPinning '\(other)'")
        }
        let known: Set = ["dragEndOrder", "safeAreaPropagation", "safeAreaControllerCallback", "sectionHeaderPinning"]
        if let unknown = fromEnvironment.keys.first(where: { !known.contains($0) }) {
            preconditionFailure("MJREFRESH_SIMULATION_READINGS: no setting '\(unknown)'")
        }
    }

    private static func reading<Reading: RawRepresentable<String>>(_ setting: String) -> Reading? {
        guard let name = fromEnvironment[setting] else { return nil }
        guard let value = Reading(rawValue: name) else {
            preconditionFailure("MJREFRESH_SIMULATION_READINGS: no \(setting) '\(name)'")
        }
        return value
    }
}
