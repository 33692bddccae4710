import SimulationTesting
import Testing
import UIKit

/// A controller's editing mode: `isEditing`, `setEditing(_:animated:)`, the Edit/Done `editButtonItem`, and a
/// table view controller passing the mode on to its table.
@MainActor
@Suite(.uiSimulation)
struct ViewControllerEditingTests {
    @Test func editButtonItemReadsEditThenDoneAndIsTheSameItem() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
    }

    @Test func editButtonItemMadeWhileEditingReadsDone() {
        let controller = UIViewController()
        controller.isEditing = true
        #expect(controller.editButtonItem.title == "Done")
    }

    @Test func tappingTheEditButtonTogglesEditingAnimated() {
        let controller = RecordingEditingController()
        controller.editButtonItem.simulateTap()
        #expect(controller.isEditing)
        #expect(controller.calls.count == 1)
        #expect(controller.calls.first?.editing == true)
        #expect(controller.calls.first?.animated == true)
        controller.editButtonItem.simulateTap()
        #expect(!controller.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
    }

    @Test func isEditingSetterGoesThroughSetEditingUnanimated() {
        let controller = RecordingEditingController()
        controller.isEditing = true
        #expect(controller.calls.count == 1)
        #expect(controller.calls.first?.animated == false)
    }

    @Test func tableViewControllerPutsItsTableInEditingMode() {
        let controller = UITableViewController(style: .plain)
        #expect(!controller.tableView.isEditing)
        controller.editButtonItem.simulateTap()
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        controller.setEditing(false, animated: false)
        #expect(!controller.tableView.isEditing)
    }
}

/// A controller that records each `setEditing(_:animated:)` call.
private final class RecordingEditingController: UIViewController {
    private(set) var calls: [(editing: Bool, animated: Bool)] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append((editing, animated))
    }
}
