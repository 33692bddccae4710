extension UIBarButtonItem {
    /// Shows the state of a controller's `editButtonItem`: "Done" in the prominent `.done` style while editing,
    /// "Edit" in `.plain` otherwise, as UIKit's edit-done button does.
    func showEditingState(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
