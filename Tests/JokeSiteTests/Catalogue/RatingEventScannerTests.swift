import Foundation
import Synchronization
import Testing
@testable import JokeSite

/// Rating events read straight from the bytes must be the events, and the
/// problems, that parsing each document gives; documents written any other
/// way than the usual one are left to the parser.
@Suite struct RatingEventScannerTests {
    /// The first three are written the usual way; each other one differs
    /// from it in one respect.
    static let collection = """
    {
      "D1_j1_2026-W47": {"device_id": "D1", "joke_id": "j1", "rating": 5, "timestamp": "2026-11-20T15:00:00Z", "week_id": "2026-W47"},
      "D2_j1_2026-W47": {
        "week_id": "2026-W47",
        "rating": 0,

        "joke_id": "j1",
        "device_id": "D2"
      },
      "D3__2026-W48": {"device_id": "D3", "joke_id": "", "rating": 255, "week_id": "2026-W48"},
      "D4_j1_2026-W47": {"device_id": "D4", "joke_id": "j1", "rating": 256, "week_id": "2026-W47"},
      "D5_j1_2026-W47": {"device_id": "D5", "joke_id": "j1", "rating": -1, "week_id": "2026-W47"},
      "D6_j1_2026-W47": {"device_id": "D6", "joke_id": "j1", "rating": 3.0, "week_id": "2026-W47"},
      "D7_j1_2026-W47": {"device_id": "D7", "joke_id": "j1", "rating": 1e0, "week_id": "2026-W47"},
      "D8_j1_2026-W47": {"device_id": "D8", "joke_id": "j1", "rating": "3", "week_id": "2026-W47"},
      "exported": {"device_id": "D9", "joke_id": "j1", "rating": 4, "week_id": "2026-W47"},
      "D\\u0031_j2_2026-W47": {"device_id": "D1", "joke_id": "j2", "rating": 4, "week_id": "2026-W47"},
      "Dé_j1_2026-W47": {"device_id": "Dé", "joke_id": "j1", "rating": 4, "week_id": "2026-W47"},
      "D10_j1_2026-W47": {"device_id": "D10", "joke_id": "j1", "rating": 4, "week_id": "2026-W47", "note": "x"},
      "D11_j1_2026-W47": {"device_id": "D11", "joke_id": "j1", "rating": 4, "rating": 2, "week_id": "2026-W47"},
      "D12_j1_2026-W47": {"device_id": "D12", "rating": 4, "week_id": "2026-W47"},
      "D13_j1_2026-W47": {"device_id": "D13", "joke_id": "j1", "rating": 4, "week_id": "2026-W47", "timestamp": "2026-02-30T10:00:00Z"},
      "D14_j1_2026-W47": {"device_id": "D14", "joke_id": "j1", "rating": 4, "week_id": "2026-W47", "timestamp": "1800-01-01T10:00:00Z"},
      "D15_j1_2026-W47": {"device_id": "D15", "joke_id": "j1", "rating": 4, "week_id": "2026-W47", "timestamp": "2026-11-20T15:00:00.75+01:00"},
      "D16_j1_2026-W47": {"device_id": "D16", "joke_id": "j1", "rating": 4, "week_id": "2026-W47", "timestamp": null},
      "D17_j1_2026-W47": {"device_id": "D17", "joke_id": "j1\\t", "rating": 4, "week_id": "2026-W47"},
      "D1_j1_2026-W47": {"device_id": "D1", "joke_id": "j1", "rating": 1, "week_id": "2026-W47"},
      "bad id!": {"device_id": "D1", "joke_id": "j1", "rating": 1, "week_id": "2026-W47"},
      "D18_j1_2026-W47": ["not", "an", "object"]
    }

    """

    private func read(_ text: String, scanning: Bool, chunkSize: Int) throws -> (events: [RatingEvent], problems: [String], scanned: Int) {
        let fixture = try FixtureCatalogue()
        try fixture.write(CatalogueFiles.ratingEvents, text)
        let problems = ProblemList()
        var reader = CollectionReader(files: CatalogueFiles(contentDirectory: fixture.content.path), problems: problems)
        reader.chunkSize = chunkSize
        let scanned = Mutex(0)
        let scan: DocumentScan<RatingEvents> = { bytes, position, events in
            let document = RatingEventScanner.scan(bytes, at: &position, into: &events)
            if document != nil { scanned.withLock { $0 += 1 } }
            return document
        }
        let events = reader.documents(CatalogueFiles.ratingEvents, required: true, into: RatingEvents(knownJokeIDs: KnownStrings(["j2", "j1", "j0"])), scanning: scanning ? scan : nil,
                                      CatalogueLoader.ratingEvent)
        // Named relative to the content folder: each read has a folder of its own.
        let relative = problems.problems.map { $0.description.replacingOccurrences(of: fixture.root.path + "/", with: "") }
        return (Array(events), relative, scanned.withLock { $0 })
    }

    @Test func scannedEventsAreTheParsedOnes() throws {
        let parsed = try read(Self.collection, scanning: false, chunkSize: 1 << 20)
        #expect(parsed.events.count == 17)
        #expect(parsed.problems.count == 10)
        for chunkSize in [1, 1 << 20] {
            let scanned = try read(Self.collection, scanning: true, chunkSize: chunkSize)
            #expect(scanned.scanned == 5)
            #expect(scanned.events == parsed.events)
            #expect(scanned.problems == parsed.problems)
        }
    }

    /// A syntax error inside a document the scanner gives up on is still
    /// reported where the parser finds it.
    @Test func aBrokenDocumentIsReportedByTheParser() throws {
        let broken = Self.collection.replacingOccurrences(of: "\"rating\": 255,", with: "\"rating\": 255,,")
        let scanned = try read(broken, scanning: true, chunkSize: 1)
        #expect(scanned.events.isEmpty)
        #expect(scanned.problems == ["content/rating_events.json:10:68: malformed JSON: unexpected character ',', expected a member name in double quotes"])
    }
}
