import JokeSite

/// Why talking to Firestore failed; each is one line for the user, naming
/// the request, and exit status 3 (nothing in `content/` was written),
/// except `setting`, a usage error (exit status 2).
public enum FirestoreError: Error, Sendable, CustomStringConvertible {
    /// A setting in the environment that cannot be used (`FIRESTORE_EMULATOR_HOST` that is no host).
    case setting(String)
    /// The credentials cannot be used (a key file that is not one).
    case credentials(String)
    /// The request never got an answer (refused, reset, timed out).
    case network(request: String, reason: String)
    /// Firestore answered with an error status (after the retries of a 429 or 5xx).
    case refused(request: String, status: Int, message: String)
    /// An answer that is not what the API documents.
    case malformed(request: String, reason: String)

    /// The line, with a server's control characters escaped: no terminal
    /// escape sequence or forged line reaches the terminal.
    public var description: String {
        let line = switch self {
        case .setting(let reason), .credentials(let reason): "error: \(reason)"
        case .network(let request, let reason): "error: \(request) failed: \(reason)"
        case .refused(let request, let status, let message): "error: \(request) was refused: HTTP \(status)\(message.isEmpty ? "" : ": \(message)")"
        case .malformed(let request, let reason): "error: \(request) gave an unexpected answer: \(reason)"
        }
        return Problem.escapeControls(line)
    }
}
