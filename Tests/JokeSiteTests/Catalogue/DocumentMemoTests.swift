import Foundation
import Testing
@testable import JokeSite

/// A load keeps the models it made of `jokes.json`'s documents, by a hash
/// of each document's bytes; the next load parses only the documents whose
/// bytes changed, and gives the others the line they are on now.
struct DocumentMemoTests {
    let fixture: FixtureCatalogue
    let folder: URL
    var memoFile: URL { folder.appendingPathComponent(CatalogueFiles.jokes + ".memo") }

    init() throws {
        fixture = try FixtureCatalogue()
        folder = fixture.root.appendingPathComponent(".public.jokesite/cache")
    }

    /// The jokes through the memo in the state folder, and what that load found.
    func load(generator: String = "test generator") -> (documents: MemoizedDocuments<Joke>, problems: [Problem]) {
        let problems = ProblemList()
        let loader = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared)
        let documents = CollectionReader(files: loader.files, problems: problems,
                                         cache: DiskCollectionCache(folder: folder, generator: generator))
            .memoizedDocuments(CatalogueFiles.jokes, required: true) { loader.joke($0) }
        return (documents, problems.problems)
    }

    /// The jokes as a load without any cache makes them, in file order.
    func parsed() -> [Joke] {
        let loader = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared)
        return CollectionReader(files: loader.files, problems: ProblemList(), cache: nil)
            .memoizedDocuments(CatalogueFiles.jokes, required: true) { loader.joke($0) }.models
    }

    @Test func aSecondLoadParsesNoJokeAndMakesTheSameJokes() throws {
        let first = load()
        #expect(first.documents.reused == 0)
        #expect(FileManager.default.fileExists(atPath: memoFile.path))
        let second = load()
        #expect(second.documents.models.count == 5)
        #expect(second.documents.reused == 5)
        #expect(second.documents.models == parsed())
        #expect(second.problems.isEmpty)
    }

    @Test func anEditedJokeIsParsedAgainAndTheOthersKeepTheirNewLines() throws {
        _ = load()
        try fixture.replace("Lettuce in, it's cold!", with: "Lettuce in, it's freezing!", in: CatalogueFiles.jokes)
        // A joke of five lines above the others moves every one of them down.
        try fixture.replace("{\n  \"joke_a\"", with: """
            {
              "joke_new": {
                "character": "mr_funny",
                "text": "A new joke, first in the file.",
                "type": "dad_joke"
              },
              "joke_a"
            """, in: CatalogueFiles.jokes)
        let edited = load()
        #expect(edited.documents.reused == 4)
        #expect(edited.documents.models == parsed())
        #expect(edited.documents.models.first { $0.id == "joke_b" }?.text.hasSuffix("freezing!") == true)
        #expect(edited.documents.models.first { $0.id == "joke_a" }?.line == 7)
    }

    /// Every field a joke can have, escapes and all, comes back the same.
    @Test func everyFieldOfAJokeComesBackAsParsed() throws {
        try fixture.replace("\"joke_e\": {", with: """
            "joke_f": {
                "character": "mr_love", "text": "Caf\\u00e9 \\"quotes\\" and \\\\ a tab\\t😀", "type": "pun",
                "tags": ["é", "two words"], "sfw": true, "source": "app", "created_at": "2026-03-01T08:30:00.125Z",
                "updated_at": "2026-03-02T08:30:00Z", "likes": 12, "dislikes": -1, "rating_sum": 40, "rating_count": 9,
                "rating_avg": 4.444444444444445, "popularity_score": 1e-7, "duplicate_of": "joke_a",
                "previous_ids": ["old_1", "old_2"], "migrated_from": "old_0"
              },
              "joke_e": {
            """, in: CatalogueFiles.jokes)
        _ = load()
        let second = load()
        #expect(second.documents.reused == 6)
        #expect(second.documents.models == parsed())
    }

    /// A document with a problem (here a warning) is parsed on every load,
    /// so its problem is reported every time.
    @Test func aJokeWithAProblemIsNotKept() throws {
        try fixture.replace("\"likes\": 4,", with: "\"likes\": 4, \"colour\": \"red\",", in: CatalogueFiles.jokes)
        let first = load()
        #expect(first.documents.memoized == 4)
        let second = load()
        #expect(second.documents.reused == 4)
        #expect(second.problems.map(\.description) == first.problems.map(\.description))
        #expect(second.problems.contains { $0.documentID == "joke_a" && $0.field == "colour" })
    }

    @Test func aDamagedOrForeignMemoIsIgnored() throws {
        _ = load()
        let bytes = try Data(contentsOf: memoFile)
        try bytes.dropLast(3).write(to: memoFile)
        #expect(load().documents.reused == 0)
        // Another jokesite binary may make other jokes of the same bytes.
        let foreign = load(generator: "another generator")
        #expect(foreign.documents.reused == 0)
        #expect(foreign.documents.models == parsed())
    }

    /// A few edited jokes among many are parsed again on each load rather
    /// than the whole memo written again; more than a 64th, and it is.
    @Test func aMemoIsWrittenAgainOnlyWhenEnoughOfItChanged() throws {
        let jokes = (0..<200).map { "\"joke_\($0)\": {\"character\": \"mr_funny\", \"text\": \"Joke number \($0).\", \"type\": \"pun\"}" }
        try fixture.write(CatalogueFiles.jokes, "{\n" + jokes.joined(separator: ",\n") + "\n}\n")
        #expect(load().documents.reused == 0)
        let written = try Data(contentsOf: memoFile)
        try fixture.replace("Joke number 7.", with: "Joke number seven.", in: CatalogueFiles.jokes)
        #expect(load().documents.reused == 199)
        #expect(try Data(contentsOf: memoFile) == written)
        #expect(load().documents.models == parsed())
        for number in 10..<14 { try fixture.replace("Joke number \(number).", with: "Joke \(number).", in: CatalogueFiles.jokes) }
        #expect(load().documents.reused == 195)
        #expect(try Data(contentsOf: memoFile) != written)
        #expect(load().documents.reused == 200)

        #expect(CollectionReader.isWorthRewriting(memo: nil, reused: 0, memoized: 0))
        #expect(!CollectionReader.isWorthRewriting(memo: 100_000, reused: 99_999, memoized: 100_000))
        #expect(CollectionReader.isWorthRewriting(memo: 100_000, reused: 98_000, memoized: 100_000))
        #expect(CollectionReader.isWorthRewriting(memo: 5, reused: 4, memoized: 5))
    }

    /// `serve` keeps the memo in memory between its rebuilds.
    @Test func theMemoryCacheKeepsAMemoToo() throws {
        let cache = MemoryCollectionCache()
        let loader = CatalogueLoader(contentDirectory: fixture.content.path, shape: .declared)
        let load = {
            CollectionReader(files: loader.files, problems: ProblemList(), cache: cache)
                .memoizedDocuments(CatalogueFiles.jokes, required: true) { loader.joke($0) }
        }
        #expect(load().reused == 0)
        try fixture.replace("well prepared.", with: "well rehearsed.", in: CatalogueFiles.jokes)
        let edited = load()
        #expect(edited.reused == 4)
        #expect(edited.models == parsed())
        #expect(edited.models.first?.text.hasSuffix("rehearsed.") == true)
    }
}

