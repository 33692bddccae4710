extension Bundle {
    /// The bundle holding the library's images.
    public static func mj_refreshBundle() -> Bundle { .module }

    /// The same bundle, under the name Swift gives MJRefresh's `+mj_refreshBundle` (the importer drops the
    /// word "Bundle" it repeats), so code written against MJRefresh compiles.
    @discardableResult
    public static func mj_refresh() -> Bundle { mj_refreshBundle() }

    /// The thin downward arrow of the normal header and back footer, as a template image (tinted like the text).
    @discardableResult
    public static func mj_arrowImage() -> UIImage {
        templateImage(named: "arrow")
    }

    /// The leftward arrow of the normal trailer, as a template image.
    @discardableResult
    public static func mj_trailArrowImage() -> UIImage {
        templateImage(named: "trail_arrow")
    }

    /// One of the library's images; an empty image if the bundle lacks it (MJRefresh declares these
    /// non-optional).
    private static func templateImage(named name: String) -> UIImage {
        UIImage(named: name, in: .module, compatibleWith: nil)?.withRenderingMode(.alwaysTemplate) ?? UIImage()
    }
}
