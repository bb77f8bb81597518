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

        @OptionGroup var options: SiteOptions

        func run() throws {
            try CatalogueCommandFailure.exitOnFailure {
                let catalogue = try CatalogueEditor(contentDirectory: options.content).loadCatalogue()
                let today = options.today(in: catalogue.site)
                let listing = DailyEditor.listing(catalogue, today: today)
                print("Assigned days (\(listing.assigned.count)):")
                for daily in listing.assigned { print("  \(daily.day)  \(daily.jokeID)  \(setup(daily.jokeID, catalogue))") }
                print("Next \(DailyEditor.lookAheadDays) days from \(today):")
                for pick in listing.upcoming {
                    print("  \(pick.day)  \(pick.jokeID)  \(pick.isAssigned ? "assigned " : "automatic")  \(setup(pick.jokeID, catalogue))")
                }
            }
        }

        private func setup(_ id: String, _ catalogue: Catalogue) -> String {
            catalogue.jokesByID[id].map { JokeSplitter.split($0.text).setup.replacingOccurrences(of: "\n", with: " ") } ?? "?"
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Assign a joke to a day: daily set JOKE_ID --date YYYY-MM-DD.")

        @OptionGroup var options: SiteOptions

        @Argument(help: "The joke's id.")
        var jokeID: String

        @Flag(help: "Change a day in the past too.")
        var force = false

        @Flag(help: "Print the change; write nothing.")
        var dryRun = false

        func validate() throws {
            if options.date == nil { throw ValidationError("--date YYYY-MM-DD is required") }
        }

        func run() throws {
            try CatalogueCommandFailure.exitOnFailure {
                let editor = DailyEditor(contentDirectory: options.content, dryRun: dryRun)
                let site = try CatalogueEditor(contentDirectory: options.content).loadCatalogue().site
                let change = try editor.set(jokeID, on: options.date!, today: options.today(in: site, ignoringDate: true),
                                            force: force, createdAt: UTCTimestamp.format(Date()))
                let replacing = change.replaced.map { " (replacing \($0))" } ?? ""
                print("\(dryRun ? "would set" : "set") \(change.day) to \(jokeID)\(replacing)")
            }
        }
    }

    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a day's assignment: daily unset --date YYYY-MM-DD.")

        @OptionGroup var options: SiteOptions

        @Flag(help: "Change a day in the past too.")
        var force = false

        @Flag(help: "Print the change; write nothing.")
        var dryRun = false

        func validate() throws {
            if options.date == nil { throw ValidationError("--date YYYY-MM-DD is required") }
        }

        func run() throws {
            try CatalogueCommandFailure.exitOnFailure {
                let site = try CatalogueEditor(contentDirectory: options.content).loadCatalogue().site
                let change = try DailyEditor(contentDirectory: options.content, dryRun: dryRun)
                    .unset(options.date!, today: options.today(in: site, ignoringDate: true), force: force)
                print("\(dryRun ? "would unset" : "unset") \(change.day)\(change.replaced.map { " (was \($0))" } ?? "")")
            }
        }
    }
}
