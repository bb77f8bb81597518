import Foundation
import JokeSite
import Synchronization

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// "loading…", "rendering 45% of 14000 outputs" on one updating line,
/// only when standard error is a terminal; CI logs get the summary line alone.
final class TerminalProgress: Sendable {
    private let enabled: Bool
    /// What the line says now, so a repeat is not written again.
    private let shown = Mutex<String?>(nil)

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    @Sendable func show(_ progress: BuildProgress) {
        guard enabled else { return }
        var line = progress.stage.activity + "…"
        if let total = progress.total, total > 0 {
            line = "\(progress.stage.activity) \(progress.done * 100 / total)% of \(total) outputs"
        }
        guard shown.withLock({ shown in
            defer { shown = line }
            return shown != line
        }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    func clear() {
        guard enabled, shown.withLock({ $0 != nil }) else { return }
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

/// "1 write", "2 writes": a count and its noun, singular for one.
func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
