import Foundation

/// What the preview server is showing: which build, whether there is a site
/// yet, and the problems of the last rebuild when it failed (the last good
/// site stays served). Pages
/// listening for live reload hear about every change.
actor PreviewState {
    /// Changes whenever the served site or its error state changes; unique
    /// per server run, so a page reloads after the server restarts too.
    private(set) var generation: String
    private(set) var problems: [String] = []
    /// Whether a build ever succeeded: until then there is no site to show.
    private(set) var hasSite = false
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
    private let runID = String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36)
    private var builds = 0

    init() {
        generation = "\(runID)-0"
    }

    func published() {
        problems = []
        hasSite = true
        advance()
    }

    func failed(_ problems: [String]) {
        self.problems = problems
        advance()
    }

    /// A stream of generations: the current one first, then each new one.
    func listen() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.yield(generation)
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        listeners[id] = continuation
        return stream
    }

    /// The current generation again (pages reload only when it changes):
    /// writing it finds the connections the browser closed.
    func heartbeat() {
        for continuation in listeners.values { continuation.yield(generation) }
    }

    func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    private func advance() {
        builds += 1
        generation = "\(runID)-\(builds)\(problems.isEmpty ? "" : "-failed")"
        for continuation in listeners.values { continuation.yield(generation) }
    }
}
