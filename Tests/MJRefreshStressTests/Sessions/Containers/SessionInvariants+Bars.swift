import MJRefresh

/// The invariant of bars: at rest an idle component shows nowhere in the visible area (field report G4; MJRefresh
/// #255, #974, #978), whatever the bars over the list do: large titles expanded or collapsed, bars hidden, a tab
/// bar, the device's safe area.
extension SessionInvariants {
    /// Checked at rest: the idle header, back footer, trailer and leader (the auto footer and the auto header are
    /// meant to show at their ends: they load when they come into view) overlap no point of the visible area, the list's bounds in the window less its safe area (the bars and the
    /// device) and less the host's own inset (space the app keeps free for its own views, where the content does
    /// not rest either). iOS 26 reads the same: its bars float over the content, but the safe area still holds
    /// them and the scroll edge effect covers what passes under them; a tab bar minimised while scrolling frees the
    /// band above the home indicator, which the safe area follows, so the bottom of the visible area is where the
    /// bar is at rest.
    static func idleOutOfSight(_ rig: SessionRig) -> SessionViolation? {
        guard let scrollView = rig.scrollView, scrollView.window != nil else { return nil }
        let host = rig.policy?.apply(to: rig.host) ?? rig.host
        let safe = scrollView.safeAreaInsets
        let visible = scrollView.convert(scrollView.bounds, to: nil).inset(
            by: UIEdgeInsets(
                top: safe.top + max(0, host.top), left: safe.left + max(0, host.left),
                bottom: safe.bottom + max(0, host.bottom), right: safe.right + max(0, host.right)))
        // Bars, device and host inset may cover the whole list (a keyboard on a phone on its side): nothing shows.
        // (`size`, not `width` and `height`, which are those of the rect made positive.)
        guard visible.size.width > 0, visible.size.height > 0 else { return nil }
        for role in rig.setup.roles {
            guard let component = rig.attached(role), component.state == .idle, !component.isHidden,
                !(component is MJRefreshAutoFooter), !(component is MJRefreshAutoHeader)
            else { continue }
            let frame = component.convert(component.bounds, to: nil)
            let overlap = frame.intersection(visible)
            guard !overlap.isNull, overlap.width > frameTolerance, overlap.height > frameTolerance else { continue }
            return SessionViolation(
                invariant: .idleOutOfSight,
                detail: """
                    at rest the idle \(role) shows \(overlap.size) of itself in the visible area \(visible) (frame in \
                    the window \(frame), safe area \(safe), host inset \(host), offset \(scrollView.contentOffset)); \
                    \(componentStates(rig))
                    """)
        }
        return nil
    }
}
