import Foundation
import JokeSite

/// What the preview server is showing: which build, whether there is a site
/// yet, and the problems of the last rebuild when it failed (the last good
/// site stays served). Pages listening for live reload hear of every
/// change, and which pages it changed.
actor PreviewState {
    /// Changes whenever the served site or its error state changes; unique
    /// per server run, so a page reloads after the server restarts too.
    private(set) var generation: String
    private(set) var problems: [String] = []
    /// Whether a build ever succeeded: until then there is no site to show.
    private(set) var hasSite = false
    private var listeners: [UUID: AsyncStream<Announcement>.Continuation] = [:]
    private let runID = String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36)
    private var builds = 0

    init() {
        generation = "\(runID)-0"
    }

    /// A good build (or preview) is served; `changed` are the URL paths of
    /// the files whose bytes changed, nil for every page. After a failed
    /// build (or none) every page reloads, to drop or leave its overlay.
    func published(changed: [String]?) {
        let changed = problems.isEmpty && hasSite ? changed : nil
        problems = []
        hasSite = true
        advance(changed)
    }

    func failed(_ problems: [String]) {
        self.problems = problems
        advance(nil)
    }

    /// A stream of announcements: the current generation first, then each
    /// change.
    func listen() -> AsyncStream<Announcement> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Announcement>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.yield(.current(generation))
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        listeners[id] = continuation
        return stream
    }

    /// The current generation again (it reloads no page): writing it finds
    /// the connections the browser closed.
    func heartbeat() {
        for continuation in listeners.values { continuation.yield(.current(generation)) }
    }

    func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    private func advance(_ changed: [String]?) {
        let previous = generation
        builds += 1
        generation = "\(runID)-\(builds)\(problems.isEmpty ? "" : "-failed")"
        let announcement = Announcement(from: previous, to: generation, changed: changed)
        for continuation in listeners.values { continuation.yield(announcement) }
    }
}

/// One step of the served site, as a page hears it: from the generation it
/// may be showing to the next one, reloading the pages (and pages that
/// load the files) at `changed`, or every page when that is nil. A page
/// showing another generation than `from` missed a step, and reloads.
struct Announcement: Sendable {
    var from: String
    var to: String
    var changed: [String]?

    /// No change: what a page that just connected is told.
    static func current(_ generation: String) -> Announcement {
        Announcement(from: generation, to: generation, changed: [])
    }

    /// As the event's data: one line of JSON (`changed` nil written as null).
    var json: String {
        let changed: JSONValue = changed.map { .array($0.map(JSONValue.string)) } ?? .null
        return JSONWriter.format(["from": .string(from), "to": .string(to), "changed": changed], style: .compact)
    }
}
