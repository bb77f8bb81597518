import Foundation
import Testing
@testable import JokeSite

/// A build killed inside its commit window leaves a journal and some of its
/// steps done; the next run finishes the commit first, whichever inputs it
/// then builds. (KilledBuildTests kills the real binary anywhere; this
/// stops a commit after each number of steps.)
@Suite struct CommitJournalTests {
    /// The same manifest, written whole for another folder.
    private static func write(_ manifest: OutputManifest, to path: String) throws {
        var writer = try ManifestWriter(path, folderInode: manifest.folderInode)
        for place in manifest.outputs.indices where !manifest.outputs[place].isDropped { writer.copy(manifest.records(of: place)) }
        try writer.finish()
    }

    /// Stages what turns `site`'s output into `target`'s, as a build's commit
    /// would, and does only the first `steps` of the journal.
    private func interruptedCommit(of site: FixtureSite, into target: FixtureSite, stepsDone: Int) throws {
        let state = StateFolder(for: site.output)
        let old = try site.snapshot()
        let new = try target.snapshot()
        var journal = CommitJournal()
        journal.removals = old.keys.filter { new[$0] == nil }.sorted()
        journal.puts = new.keys.filter { old[$0] != new[$0] }.sorted()
        for path in journal.puts {
            let staged = URL(fileURLWithPath: state.stagedFiles + "/" + path)
            try FileManager.default.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
            try new[path]!.write(to: staged)
        }
        var manifest = try #require(OutputManifest.read(StateFolder(for: target.output)))
        manifest.folderInode = try #require(BuildFingerprint.inode(of: site.output.path))
        try Self.write(manifest, to: state.stagedManifest)
        unlink(state.upToDateRecord)
        try journal.write(state)

        unlink(state.manifest)
        let steps = journal.removals.map { (path: $0, isRemoval: true) } + journal.puts.map { (path: $0, isRemoval: false) }
        for step in steps.prefix(stepsDone) {
            let destination = site.output.appendingPathComponent(step.path)
            if step.isRemoval {
                unlink(destination.path)
            } else {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                #expect(rename(state.stagedFiles + "/" + step.path, destination.path) == 0)
            }
        }
    }

    @Test(arguments: [0, 1, 3, 8, 1000])
    func aCommitStoppedAfterSomeStepsIsFinishedByTheNextBuild(steps: Int) throws {
        let previous = try FixtureSite()
        try previous.build()
        let next = try FixtureSite()
        try next.fixture.replace("\"joke_d\":", with: "\"joke_f\":", in: "jokes.json")
        try next.build(date: "2026-11-23")

        // The date switched back and the edit reverted: the previous inputs.
        let site = try FixtureSite()
        try site.build()
        try interruptedCommit(of: site, into: next, stepsDone: steps)
        #expect(try !site.build().upToDate)
        #expect(try site.snapshot() == previous.snapshot())

        // The same inputs as the killed build.
        let again = try FixtureSite()
        try again.build()
        try interruptedCommit(of: again, into: next, stepsDone: steps)
        try again.fixture.replace("\"joke_d\":", with: "\"joke_f\":", in: "jokes.json")
        try again.build(date: "2026-11-23")
        #expect(try again.snapshot() == next.snapshot())
        let state = StateFolder(for: again.output)
        #expect(!FileManager.default.fileExists(atPath: state.journal))
        #expect(!FileManager.default.fileExists(atPath: state.staging))
    }

    /// Killed after the staged manifest was installed, before the journal
    /// was dropped: finishing again keeps that manifest, so the next build
    /// still knows which files to remove.
    @Test func aCommitKilledAfterItsManifestIsFinishedWithIt() throws {
        let previous = try FixtureSite()
        try previous.build()
        let next = try FixtureSite()
        try next.fixture.replace("\"joke_d\":", with: "\"joke_f\":", in: "jokes.json")
        try next.build(date: "2026-11-23")

        let site = try FixtureSite()
        try site.build()
        try interruptedCommit(of: site, into: next, stepsDone: 1000)
        let state = StateFolder(for: site.output)
        #expect(rename(state.stagedManifest, state.manifest) == 0)
        try site.build()
        #expect(try site.snapshot() == previous.snapshot())
    }
}
