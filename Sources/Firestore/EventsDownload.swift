import Foundation
import JokeSite

/// The rating events a pull stores, read incrementally when it can. The
/// start is derived from the stored events (no state of its own): the
/// newest stored `timestamp`, less `lateWindow`, read inclusively and paged
/// by (`timestamp`, document name). So events in the same second as the
/// newest stored one are read, and so are events the app wrote late (a
/// phone offline, or with its clock behind) if within the window. Stored
/// events dated after now + `futureMargin` (a phone's clock far ahead, an
/// event dated 2099) move no start; the scope says so.
public struct EventsDownload: Sendable {
    /// What was read: every event, or those from the start on.
    public var download: CollectionDownload
    /// Whether every event was read (the merge may then drop events
    /// Firestore no longer has), not only those from the start on.
    public var complete: Bool
    /// How far back the read went and which events moved no start, for
    /// the report ("from 2026-11-24T10:00:00Z, 24 h before …"); nil for a full read.
    public var scope: String?

    /// Events the app wrote this long before the newest stored one are read again.
    static let lateWindow: TimeInterval = 24 * 3600
    /// An event dated this far after now is a wrong clock, not a start.
    static let futureMargin: TimeInterval = 3600

    /// `2026-11-24T10:00:00Z`, to the second below.
    static func rfc3339(_ instant: Date) -> String {
        ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down)))
    }
}

extension FirestoreClient {
    /// `rating_events`: every event when `full` or when no stored event has
    /// a usable date, else those from the stored events' start on.
    public func downloadEvents(stored: JSONObject, full: Bool, pageSize: Int, now: Date = Date()) async throws(FirestoreError) -> EventsDownload {
        let collection = CatalogueCollections.ratingEvents
        let latest = now.addingTimeInterval(EventsDownload.futureMargin)
        let dated = stored.members.compactMap { event -> (id: String, text: String, instant: Date)? in
            guard case .object(let fields) = event.value, case .string(let text)? = fields["timestamp"]?.value,
                  let instant = Timestamp.parse(text) else { return nil }
            return (event.key, text, instant)
        }
        let future = dated.filter { $0.instant > latest }
        guard !full, let newest = dated.filter({ $0.instant <= latest }).max(by: { $0.instant < $1.instant }) else {
            let download = try await listCollection(collection, pageSize: pageSize)
            return EventsDownload(download: download, complete: true, scope: nil)
        }
        let start = EventsDownload.rfc3339(newest.instant.addingTimeInterval(-EventsDownload.lateWindow))
        let download = try await querySince(collection, field: "timestamp", from: start, pageSize: pageSize)
        var scope = "from \(start), \(Int(EventsDownload.lateWindow / 3600)) h before the newest stored event"
        if let first = future.min(by: { $0.instant < $1.instant }) {
            scope += "; \(future.count) stored event\(future.count == 1 ? "" : "s") dated after \(EventsDownload.rfc3339(latest)) "
                + "moved no start (the first: \(collection)/\(Problem.escapeControls(first.id)) at \(Problem.escapeControls(first.text)))"
        }
        return EventsDownload(download: download, complete: false, scope: scope)
    }
}
