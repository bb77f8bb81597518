import Foundation
import Synchronization

/// `map` over both cores, keeping the order.
enum ParallelMap {
    /// Workers take at least `grain` elements at a time: cheap transforms
    /// want many per hand-over, expensive ones (a file's part) one.
    /// `alongside`: other work, handed out first as one more task. Not
    /// `both` around a `map`: libdispatch runs a `concurrentPerform` inside
    /// another on the calling thread alone, so that map would use one core.
    static func map<Elements: RandomAccessCollection & Sendable, Result: Sendable>(
        _ elements: Elements, parallel: Bool, grain: Int = 64, alongside other: @Sendable () -> Void = {},
        _ transform: @Sendable (Elements.Element) -> Result
    ) -> [Result] where Elements.Index == Int, Elements.Element: Sendable {
        guard parallel else {
            other()
            return elements.map(transform)
        }
        let (first, total) = (elements.startIndex, elements.count)
        let chunk = max(grain, total / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let chunks = (total + chunk - 1) / chunk
        return Array(unsafeUninitializedCapacity: total) { buffer, count in
            let base = SendablePointer(buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: chunks + 1) { task in
                guard task > 0 else { return other() }
                let index = task - 1
                for position in (index * chunk)..<min((index + 1) * chunk, total) {
                    (base.pointer! + position).initialize(to: transform(elements[first + position]))
                }
            }
            count = total
        }
    }
}

extension ParallelMap {
    /// `0..<count` cut into one run per core, for work that reduces each
    /// run to one result (counts, problems) and then joins them in order:
    /// more runs would mean more results to join.
    static func runs(of count: Int) -> [Range<Int>] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let length = max(1, (count + cores - 1) / cores)
        return stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
    }
}

extension ParallelMap {
    /// Two independent pieces of work, one per core.
    static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let results = Mutex<(A?, B?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let value = first()
                results.withLock { $0.0 = value }
            } else {
                let value = second()
                results.withLock { $0.1 = value }
            }
        }
        return results.withLock { ($0.0!, $0.1!) }
    }
}

/// A pointer that each worker writes a distinct slot of.
struct SendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>?

    init(_ pointer: UnsafeMutablePointer<T>?) {
        self.pointer = pointer
    }
}
