import Synchronization

/// A value made by whichever of its readers asks first, on that reader's
/// thread, and handed to the others: a feed's entries, which both its
/// Atom and its JSON file show.
final class MadeOnce<Value: Sendable>: Sendable {
    private let made = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Made under the lock: a second reader waits for the first's value
    /// rather than making it again.
    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
