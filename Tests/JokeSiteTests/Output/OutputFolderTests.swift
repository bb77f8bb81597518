import Foundation
import Testing
@testable import JokeSite

@Suite struct OutputFolderTests {
    private func inode(_ url: URL) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
    }

    /// Staging, journal or temporary files, beside the output or in it.
    private func leftovers(beside output: URL) throws -> [String] {
        let state = StateFolder(for: output)
        let inState = try FileManager.default.contentsOfDirectory(atPath: state.path)
            .filter { $0 == "staging" || $0 == "journal" || $0.contains(".tmp-") }
        let inOutput = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String }
            .filter { $0.contains("tmp-") } ?? []
        return inState + inOutput
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let first = try FixtureSite()
        try first.build()
        let second = try FixtureSite()
        try second.build()
        let a = try first.snapshot()
        let b = try second.snapshot()
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a {
            #expect(b[path] == bytes, "\(path) differs between two builds")
        }
    }

    @Test func aParallelBuildIsByteIdenticalToASequentialOne() throws {
        let parallel = try FixtureSite()
        try parallel.build()
        let sequential = try FixtureSite()
        var options = sequential.options()
        options.parallel = false
        _ = try SiteBuilder(options: options).build()
        #expect(try parallel.snapshot() == sequential.snapshot())
    }

    @Test func unchangedFilesAreNotRewritten() throws {
        let site = try FixtureSite()
        try site.build()
        let unchanged = site.output.appendingPathComponent("jokes/joke_a/index.html")
        let changed = site.output.appendingPathComponent("jokes/joke_d/index.html")
        let before = (unchanged: try inode(unchanged), changed: try inode(changed),
                      date: try FileManager.default.attributesOfItem(atPath: unchanged.path)[.modificationDate] as? Date)
        try site.fixture.replace("The rain returned - it missed me.", with: "The rain came back - it missed me.", in: "jokes.json")
        let report = try site.build()
        #expect(try inode(unchanged) == before.unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: unchanged.path)[.modificationDate] as? Date == before.date)
        #expect(try inode(changed) != before.changed)
        #expect(try site.read("jokes/joke_d/index.html").contains("The rain came back"))
        #expect(report.filesWritten > 0 && report.filesKept > report.filesWritten)
        #expect(try leftovers(beside: site.output).isEmpty)
    }

    @Test func aBadCatalogueLeavesThePreviousOutputUntouched() throws {
        let site = try FixtureSite()
        try site.build()
        let before = try site.snapshot()
        try site.fixture.replace("\"character\": \"mr_sad\"", with: "\"character\": \"mr_nobody\"", in: "jokes.json")
        #expect(throws: BuildError.self) { try site.build() }
        #expect(try site.snapshot() == before)
        #expect(try leftovers(beside: site.output).isEmpty)
    }

    @Test func aBadTemplateLeavesThePreviousOutputUntouched() throws {
        let site = try FixtureSite()
        try site.build()
        let before = try site.snapshot()
        let templates = try site.copyOfTemplates()
        try Data("{{#joke}} never closed".utf8).write(to: templates.appendingPathComponent("joke.html.mustache"))
        #expect(throws: BuildError.self) { try site.build(templates: templates) }
        #expect(try site.snapshot() == before)
        #expect(try leftovers(beside: site.output).isEmpty)
    }

    @Test func anOutputThatCannotBeWrittenIsAnOutputError() throws {
        let site = try FixtureSite()
        let blocker = site.fixture.root.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        var options = site.options()
        options.outputDirectory = blocker.appendingPathComponent("public").path
        do {
            _ = try SiteBuilder(options: options).build()
            Issue.record("the build succeeded")
        } catch {
            guard case .output(let failure, let stage) = error else { Issue.record("\(error)"); return }
            #expect(failure.path.contains("not-a-folder"))
            #expect(stage == .write)
            #expect(BuildError.describe(failure, stage: stage).hasPrefix("failed while writing the output: "))
        }
    }

    /// A commit that fails midway (here a file in the way of a folder) is
    /// finished by the next build before anything else. An edit stages a
    /// delta of the manifest, a new joke (other jobs listed) a manifest:
    /// the commit drops the one it replaces before it changes the output.
    @Test(arguments: [false, true]) func aCommitThatFailsMidwayIsFinishedByTheNextBuild(addingAJoke: Bool) throws {
        let site = try FixtureSite()
        try site.build()
        let state = StateFolder(for: site.output)
        // A folder where the commit renames a file: the rename fails.
        let folder = site.output.appendingPathComponent("jokes/joke_d/index.html")
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("in the way".utf8).write(to: folder.appendingPathComponent("note.txt"))
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        let newJoke = "\"joke_new\": {\n    \"character\": \"mr_sad\",\n    \"text\": \"A new joke arrived late.\",\n    \"type\": \"dad_joke\"\n  },\n  "
        if addingAJoke { try site.fixture.replace("\"joke_d\": {", with: newJoke + "\"joke_d\": {", in: "jokes.json") }
        #expect(throws: BuildError.self) { try site.build() }
        #expect(!FileManager.default.fileExists(atPath: state.manifestDelta))
        // The base a staged delta patches stays, believed only once the journal is finished.
        #expect(FileManager.default.fileExists(atPath: state.manifest) == !addingAJoke, "the manifest no longer describes the output")
        #expect(FileManager.default.fileExists(atPath: state.journal))
        #expect(!FileManager.default.fileExists(atPath: state.upToDateRecord))

        try FileManager.default.removeItem(at: folder)
        if addingAJoke { try site.fixture.replace(newJoke, with: "", in: "jokes.json") }
        try site.fixture.replace("The rain came back", with: "The rain returned", in: "jokes.json")
        let report = try site.build()
        #expect(!report.upToDate)
        #expect(try leftovers(beside: site.output).isEmpty)
        let fresh = try FixtureSite()
        try fresh.build()
        #expect(try site.snapshot() == fresh.snapshot())
    }

    @Test func refusesAnOutputThatHoldsTheContent() throws {
        let site = try FixtureSite()
        var options = site.options()
        options.outputDirectory = site.fixture.root.path
        #expect {
            _ = try SiteBuilder(options: options).build()
        } throws: { error in
            if case .usage = error as? BuildError { return true }
            return false
        }
        #expect(FileManager.default.fileExists(atPath: site.fixture.content.appendingPathComponent("jokes.json").path))
    }

    /// In `templates/assets/` the site would copy itself and publish its
    /// state folder; in `content/` it would be read as the catalogue.
    @Test(arguments: ["templates/assets/public", "content/public"])
    func refusesAnOutputInsideTheSources(output: String) throws {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        var options = site.options(templates: templates)
        options.outputDirectory = site.fixture.root.appendingPathComponent(output).path
        #expect {
            _ = try SiteBuilder(options: options).build()
        } throws: { error in
            guard case .usage(let message) = error as? BuildError else { return false }
            return message.contains("is inside")
        }
        #expect(!FileManager.default.fileExists(atPath: options.outputDirectory))
    }

    @Test func staleFilesOfAPreviousBuildDisappear() throws {
        let site = try FixtureSite()
        try site.build()
        #expect(site.exists("jokes/joke_d/index.html"))
        try site.fixture.replace("\"joke_d\":", with: "\"joke_f\":", in: "jokes.json")
        try site.build()
        #expect(!site.exists("jokes/joke_d/index.html"))
        #expect(site.exists("jokes/joke_f/index.html"))
    }

    @Test func laterBuildsReplaceOnlyChangedFilesAndRestoreMissingOnes() throws {
        let site = try FixtureSite()
        try site.build()
        let manifest = site.output.deletingLastPathComponent().appendingPathComponent(".public.jokesite/manifest")
        #expect(FileManager.default.fileExists(atPath: manifest.path))
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("tags/index.md"))
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        let report = try site.build(verify: true)
        #expect(site.exists("tags/index.md"), "a file deleted by hand is written again by the full check")
        #expect(report.filesWritten < 20)
        #expect(try site.read("jokes/joke_d/index.html").contains("The rain came back"))
        let scratch = try FixtureCatalogue()
        try scratch.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        let fresh = try FixtureSite(scratch)
        try fresh.build()
        #expect(try site.snapshot() == fresh.snapshot(), "the same bytes as a build from scratch")
        #expect(try leftovers(beside: site.output).isEmpty)
    }
}
