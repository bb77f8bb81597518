import Foundation
import Synchronization

/// Work started now on another thread, its result taken when needed: a
/// build reads the last manifest (300,000 lines) while it loads and checks
/// the catalogue.
final class Prefetch<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.leave()
        }
    }

    /// Waits for the work if it is still running.
    var value: Value {
        done.wait()
        return result.withLock { $0! }
    }
}
