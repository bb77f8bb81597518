import ArgumentParser
import Firestore
import Foundation
import JokeSite

struct PullCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Mirror the catalogue from Cloud Firestore into content/.",
        discussion: """
            Reads characters, jokes, daily_jokes and weekly_rankings (and rating_events with --events, only those newer \
            than the newest stored unless --full) and writes the files that changed, only if jokesite check accepts the \
            result. Credentials: FIRESTORE_EMULATOR_HOST, else GOOGLE_OAUTH_ACCESS_TOKEN or CLOUDSDK_AUTH_ACCESS_TOKEN, \
            else the key file GOOGLE_APPLICATION_CREDENTIALS, else none.
            Exit status: 0 content/ changed (or would, with --dry-run), 4 nothing changed, 1 Firestore's data would \
            make an invalid catalogue, 2 usage, 3 a request failed (content/ untouched).
            """
    )

    @OptionGroup var content: ContentOption
    @OptionGroup var firestore: FirestoreOptions

    @Flag(help: "Pull rating_events too: only the events newer than the newest in content/ (each document read is billed).")
    var events = false

    @Flag(help: "With --events: read every event again, not only the new ones.")
    var full = false

    @Flag(help: "Print what would change; write nothing.")
    var dryRun = false

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
        var changed = false
        try await FirestoreCommandFailure.exitOnFailure(afterRequestFailure: "\(content.content)/ was not changed") {
            say("pulling from \(client.credentials.description), project \(client.database.project), database \(client.database.database)")
            let reports = try await CataloguePull(client: client, contentDirectory: content.content).run(options)
            let width = reports.map(\.collection.count).max() ?? 0
            say("documents read:")
            for report in reports {
                let padded = report.collection.padding(toLength: width, withPad: " ", startingAt: 0)
                say("  \(padded)  \(report.reads)\(report.scope.map { " (\($0))" } ?? "")")
            }
            let display = CatalogueFiles(contentDirectory: content.content)
            let changes = reports.filter { !$0.changes.isEmpty }
            changed = !changes.isEmpty
            guard changed else {
                say("nothing changed; \(content.content)/ was not written")
                return
            }
            for report in changes {
                say("\(dryRun ? "would change" : "changed") \(display.display(report.file)): \(report.changes.summary)")
            }
        }
        if !changed { throw ExitCode(ExitStatus.unchanged) }
    }
}
