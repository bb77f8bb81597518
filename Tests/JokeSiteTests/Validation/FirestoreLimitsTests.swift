import Foundation
import Testing
@testable import JokeSite

/// What Firestore refuses to store, `check` refuses, naming the file, the
/// document and the field (issue 32, item 4): a push then never starts
/// writes that Firestore stops halfway.
@Suite struct FirestoreLimitsTests {
    /// The problems of a catalogue whose jokes file holds `jokes` (the
    /// members of its top-level object).
    private func problems(jokes: String) throws -> [Problem] {
        try InlineSite(files: ["content/jokes.json": "{\n\(jokes)\n}\n"]).problems()
    }

    private func joke(_ id: String = "joke_a", extra: String) -> String {
        #""\#(id)": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", \#(extra) }"#
    }

    /// The one problem found, which must name the jokes file, the document and `field`.
    private func onlyProblem(_ found: [Problem], document: String = "joke_a", field: String?) throws -> Problem {
        #expect(found.count == 1, "\(found)")
        let problem = try #require(found.first)
        #expect(problem.file.hasSuffix("content/jokes.json"))
        #expect(problem.documentID == document)
        #expect(problem.field == field)
        #expect(problem.line == 2)
        return problem
    }

    @Test func aReservedDocumentIDIsRefused() throws {
        let problem = try onlyProblem(try problems(jokes: joke("__joke__", extra: #""likes": 1"#)), document: "__joke__", field: nil)
        #expect(problem.message.contains("Firestore reserves ids"), "\(problem)")
    }

    /// Ids Firestore refuses for their form are outside the stricter rule
    /// every id follows already.
    @Test(arguments: ["jokes/a", ".", "..", String(repeating: "a", count: 1_501)])
    func idsFirestoreCannotNameAreRefused(id: String) throws {
        let problem = try onlyProblem(try problems(jokes: joke(id, extra: #""likes": 1"#)), document: id, field: nil)
        #expect(problem.message.contains("unsafe document id"), "\(problem)")
    }

    @Test(arguments: ["__name__", "__x__", "____"])
    func reservedFieldNamesAreRefused(name: String) throws {
        let problem = try onlyProblem(try problems(jokes: joke(extra: #""\#(name)": 1"#)), field: name)
        #expect(problem.message.contains("Firestore reserves field names"), "\(problem)")
    }

    @Test func reservedNamesInsideAMapAreRefused() throws {
        let problem = try onlyProblem(try problems(jokes: joke(extra: #""meta": { "source": { "__name__": "x" } }"#)),
                                      field: "meta.source.__name__")
        #expect(problem.message.contains("Firestore reserves field names"), "\(problem)")
    }

    @Test func namesThatOnlyLookReservedPass() throws {
        #expect(try problems(jokes: joke(extra: #""__x": 1, "x__": 2, "___": 3, "_x_": 4"#)).isEmpty)
    }

    @Test func anEmptyFieldNameIsRefused() throws {
        let top = try onlyProblem(try problems(jokes: joke(extra: #""": 1"#)), field: #""""#)
        #expect(top.message.contains("empty name"), "\(top)")
        let nested = try onlyProblem(try problems(jokes: joke(extra: #""meta": { "": true }"#)), field: #"meta."""#)
        #expect(nested.message.contains("empty name"), "\(nested)")
    }

    @Test func aFieldNameOver1500BytesIsRefused() throws {
        let name = String(repeating: "é", count: 751)
        let problem = try onlyProblem(try problems(jokes: joke(extra: #""meta": { "\#(name)": 1 }"#)), field: "meta.\(name)")
        #expect(problem.message.contains("1502 bytes long"), "\(problem)")
    }

    @Test func anArrayDirectlyInsideAnArrayIsRefused() throws {
        let problem = try onlyProblem(try problems(jokes: joke(extra: #""grid": [1, [2, 3]]"#)), field: "grid[1]")
        #expect(problem.message.contains("array directly inside an array"), "\(problem)")
        // Inside a map inside the array, Firestore stores it.
        #expect(try problems(jokes: joke(extra: #""grid": [1, { "row": [2, 3] }]"#)).isEmpty)
    }

    @Test func mapsNestedTooDeepAreRefused() throws {
        func nested(_ depth: Int) -> String {
            (1..<depth).reduce("1") { inner, _ in #"{ "m": \#(inner) }"# }
        }
        #expect(try problems(jokes: joke(extra: #""deep": \#(nested(20))"#)).isEmpty)
        let problem = try onlyProblem(try problems(jokes: joke(extra: #""deep": \#(nested(22))"#)),
                                      field: "deep" + String(repeating: ".m", count: 20))
        #expect(problem.message.contains("nested more than 20 deep"), "\(problem)")
    }

    /// The longest text Firestore takes in a value (the emulator's limit
    /// too), in a document with room for it: an old weekly ranking.
    @Test func aValueOver1MiBIsRefused() throws {
        func problems(_ value: String) throws -> [Problem] {
            try InlineSite(files: ["content/weekly_rankings.json": "{\n\"2026-W47\": { \"notes\": \(value) }\n}\n"]).problems()
        }
        let largest = String(repeating: "a", count: FirestoreLimits.maximumValueBytes)
        #expect(try problems("\"\(largest)\"").isEmpty)
        for (value, field) in [("\"\(largest)a\"", "notes"), ("[\"\(largest)a\"]", "notes[0]")] {
            let found = try problems(value)
            #expect(found.count == 1, "\(found)")
            #expect(found.first?.documentID == "2026-W47" && found.first?.field == field, "\(found)")
            #expect(found.first?.message.contains("1048488 bytes long") == true, "\(found)")
        }
    }

    /// Firestore's count: the name (collection, id, 16), each field's name
    /// and value (text: its bytes and one more), 32. The emulator agrees: in
    /// a document of two texts alone, 524,245 bytes each fit and 524,248 do
    /// not, as this count says.
    @Test func aDocumentOver1MiBIsRefused() throws {
        // The joke's own fields: "character" 10 + 9, "text" 5 + 14, "type" 5 + 9.
        let fixed = (6 + 7 + 16) + 52 + 6 + 11 + 32
        let fits = (FirestoreLimits.maximumDocumentBytes - fixed) / 2 - 1
        func twoTexts(_ count: Int) -> String {
            let text = String(repeating: "a", count: count)
            return #""notes": "\#(text)", "more_notes": "\#(text)""#
        }
        #expect(try problems(jokes: joke(extra: twoTexts(fits))).isEmpty)
        let problem = try onlyProblem(try problems(jokes: joke(extra: twoTexts(fits + 1))), field: nil)
        #expect(problem.message.contains("takes 1048578 bytes"), "\(problem)")
        #expect(problem.message.contains("a document may take at most 1048576"), "\(problem)")
    }

    @Test func integersBeyondInt64AreRefusedWherever() throws {
        for (extra, field) in [(#""likes": 9223372036854775808"#, "likes"), (#""views": -9223372036854775809"#, "views"),
                               (#""meta": { "n": [99999999999999999999] }"#, "meta.n[0]")] {
            let problem = try onlyProblem(try problems(jokes: joke(extra: extra)), field: field)
            #expect(problem.message.contains("beyond the whole numbers Firestore stores"), "\(problem)")
        }
    }

    @Test func int64ExtremesAreAccepted() throws {
        let site = try InlineSite(files: ["content/jokes.json": """
            {
            \(joke(extra: #""likes": 9223372036854775807, "dislikes": -9223372036854775808, "rating_count": 1"#))
            }

            """])
        #expect(site.problems().isEmpty, "\(site.problems())")
        let catalogue = try CatalogueCheck.run(contentDirectory: site.content.path)
        #expect(catalogue.jokes.first?.likes == Int.max)
        #expect(catalogue.jokes.first?.dislikes == Int.min)
        try site.build()
    }

    /// Every collection file's documents, events and rankings included.
    @Test func everyCollectionIsChecked() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
            }
            -- content/characters.json --
            {
              "mr_funny": { "name": "Mr. Funny", "__name__": "x" }
            }
            -- content/daily_jokes.json --
            {
              "2026-11-20": { "joke_id": "joke_a", "tags": [[1]] }
            }
            -- content/weekly_rankings.json --
            {
              "all_time": { "week_id": "all_time", "hilarious": [{ "joke_id": "joke_a", "count": 1, "rank": 1, "": 2 }], "horrible": [] }
            }
            -- content/rating_events.json --
            {
              "__d_joke_a_2026-W47__": { "joke_id": "joke_a", "rating": 5, "device_id": "d", "week_id": "2026-W47", "timestamp": "2026-11-20T10:00:00Z" },
              "d_joke_a_2026-W47": { "joke_id": "joke_a", "rating": 5, "device_id": "d", "week_id": "2026-W47", "n": 1e2, "m": 18446744073709551616 }
            }
            """)
        let found = site.problems().map { "\($0.file.split(separator: "/").last!) \($0.documentID ?? "-") \($0.field ?? "-")" }
        #expect(found.sorted() == [
            "characters.json mr_funny __name__",
            "daily_jokes.json 2026-11-20 tags[0]",
            "rating_events.json __d_joke_a_2026-W47__ -",
            "rating_events.json d_joke_a_2026-W47 m",
            "weekly_rankings.json all_time hilarious[0].\"\"",
        ], "\(site.problems())")
    }
}
