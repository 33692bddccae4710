// The state views the styles give (`stateViews`): each adds its parts to those of its superclass with these.

extension MJRefreshStateViews {
    /// These views with `label` showing the state's title, and taking a result's title unless `takingResult` is
    /// false (a style that hides its loading title).
    func titled(_ label: UILabel, takingResult: Bool = true) -> Self {
        var views = self
        views.title = label
        views.resultTitle = takingResult ? label : nil
        return views
    }

    /// These views with `spinner` showing a refresh, and `mark` (if any) taking its place while a result shows.
    func spinning(_ spinner: UIActivityIndicatorView, mark: UILabel? = nil) -> Self {
        var views = self
        views.spinner = spinner
        views.mark = mark
        return views
    }
}
