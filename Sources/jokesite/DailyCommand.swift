import ArgumentParser
import Foundation
import JokeSite

struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Show or set the joke of the day.",
        subcommands: [List.self, Set.self, Unset.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Assigned days, and the next 14 days' jokes (assigned or automatic).")

        @OptionGroup var content: ContentOption

        @Option(name: .long, help: ArgumentHelp("The first of the 14 days (default: today in the site's time zone).", valueName: "yyyy-mm-dd"),
                transform: CalendarDay.parseArgument)
        var date: CalendarDay?

        @OptionGroup var quiet: QuietOption

        func run() throws {
            try content.requireFolder()
            try CatalogueCommandFailure.exitOnFailure {
                let catalogue = try CatalogueEditor(contentDirectory: content.content).loadCatalogue()
                let today = date ?? CalendarDay.today(in: catalogue.site)
                let listing = DailyEditor.listing(catalogue, today: today)
                guard !quiet.quiet else { return }
                print("Assigned days (\(listing.assigned.count)):")
                for daily in listing.assigned { print("  \(daily.day)  \(daily.jokeID)  \(setup(daily.jokeID, catalogue))") }
                print("Next \(DailyEditor.lookAheadDays) days from \(today):")
                for pick in listing.upcoming {
                    print("  \(pick.day)  \(pick.jokeID)  \(pick.isAssigned ? "assigned " : "automatic")  \(setup(pick.jokeID, catalogue))")
                }
            }
        }

        private func setup(_ id: String, _ catalogue: Catalogue) -> String {
            catalogue.jokesByID[id].map { oneLine(JokeSplitter.split($0.text).setup) } ?? "?"
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Assign a joke to a day: daily set JOKE_ID --date YYYY-MM-DD.")

        @OptionGroup var content: ContentOption

        @Argument(help: "The joke's id.")
        var jokeID: String

        @Option(name: .long, help: ArgumentHelp("The day being set.", valueName: "yyyy-mm-dd"), transform: CalendarDay.parseArgument)
        var date: CalendarDay

        @Flag(help: "Change a day in the past too, or show a joke again within 30 days.")
        var force = false

        @Flag(help: "Print the change; write nothing.")
        var dryRun = false

        @OptionGroup var quiet: QuietOption

        func run() throws {
            try content.requireFolder()
            try CatalogueCommandFailure.exitOnFailure {
                let editor = DailyEditor(contentDirectory: content.content, dryRun: dryRun)
                let site = try CatalogueEditor(contentDirectory: content.content).loadCatalogue().site
                let change = try editor.set(jokeID, on: date, today: CalendarDay.today(in: site),
                                            force: force, createdAt: UTCTimestamp.format(Date()))
                let replacing = change.replaced.map { " (replacing \($0))" } ?? ""
                if !change.repeatsOverridden.isEmpty {
                    let days = DailyEditor.list(change.repeatsOverridden)
                    printError("--force: overriding the \(DailyJokePicker.noRepeatDays)-day rule: \(jokeID) is also the joke of \(days)")
                }
                if !quiet.quiet { print("\(dryRun ? "would set" : "set") \(change.day) to \(jokeID)\(replacing)") }
            }
        }
    }

    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a day's assignment: daily unset --date YYYY-MM-DD.")

        @OptionGroup var content: ContentOption

        @Option(name: .long, help: ArgumentHelp("The day whose assignment is removed.", valueName: "yyyy-mm-dd"), transform: CalendarDay.parseArgument)
        var date: CalendarDay

        @Flag(help: "Change a day in the past too.")
        var force = false

        @Flag(help: "Print the change; write nothing.")
        var dryRun = false

        @OptionGroup var quiet: QuietOption

        func run() throws {
            try content.requireFolder()
            try CatalogueCommandFailure.exitOnFailure {
                let site = try CatalogueEditor(contentDirectory: content.content).loadCatalogue().site
                let change = try DailyEditor(contentDirectory: content.content, dryRun: dryRun)
                    .unset(date, today: CalendarDay.today(in: site), force: force)
                if !quiet.quiet { print("\(dryRun ? "would unset" : "unset") \(change.day)\(change.replaced.map { " (was \($0))" } ?? "")") }
            }
        }
    }
}
