import ArgumentParser
import Firestore
import Foundation
import JokeSite

struct PushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Write what content/ changed since the last sync to Cloud Firestore.",
        discussion: """
            Pushes characters, jokes and daily_jokes (weekly_rankings with --rankings, rating_events with --events), after \
            jokesite check accepts the catalogue: for each document changed since the sync base (content/firestore-sync.json) \
            only the changed fields, on condition that Firestore still holds the document as the base saw it; a document \
            Firestore changed since is a conflict (pull, then push) and is not overwritten. The site's own fields \
            (colours, avatars, site.json's firestore.site_fields) are never pushed. Never deletes a document unless \
            --prune. Outside a terminal it needs --yes.
            Exit status: 0 written (or would be, with --dry-run), 4 nothing to write, 1 the catalogue is invalid or \
            a write was refused (a conflict), 2 usage, 3 a request failed.
            """
    )

    @OptionGroup var content: ContentOption
    @OptionGroup var firestore: FirestoreOptions

    @Flag(help: "Push weekly_rankings too (the nightly function's document).")
    var rankings = false

    @Flag(help: "Push rating_events too (those content/ added or changed since the last sync).")
    var events = false

    @Flag(help: "Delete the documents content/ deleted since the last sync (if Firestore did not change them since, and nothing names them).")
    var prune = false

    @Flag(help: "Write without preconditions: overwrite what Firestore changed since the last sync (to settle a conflict your way).")
    var force = false

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
        var changed = false
        var outcome = CataloguePush.Outcome()
        try await FirestoreCommandFailure.exitOnFailure(afterRequestFailure: "nothing was written to Firestore") {
            say("pushing to \(client.credentials.description), project \(client.database.project), database \(client.database.database)")
            let plan = try await pusher.plan(collections: collections, prune: prune, force: force, pageSize: firestore.pageSize)
            let width = plan.collections.map(\.collection.count).max() ?? 0
            say(dryRun ? "plan (changes since the last sync; dry run, nothing is written):" : "plan (changes since the last sync):")
            for part in plan.collections {
                var line = "  \(part.collection.padding(toLength: width, withPad: " ", startingAt: 0))  \(part.creates.count) to create, \(part.updates.count) to update"
                if prune { line += ", \(part.deletes.count) to delete" }
                if !part.deletedLocally.isEmpty { line += ", \(part.deletedLocally.count) deleted in \(content.content)/ (kept; --prune deletes them)" }
                say(line)
                if firestore.verbose { for update in part.updates { printError("    update \(part.collection)/\(update)") } }
            }
            changed = plan.writeCount > 0
            guard changed else {
                say("nothing to write")
                return
            }
            let requests = "\(count(plan.writeCount, "write")) in \(count(plan.requestCount, "request"))"
            if dryRun {
                say("would send \(requests)\(force ? " (--force: without preconditions)" : "")")
                return
            }
            try confirm("send \(requests) to project \(client.database.project)\(force ? ", overwriting what Firestore holds" : "")?")
            outcome = try await pusher.apply(plan) { collection, sent in
                if firestore.verbose { printError("sent \(sent) of \(count(plan.writeCount, "write")) (\(collection))") }
            }
            if outcome.failure == nil { say("sent \(requests): \(outcome.written) written") }
        }
        if !outcome.conflicts.isEmpty || !outcome.refused.isEmpty || !outcome.skipped.isEmpty {
            if !outcome.conflicts.isEmpty {
                printError("conflicts: Firestore changed these documents since the last sync; nothing of them was overwritten:")
                for line in outcome.conflicts { printError("  \(line)") }
            }
            if !outcome.refused.isEmpty {
                printError("Firestore refused these writes:")
                for line in outcome.refused { printError("  \(line)") }
            }
            if !outcome.skipped.isEmpty {
                printError("not deleted, because a document naming them was not deleted or rewritten without them:")
                for line in outcome.skipped { printError("  \(line)") }
            }
            if outcome.failure == nil { throw ExitCode(ExitStatus.catalogueErrors) }
        }
        if let failure = outcome.failure {
            printError(failure.description)
            printError(interruption(outcome))
            throw ExitCode(ExitStatus.io)
        }
        if !changed { throw ExitCode(ExitStatus.unchanged) }
    }

    /// What a push cut off by a failed request did, as Firestore holds it.
    private func interruption(_ outcome: CataloguePush.Outcome) -> String {
        let request = "that request's \(count(outcome.failedRequestWrites, "write"))"
        let landed = outcome.failedRequestLanded.map { "read back from Firestore: \($0) of \(request) landed" }
            ?? "\(request) may have landed or not (Firestore could not be read back)"
        let finished = outcome.failedRequestLanded == outcome.failedRequestWrites && outcome.notSent == 0
        return "\(landed); \(outcome.written) written in all, \(outcome.notSent) not sent" + (finished ? "" : "; push again to finish")
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
