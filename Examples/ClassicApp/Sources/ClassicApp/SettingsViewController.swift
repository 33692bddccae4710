import MJRefresh
import UIKit

/// The app's settings: the language of the refresh texts, and a debug screen that shows MJRefresh's constants
/// and the scroll view helpers.
public final class SettingsViewController: UIViewController {
    /// What the language notification told the screen, newest last.
    public private(set) var languageNotifications = 0
    private var observer: (any NSObjectProtocol)?

    override public func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: .MJRefreshDidChangeLanguage, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.languageNotifications += 1 }
        }
    }

    public func setLanguage(_ code: String?) {
        MJRefreshConfig.default.languageCode = code
    }

    public func useAppStrings(table: String?, in bundle: Bundle?) {
        MJRefreshConfig.default.i18nFilename = table
        MJRefreshConfig.default.i18nBundle = bundle
    }

    /// The debug screen's lines.
    public func constantsReport() -> [String] {
        let sizes: [CGFloat] = [
            MJRefreshHeaderHeight, MJRefreshFooterHeight, MJRefreshTrailWidth, MJRefreshLabelLeftInset,
        ]
        let durations: [CGFloat] = [MJRefreshFastAnimationDuration, MJRefreshSlowAnimationDuration]
        let keyPaths = [
            MJRefreshKeyPathContentOffset, MJRefreshKeyPathContentSize, MJRefreshKeyPathContentInset,
            MJRefreshKeyPathPanState,
        ]
        let textKeys = [
            MJRefreshHeaderIdleText, MJRefreshHeaderPullingText, MJRefreshHeaderRefreshingText,
            MJRefreshTrailerIdleText, MJRefreshTrailerPullingText,
            MJRefreshAutoFooterIdleText, MJRefreshAutoFooterRefreshingText, MJRefreshAutoFooterNoMoreDataText,
            MJRefreshBackFooterIdleText, MJRefreshBackFooterPullingText, MJRefreshBackFooterRefreshingText,
            MJRefreshBackFooterNoMoreDataText,
            MJRefreshHeaderLastTimeText, MJRefreshHeaderDateTodayText, MJRefreshHeaderNoneLastDateText,
        ]
        var lines = sizes.map { "size \($0)" } + durations.map { "duration \($0)" } + keyPaths
        lines += textKeys.map { Bundle.mj_localizedString(forKey: $0) }
        lines.append(
            UserDefaults.standard.object(forKey: MJRefreshHeaderLastUpdatedTimeKey) == nil ? "no date" : "date")
        lines.append("language \(MJRefreshConfig.default.languageCode ?? "system")")
        lines.append("table \(MJRefreshConfig.default.i18nFilename ?? "Localizable")")
        lines.append("bundle \(MJRefreshConfig.default.i18nBundle == nil ? "main" : "app")")
        lines.append("images \(Bundle.mj_refresh().bundlePath.isEmpty ? "none" : "bundled")")
        lines.append(
            "arrow \(Bundle.mj_arrowImage().size.width), trail arrow \(Bundle.mj_trailArrowImage().size.width)")
        lines.append("states \(MJRefreshState.idle.rawValue)...\(MJRefreshState.noMoreData.rawValue)")
        return lines
    }

    /// MJRefresh's frame and inset shorthands, as apps use them in their own layout code.
    public func layOut(_ scrollView: UIScrollView, below bar: UIView) {
        bar.mj_x = 0
        bar.mj_y = 0
        bar.mj_w = view.mj_w
        bar.mj_h = 44
        bar.mj_size = CGSize(width: bar.mj_w, height: bar.mj_h)
        bar.mj_origin = .zero
        scrollView.mj_insetT = bar.mj_h
        scrollView.mj_insetB = 0
        scrollView.mj_insetL = 0
        scrollView.mj_insetR = 0
        scrollView.mj_offsetX = 0
        scrollView.mj_offsetY = -scrollView.mj_inset.top
        scrollView.mj_contentW = scrollView.mj_w
        scrollView.mj_contentH = max(scrollView.mj_contentH, scrollView.mj_h)
    }

    /// What kind of component a scroll view carries, for the debug screen.
    public func kind(of component: MJRefreshComponent) -> String {
        switch component {
        case is MJRefreshHeader: return "header"
        case is MJRefreshAutoFooter: return "auto footer"
        case is MJRefreshBackFooter: return "back footer"
        case is MJRefreshFooter: return "footer"
        case is MJRefreshTrailer: return "trailer"
        default: return "component"
        }
    }

    /// A header's details for the debug screen.
    public func describe(_ header: MJRefreshHeader) -> String {
        let inset = header.scrollViewOriginalInset
        return "\(header.state) refreshing=\(header.isRefreshing) percent=\(header.pullingPercent) "
            + "top=\(inset.top) attached=\(header.scrollView != nil) "
            + "updated=\(header.lastUpdatedTime == nil ? "never" : "yes") "
            + "alpha=\(header.isAutomaticallyChangeAlpha) block=\(header.refreshingBlock != nil) "
            + "began=\(header.beginRefreshingCompletionBlock != nil) "
            + "ending=\(header.endRefreshingAnimationBeginAction != nil) "
            + "ended=\(header.endRefreshingCompletionBlock != nil)"
    }
}
