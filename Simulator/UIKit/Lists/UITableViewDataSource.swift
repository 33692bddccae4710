/// Supplies a table's rows: how many there are and the cell for each.
///
/// UIKit's optional requirements (`numberOfSections(in:)`, the section titles) are requirements with default
/// implementations here, because Linux has no Objective-C runtime to ask whether an object responds to them.
/// The defaults return what UIKit does when the method is missing. Consequence: a method is called only if it
/// is a witness of this protocol, that is, declared by the class that states the conformance (or inherited as
/// an overridable member, as `UITableViewController`'s are). A subclass that adds such a method without the
/// superclass having declared it is never called (on iOS it would be).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell to show for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; 1 when not implemented.
    func numberOfSections(in tableView: UITableView) -> Int

    /// The title of a section's header; a section with a title gets a header of automatic height.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The title of a section's footer; a section with a title gets a footer of automatic height.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
