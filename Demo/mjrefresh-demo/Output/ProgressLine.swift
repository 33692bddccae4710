import Foundation

/// A one-line progress report on standard error, rewritten in place with a carriage return. It is shown only
/// when standard error is a terminal, so logs of CI runs and pipes stay free of it.
@MainActor
final class ProgressLine {
    private let isEnabled: Bool
    private var isShowing = false

    init(isEnabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.isEnabled = isEnabled
    }

    /// Shows `text` in place of the previous progress line.
    func show(_ text: String) {
        guard isEnabled else { return }
        write("\r\u{1B}[2K" + text)
        isShowing = true
    }

    /// Removes the progress line, so normal output continues on a clean line.
    func clear() {
        guard isEnabled, isShowing else { return }
        write("\r\u{1B}[2K")
        isShowing = false
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
