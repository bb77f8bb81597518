import ArgumentParser
import Foundation
import JokeSite

/// A deterministic synthetic catalogue of any size, for the benchmark
/// (`make bench`). Hidden: it is a measuring tool, not a catalogue tool.
struct SynthesizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synthesize",
        abstract: "Write a synthetic catalogue of N jokes (benchmark input).",
        shouldDisplay: false
    )

    @Option(help: "How many jokes.")
    var jokes: Int

    @Option(help: "The folder to write content/ into.")
    var out: String

    @Option(help: "Rating events per joke.")
    var eventsPerJoke = 10

    func run() throws {
        let content = URL(fileURLWithPath: out).appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("pages"), withIntermediateDirectories: true)
        var generator = SplitMix64(state: UInt64(jokes))
        // The catalogue has always started one number in: the same size keeps its bytes.
        _ = generator.next()
        let catalogue = SyntheticCatalogue.make(jokes: jokes, eventsPerJoke: eventsPerJoke, using: &generator)
        for (name, value) in catalogue {
            try Data(JSONWriter.format(value).utf8).write(to: content.appendingPathComponent(name))
        }
        try Data("---\ntitle: About\n---\n\nA synthetic catalogue for the benchmark.\n".utf8)
            .write(to: content.appendingPathComponent("pages/about.md"))
        print("wrote \(content.path): \(jokes) jokes")
    }
}

enum SyntheticCatalogue {
    static let characters = ["mr_funny", "mr_bad", "mr_love", "mr_potty", "mr_sad"]
    static let nouns = "toaster kettle sock ladder cactus penguin pancake robot pirate umbrella bicycle trumpet comet volcano pillow teapot walrus drummer banana snowman".split(separator: " ")
    static let adjectives = "sleepy grumpy shiny soggy polite nervous cosmic wobbly fancy humble tiny giant rusty curious".split(separator: " ")
    static let places = "library bakery zoo beach museum office garage airport laundromat circus".split(separator: " ")
    static let tags = "animals food puns school work science music sports family tech holidays space love bathroom weather".split(separator: " ")
    static let end = CalendarDay(year: 2026, month: 11, day: 22)!

    static func make(jokes count: Int, eventsPerJoke: Int, using random: inout SplitMix64) -> [(String, JSONValue)] {
        func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
        func object(_ members: [(String, JSONValue)]) -> JSONValue {
            .object(JSONObject(members: members.map { .init(key: $0.0, value: $0.1, line: 0) }))
        }
        var jokeMembers: [JSONObject.Member] = []
        var ids: [String] = []
        for index in 0..<count {
            let id = String(format: "j%08d%011llu", index, random.next() % 100_000_000_000)
            ids.append(id)
            let (noun, adjective, place) = (pick(nouns), pick(adjectives), pick(places))
            let text = index % 7 == 0
                ? "Knock, knock. Who's there? \(noun.capitalized). \(noun.capitalized) who? \(noun.capitalized) \(index) at the \(place), let me in!"
                : "Why did the \(adjective) \(noun) number \(index) go to the \(place)? Because it was *\(pick(adjectives))* today."
            let created = end.adding(days: -Int(random.next() % 3650))
            jokeMembers.append(.init(key: id, value: object([
                ("character", .string(characters[index % characters.count])),
                ("text", .string(text)),
                ("type", .string(index % 7 == 0 ? "knock_knock" : index % 5 == 2 ? "pickup_line" : "dad_joke")),
                ("tags", .array([.string(String(pick(tags))), .string(String(pick(tags)))])),
                ("sfw", .bool(index % 50 != 49)),
                ("source", .string("original")),
                ("created_at", .string("\(created)T12:00:00Z")),
                ("likes", .number(JSONNumber(Int(random.next() % 500)))),
                ("dislikes", .number(JSONNumber(Int(random.next() % 100)))),
            ]), line: 0))
        }
        let safe = ids.enumerated().filter { $0.offset % 50 != 49 }.map(\.element)
        var daily: [JSONObject.Member] = []
        for offset in 0..<min(count, 3650) {
            let day = end.adding(days: -offset)
            daily.append(.init(key: day.description, value: object([("joke_id", .string(safe[(offset * 7919) % safe.count]))]), line: 0))
        }
        var events: [JSONObject.Member] = []
        for _ in 0..<(count * eventsPerJoke) {
            // Skewed towards the first jokes, so the Top 10 is not a tie.
            let joke = ids[Int(Double(count) * pow(Double(random.next() % 1_000_000) / 1_000_000, 3))]
            let device = "D\(random.next() % 100_000)"
            let day = end.adding(days: -Int(random.next() % 700))
            let key = "\(device)_\(joke)_\(day.isoWeekID)"
            events.append(.init(key: key, value: object([
                ("joke_id", .string(joke)), ("rating", .number(JSONNumber(Int(random.next() % 5) + 1))),
                ("device_id", .string(device)), ("week_id", .string(day.isoWeekID)), ("timestamp", .string("\(day)T15:00:00Z")),
            ]), line: 0))
        }
        // Keep one event per document id, as Firestore would.
        var seen = Set<String>()
        events = events.filter { seen.insert($0.key).inserted }
        let site = object([("title", .string("Mr. Funny Jokes")), ("base_url", .string("https://jokes.example.com/")), ("per_page", .number(JSONNumber(50)))])
        let characterDocuments = JSONValue.object(JSONObject(members: characters.map { id in
            .init(key: id, value: object([
                ("name", .string("Mr. " + id.dropFirst(3).capitalized)), ("personality", .string("A *synthetic* character.")),
                ("color", .string("#F5A623")), ("background_light", .string("#FFF6E5")), ("background_dark", .string("#3A2A0C")),
            ]), line: 0)
        }))
        return [
            ("site.json", site),
            ("characters.json", characterDocuments),
            ("jokes.json", .object(JSONObject(members: jokeMembers))),
            ("daily_jokes.json", .object(JSONObject(members: daily))),
            ("rating_events.json", .object(JSONObject(members: events))),
        ]
    }
}
