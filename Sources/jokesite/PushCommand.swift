import ArgumentParser
import Firestore
import Foundation
import JokeSite

struct PushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Write the documents of content/ that are new or changed to Cloud Firestore.",
        discussion: """
            Pushes characters, jokes and daily_jokes (weekly_rankings with --rankings, rating_events with --events) in \
            commits of at most 500 writes, after jokesite check accepts the catalogue. Never deletes a document unless \
            --prune. Outside a terminal it needs --yes.
            Exit status: 0 written (or would be, with --dry-run), 4 nothing to write, 1 the catalogue is invalid, \
            2 usage, 3 a request failed.
            """
    )

    @OptionGroup var content: ContentOption
    @OptionGroup var firestore: FirestoreOptions

    @Flag(help: "Push weekly_rankings too (the nightly function's document).")
    var rankings = false

    @Flag(help: "Push rating_events too (reads every event in Firestore to compare).")
    var events = false

    @Flag(help: "Delete the documents Firestore holds that content/ does not.")
    var prune = false

    @Flag(help: "Print the plan; write nothing.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Do not ask before writing (needed outside a terminal).")
    var yes = false

    @OptionGroup var quiet: QuietOption

    func run() async throws {
        try await push()
    }

    /// `run()` under a name of its own (see `ServeCommand.serve()`).
    func push() async throws {
        try content.requireFolder()
        let client = try firestore.client(content: content)
        var collections = CataloguePush.defaultCollections
        if rankings { collections.append(CatalogueCollections.rankings) }
        if events { collections.append(CatalogueCollections.ratingEvents) }
        let say = { (line: String) in if !quiet.quiet { print(line) } }
        let pusher = CataloguePush(client: client, contentDirectory: content.content)
        var written = 0
        var changed = false
        try await FirestoreCommandFailure.exitOnFailure(
            afterRequestFailure: written == 0 ? "nothing was written to Firestore" : "\(written) writes were committed before the failure; push again to finish"
        ) {
            say("pushing to \(client.credentials.description), project \(client.database.project), database \(client.database.database)")
            let plan = try await pusher.plan(collections: collections, prune: prune, pageSize: firestore.pageSize)
            let width = plan.collections.map(\.collection.count).max() ?? 0
            say("documents read:")
            for part in plan.collections {
                say("  \(part.collection.padding(toLength: width, withPad: " ", startingAt: 0))  \(part.reads)")
            }
            say(dryRun ? "plan (dry run, nothing is written):" : "plan:")
            for part in plan.collections {
                var line = "  \(part.collection.padding(toLength: width, withPad: " ", startingAt: 0))  \(part.creates.count) to create, \(part.updates.count) to update"
                if !part.onlyInFirestore.isEmpty {
                    line += prune ? ", \(part.onlyInFirestore.count) to delete" : ", \(part.onlyInFirestore.count) only in Firestore (kept; --prune deletes them)"
                }
                say(line)
            }
            changed = plan.writeCount > 0
            guard changed else {
                say("nothing to write")
                return
            }
            let commits = "\(plan.writeCount) writes in \(plan.commitCount) commit\(plan.commitCount == 1 ? "" : "s")"
            if dryRun {
                say("would send \(commits)")
                return
            }
            try confirm("send \(commits) to project \(client.database.project)?")
            try await pusher.apply(plan) { count in
                written = count
                if firestore.verbose { printError("committed \(count) of \(plan.writeCount) writes") }
            }
            say("sent \(commits)")
        }
        if !changed { throw ExitCode(ExitStatus.unchanged) }
    }

    /// Asks on the terminal unless --yes; outside a terminal, --yes is required.
    private func confirm(_ question: String) throws {
        guard !yes else { return }
        guard isatty(STDIN_FILENO) == 1 else {
            printError("error: push writes to Firestore; outside a terminal give --yes (or --dry-run to see the plan)")
            throw ExitCode(ExitStatus.usage)
        }
        FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
            printError("nothing was written")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
