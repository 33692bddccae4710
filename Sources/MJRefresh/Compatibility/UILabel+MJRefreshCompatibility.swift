extension UILabel {
    /// `mj_label()` under the name Swift gives MJRefresh's `+mj_label` (the importer drops the word "label" it
    /// repeats), so code written against MJRefresh compiles.
    @discardableResult
    public static func mj_() -> UILabel {
        mj_label()
    }
}
