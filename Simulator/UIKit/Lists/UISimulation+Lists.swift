// Switches for what UIKit's documentation leaves open about lists, so tests can run under each reading.

extension UISimulation {
    /// When a plain table's floating section headers follow a change of the visible top (see
    /// `Simulator/Reference/Lists.md`, "Pinned section headers").
    public enum SectionHeaderPinning: CaseIterable, Sendable {
        /// At the table's next layout pass after the offset or the inset changed, as `layoutSubviews` does on a
        /// device: observers of the change run first, and both an offset and an inset change re-place the headers.
        case atLayout
        /// At once inside each `contentOffset` change, before its observers run; an inset change alone leaves
        /// the headers where they are until the next offset change.
        case atOffsetChange
    }

    /// When floating section headers move (stand-in choice, since Apple does not say): `.atLayout` unless a test
    /// picks the other reading. Put back by `reset()`.
    public static var sectionHeaderPinning: SectionHeaderPinning {
        get { ListSettings.sectionHeaderPinning }
        set { ListSettings.sectionHeaderPinning = newValue }
    }
}

/// The list switches' values, put back to their defaults by `UISimulation.reset()`.
@MainActor
enum ListSettings {
    static var sectionHeaderPinning = UISimulation.SectionHeaderPinning.atLayout

    static func reset() {
        sectionHeaderPinning = .atLayout
    }
}
