import SimulationTesting
import Testing
import UIKit

@MainActor
@Suite(.uiSimulation)
struct ScrollEdgeEffectTests {
    @Test func edgeEffectsAreSettingsThatLeaveTheInsetsAlone() {
        UISimulation.systemVersion = .iOS26
        let list = ListController("list")
        _ = showOnPhone(UINavigationController(rootViewController: list))
        let table = list.tableView!
        #expect(table.topEdgeEffect.style === UIScrollEdgeEffect.Style.automatic)
        #expect(!table.topEdgeEffect.isHidden)
        #expect(table.topEdgeEffect !== table.bottomEdgeEffect)
        let before = table.adjustedContentInset
        table.topEdgeEffect.style = .hard
        table.bottomEdgeEffect.isHidden = true
        #expect(table.topEdgeEffect.style === UIScrollEdgeEffect.Style.hard)
        #expect(table.adjustedContentInset == before)
        #expect(before.top == 113, "iOS 26: 59 + 54")
    }
}
