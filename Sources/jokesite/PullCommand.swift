import ArgumentParser
import Firestore
import Foundation
import JokeSite

struct PullCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Mirror the catalogue from Cloud Firestore into content/.",
        discussion: """
            Reads characters, jokes, daily_jokes and weekly_rankings (and rating_events with --events: unless --full, \
            those from 24 h before the newest stored event on) and merges them into content/ against the sync base \
            (content/firestore-sync.json, the state of the last pull or push): a change on one side is taken, a field \
            changed on both sides is a conflict (the app's counters and events: Firestore's value is kept). Writes the \
            files that changed, with the base, only if jokesite check accepts the result. Credentials: FIRESTORE_EMULATOR_HOST, else GOOGLE_OAUTH_ACCESS_TOKEN or CLOUDSDK_AUTH_ACCESS_TOKEN, \
            else the key file GOOGLE_APPLICATION_CREDENTIALS, else none.
            Exit status: 0 content/ changed (or would, with --dry-run), 4 nothing changed, 1 conflicts (the rest is \
            merged) or Firestore's data would make an invalid catalogue, 2 usage, 3 a request failed (content/ untouched).
            """
    )

    @OptionGroup var content: ContentOption
    @OptionGroup var firestore: FirestoreOptions

    @Flag(help: "Pull rating_events too: those from 24 h before the newest in content/ on, late and same-second ones included (each document read is billed).")
    var events = false

    @Flag(help: "With --events: read every event again, not only the new ones.")
    var full = false

    @Flag(help: "Print what would change; write nothing.")
    var dryRun = false

    @Option(help: "How conflicts are printed: text, or github (text, and a GitHub Actions warning annotation for each).")
    var format = CheckCommand.Format.text

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if full && !events { throw ValidationError("--full only applies with --events") }
    }

    func run() async throws {
        try await pull()
    }

    /// `run()` under a name of its own (see `ServeCommand.serve()`).
    func pull() async throws {
        try content.requireFolder()
        let client = try firestore.client(content: content)
        var options = CataloguePull.Options()
        options.events = events
        options.full = full
        options.dryRun = dryRun
        options.pageSize = firestore.pageSize
        let say = { (line: String) in if !quiet.quiet { print(line) } }
        var report = CataloguePull.Report()
        try await FirestoreCommandFailure.exitOnFailure(afterRequestFailure: "\(content.content)/ was not changed") {
            say("pulling from \(client.credentials.description), project \(client.database.project), database \(client.database.database)")
            report = try await CataloguePull(client: client, contentDirectory: content.content).run(options)
            let width = report.collections.map(\.collection.count).max() ?? 0
            say("documents read:")
            for collection in report.collections {
                let padded = collection.collection.padding(toLength: width, withPad: " ", startingAt: 0)
                say("  \(padded)  \(collection.reads)\(collection.scope.map { " (\($0))" } ?? "")")
            }
            let display = CatalogueFiles(contentDirectory: content.content)
            if report.withoutBase {
                say("no sync base for this database in \(display.display(SyncBase.file)) (a first pull): what only one side has is kept "
                    + "(\(content.content)/'s waits to be pushed), what both have alike is synced, what they have differently is a conflict"
                    + (report.eventsEmptied ? "; \(display.display(CatalogueFiles.ratingEvents)) emptied (pull --events reads Firestore's)" : ""))
            }
            for line in report.firestoreKept { say("kept Firestore's: \(line)") }
            for line in report.settled { say("settled (both sides hold the same value now): \(line)") }
            for line in report.missingJokes { printError("warning: \(line)") }
            if report.changed {
                for collection in report.collections where !collection.changes.isEmpty {
                    say("\(dryRun ? "would change" : "changed") \(display.display(collection.file)): \(collection.changes.summary)")
                }
            } else {
                say("nothing changed; \(content.content)/ was not written")
            }
            if !report.waiting.isEmpty {
                say("waiting to be pushed (jokesite push):")
                for line in report.waiting { say("  \(line)") }
            }
        }
        guard report.conflicts.isEmpty else {
            if format == .github {
                for conflict in report.conflicts {
                    print("::warning title=Firestore conflict::\(Problem.escapeData(conflict.description))")
                }
            }
            printError("conflicts: changed in \(content.content)/ and in Firestore since the last sync; \(content.content)/ keeps its "
                + "values, Firestore its own:")
            for line in report.conflicts { printError("  \(line)") }
            printError("settle each: to keep Firestore's, set it in \(content.content)/ and pull again; to keep yours, "
                + "jokesite push --force (it overwrites those documents), then pull")
            throw ExitCode(ExitStatus.catalogueErrors)
        }
        if !report.changed { throw ExitCode(ExitStatus.unchanged) }
    }
}
