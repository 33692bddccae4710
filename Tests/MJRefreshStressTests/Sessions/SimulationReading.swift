import MJRefresh

/// A reading of an order UIKit leaves open, switched in the middle of a session: the components must hold under
/// every reading the stand-in can play (`UISimulation.dragEndOrder` and friends), and under a change of reading
/// between two gestures.
enum SimulationReading: Sendable, Equatable, CustomStringConvertible {
    case dragEndOrder(UISimulation.DragEndOrder)
    case safeAreaPropagation(UISimulation.SafeAreaPropagation)
    case safeAreaControllerCallback(UISimulation.SafeAreaControllerCallback)
    case sectionHeaderPinning(UISimulation.SectionHeaderPinning)

    /// Every reading of every setting.
    static let all: [SimulationReading] =
        UISimulation.DragEndOrder.allCases.map(Self.dragEndOrder)
        + UISimulation.SafeAreaPropagation.allCases.map(Self.safeAreaPropagation)
        + UISimulation.SafeAreaControllerCallback.allCases.map(Self.safeAreaControllerCallback)
        + UISimulation.SectionHeaderPinning.allCases.map(Self.sectionHeaderPinning)

    @MainActor
    func apply() {
        switch self {
        case let .dragEndOrder(order): UISimulation.dragEndOrder = order
        case let .safeAreaPropagation(order): UISimulation.safeAreaPropagation = order
        case let .safeAreaControllerCallback(order): UISimulation.safeAreaControllerCallback = order
        case let .sectionHeaderPinning(pinning): UISimulation.sectionHeaderPinning = pinning
        }
    }

    var description: String {
        switch self {
        case let .dragEndOrder(order): return ".dragEndOrder(.\(order))"
        case let .safeAreaPropagation(order): return ".safeAreaPropagation(.\(order))"
        case let .safeAreaControllerCallback(order): return ".safeAreaControllerCallback(.\(order))"
        case let .sectionHeaderPinning(pinning): return ".sectionHeaderPinning(.\(pinning))"
        }
    }
}
