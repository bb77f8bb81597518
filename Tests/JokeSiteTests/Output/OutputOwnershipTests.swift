import Foundation
import Testing
@testable import JokeSite

/// jokesite never deletes a file it did not write: a folder it did not make
/// is refused unless `--clean` says to replace it, and files a user adds to
/// the output survive every later build.
@Suite struct OutputOwnershipTests {
    private func isUsageError(_ error: any Error) -> Bool {
        if case .usage = error as? BuildError { return true }
        return false
    }

    @Test func aFolderJokesiteDidNotMakeIsRefused() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        let note = site.output.appendingPathComponent("design.md")
        try Data("note".utf8).write(to: note)
        #expect { try site.build() } throws: { error in
            guard case .usage(let message) = error as? BuildError else { return false }
            return message.contains("--clean") && message.contains("never deletes")
        }
        #expect(try String(contentsOf: note, encoding: .utf8) == "note")
        #expect(!FileManager.default.fileExists(atPath: StateFolder(for: site.output).path), "a refused folder is not claimed")
        // Refused again: the refusal left nothing that makes it jokesite's.
        #expect(throws: BuildError.self) { try site.build() }
    }

    @Test func theCommandSaysHowToProceedAndExitsTwo() throws {
        let fixture = try FixtureCatalogue()
        let docs = fixture.root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data("note".utf8).write(to: docs.appendingPathComponent("design.md"))
        let arguments = ["build", "--templates", FixtureSite.templates.path, "--output", "docs", "--date", "2026-11-22"]
        let refused = try JokeSiteProcess.run(arguments, in: fixture.root)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("--clean"))
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("design.md").path))

        let cleaned = try JokeSiteProcess.run(arguments + ["--clean"], in: fixture.root)
        #expect(cleaned.status == 0)
        #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("design.md").path))
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("index.html").path))
    }

    @Test func cleanReplacesTheFolderWithTheSite() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent("old"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: site.output.appendingPathComponent("old/page.html"))
        var options = site.options()
        options.clean = true
        _ = try SiteBuilder(options: options).build()
        let fresh = try FixtureSite()
        try fresh.build()
        #expect(try site.snapshot() == fresh.snapshot())
    }

    /// `--clean` on a build that then fails (a bad catalogue) claims
    /// nothing: the folder is still refused without it.
    @Test func aFailedCleanBuildLeavesTheFolderUnclaimed() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        try Data("note".utf8).write(to: site.output.appendingPathComponent("design.md"))
        try site.fixture.replace("\"character\": \"mr_sad\"", with: "\"character\": \"mr_nobody\"", in: "jokes.json")
        var options = site.options()
        options.clean = true
        #expect { _ = try SiteBuilder(options: options).build() } throws: { error in
            if case .problems = error as? BuildError { return true }
            return false
        }
        #expect(!FileManager.default.fileExists(atPath: StateFolder(for: site.output).path))
        try site.fixture.replace("\"character\": \"mr_nobody\"", with: "\"character\": \"mr_sad\"", in: "jokes.json")
        #expect(throws: BuildError.self) { try site.build() }
        #expect(site.exists("design.md"))
    }

    @Test func anEmptyFolderIsBuiltInto() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        try site.build()
        #expect(site.exists("index.html"))
    }

    @Test func filesAddedAfterABuildSurviveLaterBuilds() throws {
        let site = try FixtureSite()
        try site.build()
        try Data("jokes.example.org\n".utf8).write(to: site.output.appendingPathComponent("CNAME"))
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent("jokes/joke_d/extra"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: site.output.appendingPathComponent("jokes/joke_d/extra/notes.txt"))
        try site.fixture.replace("\"joke_d\":", with: "\"joke_f\":", in: "jokes.json")
        try site.build(date: "2026-11-23")
        #expect(site.exists("CNAME"))
        #expect(site.exists("jokes/joke_d/extra/notes.txt"))
        #expect(!site.exists("jokes/joke_d/index.html"))
        #expect(site.exists("jokes/joke_f/index.html"))
    }

    /// A page added to the catalogue where the owner wrote a file by hand:
    /// the build stops (exit 2) naming the file, which stays as it was, and
    /// so never becomes jokesite's to remove later.
    @Test func aFileTheOwnerWroteIsNeverReplaced() throws {
        let site = try FixtureSite()
        try site.build()
        let faq = site.output.appendingPathComponent("faq/index.html")
        try FileManager.default.createDirectory(at: faq.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<p>my own FAQ</p>".utf8).write(to: faq)
        try site.fixture.write("pages/faq.md", "---\ntitle: FAQ\n---\nAsk us.\n")
        #expect { try site.build() } throws: { error in
            guard case .usage(let message) = error as? BuildError else { return false }
            return message.contains(faq.path) && message.contains("not written by jokesite")
        }
        #expect(try site.read("faq/index.html") == "<p>my own FAQ</p>")
        #expect(!site.exists("faq/index.md"), "nothing of the refused build was committed")

        let result = try JokeSiteProcess.run(["build", "--templates", FixtureSite.templates.path, "--date", "2026-11-22"],
                                             in: site.fixture.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("public/faq/index.html: was not written by jokesite"), "\(result.errors)")
        try site.fixture.remove("pages/faq.md")
        try site.build()
        #expect(try site.read("faq/index.html") == "<p>my own FAQ</p>")
    }

    /// A first build stages the whole site and swaps it in: a file the
    /// owner puts into the output meanwhile (`CNAME`) is kept.
    @Test(arguments: [false, true])
    func aFileAddedDuringAFirstBuildSurvivesIt(outputExisted: Bool) throws {
        let site = try FixtureSite()
        if outputExisted { try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true) }
        var options = site.options()
        let output = site.output
        options.progress = { progress in
            guard progress.total != nil, progress.done <= 16 else { return }  // the first chunk of outputs
            try? FileManager.default.createDirectory(at: output.appendingPathComponent("jokes"), withIntermediateDirectories: true)
            try? Data("jokes.example.org\n".utf8).write(to: output.appendingPathComponent("CNAME"))
            try? Data("mine".utf8).write(to: output.appendingPathComponent("jokes/notes.txt"))
        }
        _ = try SiteBuilder(options: options).build()
        #expect(try site.read("CNAME") == "jokes.example.org\n")
        #expect(try site.read("jokes/notes.txt") == "mine")
        #expect(site.exists("jokes/joke_a/index.html"))
        #expect(site.exists("index.html"))
    }

    /// One that takes the place of a file of the site stops the build
    /// with exit 2 naming it; the owner's file stays.
    @Test func aFileAddedDuringAFirstBuildWhereTheSiteHasOneStopsIt() throws {
        let site = try FixtureSite()
        var options = site.options()
        let output = site.output
        options.progress = { progress in
            guard progress.total != nil, progress.done <= 16 else { return }  // the first chunk of outputs
            try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try? Data("mine".utf8).write(to: output.appendingPathComponent("index.html"))
        }
        #expect { _ = try SiteBuilder(options: options).build() } throws: { error in
            guard case .usage(let message) = error as? BuildError else { return false }
            return message.contains(output.appendingPathComponent("index.html").path) && message.contains("appeared while the build ran")
        }
        #expect(try site.read("index.html") == "mine")
    }

    /// Without a manifest jokesite cannot know which files it wrote: it
    /// writes the site into the folder and removes nothing.
    @Test func aLostOrDamagedManifestRemovesNothing() throws {
        let site = try FixtureSite()
        try site.build()
        try Data("jokes.example.org\n".utf8).write(to: site.output.appendingPathComponent("CNAME"))
        let state = StateFolder(for: site.output)
        for damage in [{ try FileManager.default.removeItem(atPath: state.manifest) },
                       { try Data("jokesite-manifest 3 inode 1\n".utf8).write(to: URL(fileURLWithPath: state.manifest)) }] {
            try damage()
            try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
            let report = try site.build()
            #expect(report.pagesRendered == report.pages)
            #expect(site.exists("CNAME"))
            #expect(try site.read("jokes/joke_d/index.html").contains("The rain came back"))
            #expect(report.filesWritten < 20, "files with the same bytes are kept")
            try site.fixture.replace("The rain came back", with: "The rain returned", in: "jokes.json")
        }
    }
}
