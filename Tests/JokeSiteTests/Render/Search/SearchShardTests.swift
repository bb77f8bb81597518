import Foundation
import TemplateEngine
import Testing
@testable import JokeSite

/// The search index in shards (`SearchShards`): a joke's shard, what an
/// edit re-indexes, and the guards around Pagefind (its output checked,
/// its run given a time limit). The builds run the real Pagefind.
@Suite struct SearchShardTests {
    static let files = SearchIndexTests.files.replacingOccurrences(of: #""joke_n""#, with: """
        "joke_c": { "character": "mr_funny", "text": "What do you call a sleeping bull? A bulldozer.", "type": "dad_joke" },
          "joke_d": { "character": "mr_funny", "text": "Why can't a bicycle stand up? It is two tired.", "type": "dad_joke" },
          "joke_n"
        """)

    @Test func aJokesShardIsItsIDsAndStaysWhenOtherJokesComeAndGo() {
        // The hash is part of the published layout: a new one would move
        // every joke once, so it is pinned here.
        #expect((0..<8).map { SearchShards.shard(of: "joke_\($0)", count: 8) } == [0, 0, 3, 1, 5, 4, 3, 5])
        let ids = (0..<3000).map { "joke_\($0)" }
        #expect(SearchShards.count(jokes: 3000) == 4)
        let before = SearchShards.shards(jokeIDs: ids, otherRoutes: ["about/"])
        let after = SearchShards.shards(jokeIDs: ids.filter { $0 != "joke_7" } + ["joke_new"], otherRoutes: ["about/"])
        #expect(before.map(\.route) == ["pagefind/", "pagefind/jokes-00/", "pagefind/jokes-01/", "pagefind/jokes-02/", "pagefind/jokes-03/"])
        #expect(before[0].files == ["about/index.html"])
        let shardOf = { (shards: [SearchShard]) in
            Dictionary(uniqueKeysWithValues: shards.dropFirst().flatMap { shard in shard.files.map { ($0, shard.route) } })
        }
        let (old, new) = (shardOf(before), shardOf(after))
        #expect(old.count == 3000 && new.count == 3000)
        for (file, route) in new where file != "jokes/joke_new/index.html" { #expect(old[file] == route, "\(file)") }
        // Every shard holds some: the hash spreads them.
        #expect(before.dropFirst().allSatisfy { $0.files.count > 500 })
    }

    @Test func theShardCountIsAPowerOfTwoThatGrowsWithTheCatalogueUpToItsMaximum() {
        #expect(SearchShards.count(jokes: 0) == 1)
        #expect(SearchShards.count(jokes: 1024) == 1)
        #expect(SearchShards.count(jokes: 1025) == 2)
        #expect(SearchShards.count(jokes: 10_000) == 16)
        #expect(SearchShards.count(jokes: 30_000) == 32)
        #expect(SearchShards.count(jokes: 100_000) == 32)
        #expect(SearchShards.count(jokes: 10_000_000) == SearchShards.maximumCount)
        #expect(SearchShards.count(jokes: 4, size: 1) == 4)
    }

    /// An edit of one joke runs Pagefind once, over the recent shard: its
    /// settled shard keeps its files, and `shards.json` masks the joke's
    /// old result there (by its fragment's name) and lists the recent
    /// shard. `--compact-search` indexes that settled shard again, alone,
    /// and leaves what a clean build makes.
    @Test func anEditIndexesTheRecentShardAndMasksTheJokesOldResult() throws {
        let site = try InlineSite(Self.files)
        let (wrapper, log) = try SearchIndexTests.countingPagefind(in: site)
        func build(compacting: Bool = false) throws -> Int {
            var options = site.options()
            options.pagefindFolders = [wrapper.path]
            options.searchShardSize = 1
            options.compactSearch = compacting
            _ = try SiteBuilder(options: options).build()
            return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count
        }
        func list() throws -> [[String: Any]] {
            try #require(JSONSerialization.jsonObject(with: Data(site.read("pagefind/shards.json").utf8)) as? [[String: Any]])
        }
        let runs = try build()
        let shards = try list().compactMap { $0["folder"] as? String }
        #expect(try list().compactMap { $0["pages"] as? Int }.reduce(0, +) == 4, "four jokes, each in one shard")
        #expect(runs == 1 + shards.count, "the main shard and each joke shard")
        #expect(shards.count > 1, "four jokes in four shards: some share one, not all")
        let before = try FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") }

        let settled = SearchShards.route(ofJokeShard: SearchShards.shard(of: "joke_a", count: 4))
        let jokes = try String(contentsOf: site.content.appendingPathComponent("jokes.json"), encoding: .utf8)
        try site.write("content/jokes.json", jokes.replacingOccurrences(of: "other floe", with: "far floe"))
        #expect(try build() == runs + 1, "the recent shard alone")
        let after = try FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") }
        let settledFiles = { (files: [String: Data]) in files.filter { !$0.key.hasPrefix(SearchShards.recentRoute) && $0.key != SearchShards.listFile } }
        #expect(settledFiles(after) == settledFiles(before))
        let entries = try list()
        let masked = try #require(entries.first { $0["folder"] as? String == String(settled.dropFirst(SearchIndexFolder.route.count)) }?["masked"] as? [String])
        #expect(masked.count == 1 && site.exists(settled + "fragment/\(masked[0]).pf_fragment"))
        #expect(entries.last?["folder"] as? String == "recent/" && entries.last?["pages"] as? Int == 1)
        #expect(entries.filter { $0["masked"] != nil }.count == 1)

        #expect(try build(compacting: true) == runs + 2, "the edited joke's settled shard alone")
        #expect(!site.exists(SearchShards.recentRoute + "pagefind-entry.json"))
        #expect(try list().allSatisfy { $0["masked"] == nil && $0["folder"] as? String != "recent/" })
        // The same pages, built clean, give the same bytes.
        let clean = site.root.appendingPathComponent("clean")
        var options = BuildOptions(content: site.content, templates: site.templates, output: clean, date: "2026-11-22", baseURL: nil)
        options.searchShardSize = 1
        _ = try SiteBuilder(options: options).build()
        #expect(try FolderSnapshot.files(of: clean).filter { $0.key.hasPrefix("pagefind/") }
                == FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") })
    }

    /// A deleted joke is masked in its settled shard, with nothing to index.
    @Test func aDeletedJokeIsMaskedWithoutRunningPagefindForIt() throws {
        let site = try InlineSite(Self.files)
        let (wrapper, log) = try SearchIndexTests.countingPagefind(in: site)
        var options = site.options()
        options.pagefindFolders = [wrapper.path]
        options.searchShardSize = 1
        _ = try SiteBuilder(options: options).build()
        let jokes = try String(contentsOf: site.content.appendingPathComponent("jokes.json"), encoding: .utf8)
        try site.write("content/jokes.json", jokes.replacingOccurrences(of: #""joke_d""#, with: #""joke_e""#))
        let runs = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count
        _ = try SiteBuilder(options: options).build()
        let list = try site.read("pagefind/shards.json")
        #expect(list.contains(#""masked":["#) && list.contains("recent/"), "joke_d masked, joke_e recent: \(list)")
        #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count <= runs + 2, "the recent shard (and the main one)")
    }

    /// What goes to the recent shard and what is masked: pages new to the
    /// shard, or whose indexed part changed (masked too), and pages gone
    /// (masked alone); a page Pagefind made no result of is not masked.
    @Test func theChangesOfASettledShardAreItsNewChangedAndGonePages() throws {
        func page(_ name: String, _ id: String) -> IndexedPage {
            IndexedPage(file: name, pageHash: .zero, indexedHash: .zero, resultID: id)
        }
        let indexed = [page("a", "en_1"), page("b", "en_2"), page("c", "en_3"), page("d", "")]
        let changes = try SettledShardChanges.of(indexed: indexed, files: ["a", "b", "d", "e"]) { $0.file == "a" }
        #expect(changes.recentFiles == ["b", "d", "e"])
        #expect(changes.maskedIDs == ["en_2", "en_3"])
        #expect(try SettledShardChanges.of(indexed: indexed, files: ["a", "b", "c", "d"]) { _ in true }.isEmpty)
    }

    /// The recent shard is merged when asked, or when it or the masks pass
    /// the limit.
    @Test func theRecentShardIsMergedWhenAskedOrPastItsSize() {
        #expect(!SearchShards.mergesRecent(recentPages: 256, maskedResults: 10, asked: false))
        #expect(SearchShards.mergesRecent(recentPages: 257, maskedResults: 10, asked: false))
        #expect(SearchShards.mergesRecent(recentPages: 0, maskedResults: 257, asked: false))
        #expect(SearchShards.mergesRecent(recentPages: 0, maskedResults: 0, asked: true))
    }

    /// Pagefind's script exports its class for the workers; a script
    /// without it (another Pagefind) stops the build, naming the file.
    @Test func pagefindsScriptExportsItsClassOrTheBuildStops() throws {
        let folder = try TemporaryFolder()
        let script = folder.url.appendingPathComponent("pagefind.js")
        try "var Pagefind=class{};export{search};".write(to: script, atomically: true, encoding: .utf8)
        try PagefindScript(folder: folder.url.path, route: "pagefind/", version: "pagefind 1.5.2").exportIndexes()
        #expect(try String(contentsOf: script, encoding: .utf8).hasSuffix("export { Pagefind as PagefindIndexes };\n"))
        try "export{search};".write(to: script, atomically: true, encoding: .utf8)
        #expect {
            try PagefindScript(folder: folder.url.path, route: "pagefind/", version: "pagefind 9.0.0").exportIndexes()
        } throws: { error in
            "\(error)".contains("pagefind/pagefind.js") && "\(error)".contains("pagefind 9.0.0")
        }
    }

    /// A settled shard's pages as the manifest keeps them: read back the
    /// same, and bytes cut short are not read.
    @Test func theIndexedPagesReadBackAsWritten() {
        let pages = [IndexedPage(file: "jokes/joke_a/index.html", pageHash: ContentHash.of(Array("a".utf8)),
                                 indexedHash: ContentHash.of(Array("b".utf8)), resultID: "en_1a2b3c4"),
                     IndexedPage(file: "jokes/é/index.html", pageHash: .zero, indexedHash: .zero, resultID: "")]
        let bytes = IndexedPages.encoded(pages)
        #expect(IndexedPages.decoded(bytes[...]) == pages)
        #expect(IndexedPages.decoded(bytes.dropLast()) == nil)
        #expect(IndexedPages.decoded([][...]) == [])
    }

    /// What Pagefind reads of a page ends with its `data-pagefind-body`
    /// element (elements of its name nest), unless a mark follows.
    @Test func theIndexedPartOfAPageEndsWithItsBodyElement() {
        func part(_ page: String) -> String {
            let bytes = Array(page.utf8)
            return String(decoding: bytes[..<IndexedPart.end(of: bytes)], as: UTF8.self)
        }
        let head = "<html><body><nav>Home</nav><article class=\"joke\" data-pagefind-body><p>Setup</p>"
        #expect(part(head + "<article>quote</article> punchline</article><nav>Next: a setup</nav>")
                == head + "<article>quote</article> punchline</article>")
        #expect(part(head + "<articles></articles></article><nav>Next</nav>") == head + "<articles></articles></article>")
        let marked = head + "</article><p data-pagefind-meta=\"x\">y</p>"
        #expect(part(marked) == marked)
        #expect(part("<p>no body</p><nav>Next</nav>") == "<p>no body</p><nav>Next</nav>")
        #expect(part(head) == head, "never closed: all of it")
    }

    /// A Pagefind that leaves a symbolic link in its output: the build
    /// stops before publishing anything.
    @Test func aLinkInPagefindsOutputStopsTheBuild() throws {
        let site = try InlineSite(SearchIndexTests.files)
        let script = """
            if [ "$1" = --version ]; then echo "pagefind 1.5.2"; exit 0; fi
            while [ "$1" != --output-path ]; do shift; done
            mkdir -p "$2"
            ln -s /etc/passwd "$2/pagefind-entry.json"
            """
        var options = site.options()
        options.pagefindFolders = [try Self.fakePagefind(script, in: site.root).deletingLastPathComponent().path]
        #expect {
            _ = try SiteBuilder(options: options).build()
        } throws: { error in
            "\(error)".contains("pagefind-entry.json") && "\(error)".contains("not a file or folder")
        }
        #expect(!site.exists("index.html"), "nothing is written")
    }

    @Test func theOutputCheckRefusesLinksAndTooManyBytes() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.path
        let index = root + "/index"
        try FileManager.default.createDirectory(atPath: index + "/fragment", withIntermediateDirectories: true)
        try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: index + "/fragment/a.pf_fragment"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: index + "/pagefind-entry.json"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/outside.txt"))
        #expect(try PagefindOutputCheck(folder: index, maximumBytes: 2000).files() == ["fragment/a.pf_fragment", "pagefind-entry.json"])
        #expect(throws: OutputError.self) { try PagefindOutputCheck(folder: index, maximumBytes: 1001).files() }

        // A folder linked to one outside, a file linked to one outside.
        try FileManager.default.createSymbolicLink(atPath: index + "/filter", withDestinationPath: root)
        #expect(throws: OutputError.self) { try PagefindOutputCheck(folder: index, maximumBytes: 1 << 20).files() }
        try FileManager.default.removeItem(atPath: index + "/filter")
        #expect(link(root + "/outside.txt", index + "/fragment/b.pf_fragment") == 0)
        #expect(throws: OutputError.self) { try PagefindOutputCheck(folder: index, maximumBytes: 1 << 20).files() }
    }

    /// A Pagefind that hangs is killed (the process the build started)
    /// when its time is up, and the run fails saying so.
    @Test func aPagefindPastItsTimeLimitIsStoppedWithAClearError() throws {
        let folder = try TemporaryFolder()
        let pid = folder.url.appendingPathComponent("pid").path
        let script = try Self.fakePagefind("echo $$ > '\(pid)'; exec sleep 600", in: folder.url)
        let binary = PagefindBinary(path: script.path)
        #expect {
            try binary.index(site: folder.url.path, output: folder.url.path + "/index", timeLimit: 1)
        } throws: { error in
            "\(error)".contains("did not finish within 1 s") && "\(error)".contains(#""search": false"#)
        }
        let started = try #require(Int32(String(contentsOfFile: pid, encoding: .utf8).trimmingWhitespace()))
        #expect(kill(started, 0) == -1 && errno == ESRCH, "the hanging Pagefind is gone")
    }

    /// An executable `pagefind` in `folder`/bin running `body` (sh).
    static func fakePagefind(_ body: String, in folder: URL) throws -> URL {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent("pagefind")
        try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }
}
