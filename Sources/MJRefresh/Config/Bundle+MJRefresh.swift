extension Bundle {
    /// The bundle holding the library's images.
    public static var mj_refreshBundle: Bundle { .module }

    /// The thin downward arrow of the normal header and back footer, as a template image (tinted like the text).
    @MainActor
    public static func mj_arrowImage() -> UIImage? {
        UIImage(named: "arrow", in: .module, compatibleWith: nil)?.withRenderingMode(.alwaysTemplate)
    }

    /// The leftward arrow of the normal trailer, as a template image.
    @MainActor
    public static func mj_trailArrowImage() -> UIImage? {
        UIImage(named: "trail_arrow", in: .module, compatibleWith: nil)?.withRenderingMode(.alwaysTemplate)
    }
}
