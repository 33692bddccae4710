import Foundation
import SimulationTesting
import Testing

/// Randomized sessions of pulls, flings, calls from any thread, reloads, inset, rotation and safe-area changes,
/// component swaps, window changes, navigation, tabs and bars around the list, and teardown, checked after every step and at rest (see
/// `SessionInvariants`).
///
/// Every run plays the same sessions unless `MJREFRESH_SESSION_SEED` asks for others (`SessionSeeds`). A failure
/// is reported shrunk to the fewest, simplest steps that still break the same invariant, as a ready regression
/// entry (`SessionExplorer`).
@MainActor
@Suite(.uiSimulation)
struct RandomizedSessionTests {
    /// Sessions per scene: `MJREFRESH_STRESS_SESSIONS`, else 10,000 shared by the scenes (rounded up).
    static let sessionsPerScene =
        ProcessInfo.processInfo.environment["MJREFRESH_STRESS_SESSIONS"].flatMap(Int.init)
        ?? (10_000 + SessionSetup.allCases.count - 1) / SessionSetup.allCases.count

    @Test(.shrinking)
    func headerAndAutoFooterSessions() async {
        await explore(.headerAutoFooter)
    }

    @Test(.shrinking)
    func headerAndBackFooterSessions() async {
        await explore(.headerBackFooter)
    }

    @Test(.shrinking)
    func trailerSessions() async {
        await explore(.trailer)
    }

    @Test(.shrinking)
    func leaderAndTrailerSessions() async {
        await explore(.leaderTrailer)
    }

    @Test(.shrinking)
    func autoHeaderAndAutoFooterSessions() async {
        await explore(.autoHeaderAutoFooter)
    }

    @Test(.shrinking)
    func navigationHeaderAndAutoFooterSessions() async {
        await explore(.navigationAutoFooter)
    }

    @Test(.shrinking)
    func navigationHeaderAndBackFooterSessions() async {
        await explore(.navigationBackFooter)
    }

    @Test(.shrinking)
    func pagedListsSessions() async {
        await explore(.pagedLists)
    }

    @Test(.shrinking)
    func pageViewControllerListsSessions() async {
        await explore(.pageViewControllerLists)
    }

    @Test(.shrinking)
    func nestedPagedListsSessions() async {
        await explore(.nestedPagedLists)
    }

    private func explore(_ setup: SessionSetup, sourceLocation: SourceLocation = #_sourceLocation) async {
        await SessionExplorer.explore(setup, count: Self.sessionsPerScene, sourceLocation: sourceLocation)
    }
}
