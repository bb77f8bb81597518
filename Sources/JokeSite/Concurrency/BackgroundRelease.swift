import Foundation

/// Freeing a big build's values (a hundred thousand jokes, their views, the
/// output's manifests) takes a second. A background thread does it, so a build returns as
/// soon as its output is done; a one-shot `jokesite build` exits without
/// waiting for it, and `serve` frees while the preview serves. Only for
/// plain values: a deinit with side effects must not run late or never.
enum BackgroundRelease {
    /// Takes the caller's last reference; the values are freed off its thread.
    static func release(_ values: consuming some Sendable) {
        // The one reference is the box's, unmanaged: a closure capturing the
        // values themselves would be shared with this thread, and whichever
        // thread let go of it last would free them (this one, as often as not).
        let box = Unmanaged.passRetained(Box(consume values))
        DispatchQueue.global(qos: .utility).async { box.release() }
    }

    private final class Box<Values: Sendable>: Sendable {
        let values: Values

        init(_ values: consuming Values) {
            self.values = values
        }
    }
}
