import Foundation
import Testing
import UIKit

/// `UISimulation.didResetNotification`: posted once at every reset (which stands for a fresh launch), after the
/// clock went back to 0, so code that keeps process-wide state can start over as MJRefresh's configuration does.
@MainActor
@Suite(.uiSimulation)
struct SimulationResetNotificationTests {
    @Test func eachResetPostsTheNotificationOnceWithTheClockAtZero() {
        UISimulation.advance(by: 1)
        var clockAtPost: [TimeInterval] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UISimulation.didResetNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { clockAtPost.append(UISimulation.now) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UISimulation.reset()
        #expect(clockAtPost == [0])
        UISimulation.advance(by: 0.5)
        UISimulation.reset()
        #expect(clockAtPost == [0, 0])
    }

    @Test func theWallClockStartsAt941UTCOnTheNinthOfJanuary2007AndFollowsTheVirtualClock() throws {
        let launch = try #require(ISO8601DateFormatter().date(from: "2007-01-09T09:41:00Z"))
        #expect(UISimulation.date == launch)
        UISimulation.advance(by: 1)
        #expect(abs(UISimulation.date.timeIntervalSince(launch) - 1) < 1e-9)
        UISimulation.reset()
        #expect(UISimulation.date == launch)
    }
}
