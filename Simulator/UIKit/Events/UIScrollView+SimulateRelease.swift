extension UIScrollView {
    /// Lifts the finger (`simulateTouchUp(velocity:)`), then runs the layout pass that follows a touch on a device
    /// before the next frame is drawn (`layoutIfNeeded()` from the window down), without advancing the clock.
    ///
    /// Code that reacts to the lift at the next layout pass has then reacted: a pull-to-refresh header that was
    /// armed begins refreshing, where after `simulateTouchUp(velocity:)` alone it still reads as armed until the
    /// next frame. Linux-only test-driving API.
    public func simulateRelease(velocity: CGPoint = .zero) {
        simulateTouchUp(velocity: velocity)
        (window ?? rootView).layoutIfNeeded()
    }
}
