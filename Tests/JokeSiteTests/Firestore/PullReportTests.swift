import Foundation
import JokeSite
import Testing

/// What `pull` says when it has little to do.
@Suite(.enabled(if: FirestoreEmulator.isInstalled, FirestoreEmulator.notInstalled))
struct PullReportTests {
    /// The finding "a pull that changed nothing hides the waiting list".
    @Test func aPullThatChangedNothingStillListsWhatWaitsToBePushed() throws {
        let site = try FirestoreSite(emulator: try FirestoreEmulator.shared.get())
        try site.succeeds("push", ["--yes"])
        try site.edit("jokes.json", "waiting-joke") { $0 = jokeFields("Why wait? Because.") }
        let pull = try site.run("pull")
        #expect(pull.status == 4, "\(pull.output)\(pull.errors)")
        #expect(pull.output.contains("nothing changed; \(site.content.path)/ was not written\n"
            + "waiting to be pushed (jokesite push):\n  jokes/waiting-joke (new)\n"), "\(pull.output)")
    }
}
