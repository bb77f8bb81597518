import Foundation
import Synchronization

/// Work started now on another thread, its result taken when needed: a
/// build reads the last manifest (300,000 lines) while it loads and checks
/// the catalogue.
final class Prefetch<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchGroup()

    /// On a thread of its own, not one of the pool's: there it would hold
    /// one of the two threads a `ParallelMap` has, which then ran the
    /// load's parse on one core while a manifest was read beside it.
    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        let thread = Thread { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.leave()
        }
        // The main thread's, for what it runs (a template's parse nests).
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work if it is still running.
    var value: Value {
        done.wait()
        return result.withLock { $0! }
    }
}
