import Foundation
import Testing
@testable import JokeSite

/// An incremental build keeps the pages whose inputs did not change
/// without making them (`PageReader`), with the cards they named: after
/// any sequence of edits, its output must be byte for byte what a clean
/// build of the same inputs writes. Random edits, seeded: a failure prints
/// its seed and edit, and `JOKESITE_EDITS_SEED=N` replays it. The 200
/// edits on 2,000 jokes run against the release binary
/// (Tests/incremental); these are the small, fast cases of the same.
@Suite struct IncrementalEqualsCleanTests {
    /// Cards on: a kept page keeps its card, and a card is removed only
    /// when no page names it any more.
    @Test func randomEditsBuildWhatACleanBuildDoes() throws {
        var edits = try RandomEdits(seed: Self.seed(default: 7), jokes: 24, cards: true)
        try edits.run(edits: 15, perBuild: 1, compareEvery: 1)
    }

    @Test func randomEditsInBatchesWithCardsOff() throws {
        var edits = try RandomEdits(seed: Self.seed(default: 25), jokes: 60, cards: false)
        try edits.run(edits: 30, perBuild: 3, compareEvery: 3)
    }

    /// One joke's text: its page, its neighbours', its lists' and the
    /// value-keyed pages are made again, not the other jokes' pages.
    @Test func aOneJokeEditMakesFewPages() throws {
        var edits = try RandomEdits(seed: 3, jokes: 40, cards: true)
        try edits.run(edits: 0, perBuild: 1, compareEvery: 1)
        let report = try edits.editTextAndBuild()
        #expect(report.pagesRendered > 0 && report.pagesRendered < report.pages / 3, "\(report.pagesRendered) of \(report.pages)")
        try edits.compareWithClean(after: "a text edit")
    }

    /// A kept page whose card file went away is made again, and draws it.
    @Test func aCardRemovedFromTheOutputIsDrawnAgain() throws {
        var edits = try RandomEdits(seed: 5, jokes: 20, cards: true)
        try edits.run(edits: 0, perBuild: 1, compareEvery: 1)
        try edits.removeACard()
        try edits.compareWithClean(after: "a card removed")
    }

    private static func seed(default value: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["JOKESITE_EDITS_SEED"].flatMap { UInt64($0) } ?? value
    }
}

/// A synthetic catalogue in a temporary folder, edited at random and built
/// both ways.
private struct RandomEdits {
    let seed: UInt64
    let cards: Bool
    private var random: SplitMix64
    private let folder: TemporaryFolder
    private var jokes: [String: [String: Any]] = [:]
    private var daily: [String: String] = [:]
    private var events: [String: [String: Any]] = [:]
    private var site: [String: Any]
    private var edited = 0
    /// How often each character's name was edited.
    private var characterEdits: [String: Int] = [:]

    private static let characters = ["mr_funny", "mr_bad", "mr_love", "mr_sad"]
    private static let tags = ["animals", "food", "puns", "school", "work", "science", "music", "space"]
    private static let types = ["dad_joke", "knock_knock", "pickup_line"]
    private static let templates = ["partials/joke-card.mustache", "joke.html.mustache", "character.md.mustache", "layout.html.mustache",
                                    "day.html.mustache", "tag.md.mustache"]
    private static let today = CalendarDay("2026-11-22")!

    private var content: URL { folder.url.appendingPathComponent("content") }
    private var templates: URL { folder.url.appendingPathComponent("templates") }

    init(seed: UInt64, jokes count: Int, cards: Bool) throws {
        self.seed = seed
        self.cards = cards
        random = SplitMix64(state: seed)
        folder = try TemporaryFolder(prefix: "jokesite-edits")
        site = ["title": "Random Edits", "base_url": "https://edits.example.org/", "search": false, "cards": cards, "per_page": 20]
        try FileManager.default.copyItem(at: FixtureSite.templates, to: templates)
        for index in 0..<count {
            jokes[String(format: "j%05d", index)] = newJoke(index)
        }
        let ids = jokes.keys.sorted().filter { jokes[$0]!["sfw"] as! Bool }
        for offset in stride(from: 0, to: 40, by: 3) {
            daily[Self.today.adding(days: -offset).description] = ids[(offset * 37) % ids.count]
        }
        for _ in 0..<count / 4 { addEvent() }
    }

    /// `perBuild` edits, then an incremental build, until `edits` are
    /// made; a clean build to compare after every `compareEvery` edits
    /// (a multiple of `perBuild`) and the last.
    mutating func run(edits: Int, perBuild: Int, compareEvery: Int) throws {
        try writeCatalogue()
        try build(into: "incremental")
        try compareWithClean(after: "the first build")
        var batch: [String] = []
        for number in stride(from: 1, through: edits, by: 1) {
            batch.append("edit \(number): " + (try applyEdit()))
            guard number % perBuild == 0 || number == edits else { continue }
            let step = batch.joined(separator: "; ")
            batch = []
            try build(into: "incremental", during: step)
            if number % compareEvery == 0 || number == edits { try compareWithClean(after: step) }
        }
    }

    /// Edits one joke's text and builds; the build's report.
    mutating func editTextAndBuild() throws -> BuildReport {
        let id = jokes.keys.sorted()[jokes.count / 2]
        jokes[id]!["text"] = "Edited: " + (jokes[id]!["text"] as! String)
        try writeCatalogue()
        return try build(into: "incremental", during: "a text edit")
    }

    /// Removes one card file from the incremental output and runs the
    /// full check (`build --verify`).
    func removeACard() throws {
        let cards = folder.url.appendingPathComponent("incremental/cards")
        let card = try #require(try FileManager.default.contentsOfDirectory(atPath: cards.path).sorted().first)
        try FileManager.default.removeItem(at: cards.appendingPathComponent(card))
        var options = options(into: "incremental")
        options.verify = true
        _ = try SiteBuilder(options: options).build()
    }

    // MARK: Edits

    private mutating func newJoke(_ index: Int) -> [String: Any] {
        let type = Self.types[index % 3]
        let text = type == "knock_knock"
            ? "Knock, knock. Who's there? Cow \(index). Cow \(index) who? Cow \(index) says moo!"
            : "Why did the toaster number \(index) go to the zoo? Because it was \(pick(["sleepy", "cosmic", "soggy"])) today."
        return ["character": pick(Self.characters), "text": text, "type": type, "tags": [pick(Self.tags), pick(Self.tags)],
                "sfw": index % 25 != 24, "source": "original", "created_at": createdAt(), "likes": Int(random.next() % 500)]
    }

    private mutating func createdAt() -> String {
        "\(Self.today.adding(days: -Int(random.next() % 120)))T\(String(format: "%02d", Int(random.next() % 24))):00:00Z"
    }

    private mutating func pick<T>(_ list: [T]) -> T {
        list[Int(random.next() % UInt64(list.count))]
    }

    private mutating func addEvent() {
        let joke = pick(jokes.keys.sorted())
        let device = "d\(random.next() % 50)"
        let week = "2026-W\(String(format: "%02d", 30 + Int(random.next() % 17)))"
        events["\(device)_\(joke)_\(week)"] = ["joke_id": joke, "rating": 1 + Int(random.next() % 5), "device_id": device,
                                               "week_id": week, "timestamp": "2026-10-01T10:00:00Z"]
    }

    /// One random edit, written to the files; what it did.
    private mutating func applyEdit() throws -> String {
        edited += 1
        let id = pick(jokes.keys.sorted())
        let assigned = Set(daily.values)
        let description: String
        switch random.next() % 12 {
        case 0:
            let text = jokes[id]!["text"] as! String
            jokes[id]!["text"] = random.next() % 2 == 0 ? "Edit \(edited): " + text : text + " Edit \(edited)."
            description = "text of \(id)"
        case 1:
            jokes[id]!["tags"] = random.next() % 3 == 0 ? [] : [pick(Self.tags)]
            description = "tags of \(id)"
        case 2:
            jokes[id]!["character"] = pick(Self.characters)
            description = "character of \(id)"
        case 3 where !assigned.contains(id):
            jokes[id]!["sfw"] = !(jokes[id]!["sfw"] as! Bool)
            description = "sfw of \(id)"
        case 4:
            jokes[id]!["created_at"] = createdAt()
            description = "created_at of \(id)"
        case 5:
            let day = Self.today.adding(days: -Int(random.next() % 45)).description
            let safe = jokes.keys.sorted().filter { jokes[$0]!["sfw"] as! Bool }
            daily[day] = pick(safe)
            description = "daily set \(day)"
        case 6 where daily.count > 1:
            let day = pick(daily.keys.sorted())
            daily[day] = nil
            description = "daily unset \(day)"
        case 7:
            addEvent()
            description = "a rating event"
        case 8:
            switch random.next() % 3 {
            case 0: site["title"] = "Random Edits \(edited)"
            case 1: site["per_page"] = 15 + Int(random.next() % 10)
            default: site["include_nsfw"] = !((site["include_nsfw"] as? Bool) ?? false)
            }
            description = "site.json"
        case 9:
            let name = pick(Self.templates)
            let file = templates.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            try (text + (name.contains(".md.") ? "\nEdit \(edited).\n" : "<!-- edit \(edited) -->\n")).write(to: file, atomically: true, encoding: .utf8)
            description = "template \(name)"
        case 10:
            let character = pick(Self.characters)
            characterEdits[character, default: 0] += 1
            description = "characters.json: \(character)"
        default:
            let new = String(format: "n%05d", edited)
            jokes[new] = newJoke(10_000 + edited)
            description = "new joke \(new)"
        }
        try writeCatalogue()
        return description
    }

    private func writeCatalogue() throws {
        try FileManager.default.createDirectory(at: content.appendingPathComponent("pages"), withIntermediateDirectories: true)
        let characters = Dictionary(uniqueKeysWithValues: Self.characters.enumerated().map { index, id in
            (id, ["name": "Character \(index)" + String(repeating: "!", count: characterEdits[id] ?? 0), "color": "#\(String(format: "%02X", 40 * index))80C0", "personality": "Funny, *mostly*."] as [String: Any])
        })
        let files: [String: Any] = [
            "site.json": site, "characters.json": characters, "jokes.json": jokes,
            "daily_jokes.json": daily.mapValues { ["joke_id": $0] }, "rating_events.json": events,
        ]
        for (name, value) in files {
            let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted])
            try data.write(to: content.appendingPathComponent(name), options: .atomic)
        }
        try Data("---\ntitle: About\n---\n\nRandom edits.\n".utf8).write(to: content.appendingPathComponent("pages/about.md"))
    }

    // MARK: Builds

    private func options(into name: String) -> BuildOptions {
        BuildOptions(content: content, templates: templates, output: folder.url.appendingPathComponent(name),
                     date: Self.today.description, baseURL: nil)
    }

    @discardableResult
    private func build(into name: String, during step: String = "the first build") throws -> BuildReport {
        do {
            return try SiteBuilder(options: options(into: name)).build()
        } catch {
            Issue.record("seed \(seed), \(step): the build failed: \(error)")
            throw error
        }
    }

    func compareWithClean(after step: String) throws {
        let clean = folder.url.appendingPathComponent("clean")
        var options = options(into: "clean")
        options.clean = true
        _ = try SiteBuilder(options: options).build()
        let expected = try FolderSnapshot.files(of: clean)
        let found = try FolderSnapshot.files(of: folder.url.appendingPathComponent("incremental"))
        let differing = Set(expected.keys).union(found.keys).filter { expected[$0] != found[$0] }.sorted()
        #expect(differing.isEmpty, "seed \(seed), after \(step): \(differing.count) files differ from a clean build: \(differing.prefix(8))")
        if !differing.isEmpty { throw RandomEditsFailure() }
    }
}

private struct RandomEditsFailure: Error {}
