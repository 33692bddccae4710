import XCTest
@testable import MJRefreshCore

final class StateTests: XCTestCase {
    func testRawValuesMatchMJRefresh() {
        XCTAssertEqual(MJRefreshState.allCases.map(\.rawValue), [1, 2, 3, 4, 5])
    }
}
