import Foundation

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
struct Announcement: Sendable, Encodable {
    var from: String
    var to: String
    var changed: [String]?

    /// No change: what a page that just connected is told.
    static func current(_ generation: String) -> Announcement {
        Announcement(from: generation, to: generation, changed: [])
    }

    private enum CodingKeys: CodingKey {
        case from, to, changed
    }

    /// `changed` nil is written as null, not left out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(changed, forKey: .changed)
    }

    /// As the event's data: one line of JSON.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Strings and an array of strings always encode.
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
