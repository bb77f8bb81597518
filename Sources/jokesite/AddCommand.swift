import ArgumentParser
import Foundation
import JokeSite

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add jokes to content/jokes.json from a JSON file or from options, refusing duplicates."
    )

    @OptionGroup var content: ContentOption

    @Argument(help: "A JSON file holding a list of joke objects (character, text, type, tags, sfw, source), or an object of them by id as in jokes.json.")
    var file: String?

    @Option(help: "The character telling the joke, e.g. mr_funny.")
    var character: String?

    @Option(help: "The joke's plain text, setup and punchline (shown exactly as written, never read as Markdown).")
    var text: String?

    @Option(help: "dad_joke, knock_knock, pickup_line or another type.")
    var type = "dad_joke"

    @Option(name: .customLong("tag"), help: "A tag; repeat for more.")
    var tags: [String] = []

    @Option(help: "Where the joke comes from: classic, original or submitted.")
    var source = "submitted"

    @Flag(name: .customLong("nsfw"), help: "Mark the joke not safe for work.")
    var notSafeForWork = false

    @Flag(help: "Add jokes even when their text duplicates another joke, or with a --date in the past.")
    var force = false

    @Flag(help: "Print what would be added; write nothing.")
    var dryRun = false

    @Option(name: .long, help: ArgumentHelp("Stamp the jokes as added at the start of this day (default: now).", valueName: "yyyy-mm-dd"),
            transform: CalendarDay.parseArgument)
    var date: CalendarDay?

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if file == nil && (character == nil || text == nil) {
            throw ValidationError("give a JSON file, or --character and --text")
        }
        if file != nil && (character != nil || text != nil) {
            throw ValidationError("give either a JSON file or --character and --text, not both")
        }
    }

    func run() throws {
        try content.requireFolder()
        try CatalogueCommandFailure.exitOnFailure {
            let jokes = try file.map(JokeAdder.jokes(fromFile:)) ?? [
                JokeAdder.NewJoke(character: character!, text: text!, type: type, tags: tags, sfw: !notSafeForWork, source: source),
            ]
            let adder = JokeAdder(contentDirectory: content.content, force: force, dryRun: dryRun, timestamp: try timestamp())
            let added = try adder.add(jokes)
            guard !quiet.quiet else { return }
            for joke in added {
                // A dry run's id is not the one the real add will draw: it is not shown.
                let which = dryRun ? "would add a joke" : "added \(joke.id)"
                print("\(which) (\(joke.joke.character), \(joke.joke.type)): \(oneLine(joke.joke.text))")
            }
            if dryRun { print("dry run: \(CatalogueFiles.jokes) not changed; the real add draws each joke's id") }
        }
    }

    /// The start of `--date` in the site's zone, or now. A joke created on
    /// a past day could become the joke of the day of days already
    /// published (SPEC §3): that needs `--force`.
    private func timestamp() throws -> String {
        guard let date else { return UTCTimestamp.format(Date()) }
        let site = try CatalogueEditor(contentDirectory: content.content).loadCatalogue().site
        let today = CalendarDay.today(in: site)
        guard date >= today || force else {
            throw EditError.invalid(["--date \(date) is in the past (today is \(today)): a joke added then could change "
                + "the joke of the day of days already published; --force adds it anyway"])
        }
        return UTCTimestamp.format(SiteCalendar(timeZone: site.timeZone).startOfDay(date))
    }
}
