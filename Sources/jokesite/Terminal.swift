import Foundation
import Synchronization

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// "rendering 45% (6300 of 14000 pages)" on one updating line, only when
/// standard error is a terminal; CI logs get the summary line alone.
final class TerminalProgress: Sendable {
    private let enabled: Bool
    private let lastPercent = Mutex(-1)

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    @Sendable func show(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let percent = done * 100 / total
        guard lastPercent.withLock({ last in
            defer { last = percent }
            return percent != last
        }) else { return }
        FileHandle.standardError.write(Data("\rrendering \(percent)% (\(done) of \(total) pages)".utf8))
    }

    func clear() {
        guard enabled, lastPercent.withLock({ $0 >= 0 }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// A joke's text on one line of a listing: line breaks as " / ", and at most
/// `limit` characters, ending in "…" when it was cut.
func oneLine(_ text: String, limit: Int = 60) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " / ")
    guard line.count > limit else { return line }
    return line.prefix(limit - 1).trimmingCharacters(in: .whitespaces) + "…"
}
