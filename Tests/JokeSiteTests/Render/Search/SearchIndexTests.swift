import Foundation
import Testing
@testable import JokeSite

/// `site.json` `search`: Pagefind indexes the staged site and its files are
/// committed with the pages. These tests run the real Pagefind
/// (`scripts/install-deps.sh` puts it in `.venv/bin`).
@Suite struct SearchIndexTests {
    static let files = """
        -- content/site.json --
        { "title": "Inline Jokes", "base_url": "https://inline.example.org/" }
        -- content/jokes.json --
        {
          "joke_a": { "character": "mr_funny", "text": "Why did the penguin cross the ice? To reach the other floe.", "type": "dad_joke",
                      "tags": ["animals"], "created_at": "2026-01-02T10:00:00Z" },
          "joke_b": { "character": "mr_funny", "text": "Knock, knock. Who's there? Lettuce. Lettuce who? Lettuce in, it's cold!",
                      "type": "knock_knock" },
          "joke_n": { "character": "mr_funny", "text": "A rude one about a walrus.", "type": "dad_joke", "sfw": false }
        }
        -- content/pages/about.md --
        ---
        title: About
        ---
        Jokes about penguins and more.
        """

    /// The binary the build finds, so a test can wrap it.
    static func pagefind() throws -> PagefindBinary {
        try #require(PagefindBinary.find(in: PagefindBinary.defaultFolders()), "Pagefind is missing: run scripts/install-deps.sh test")
    }

    @Test func theIndexHoldsJokeCharacterAndContentPagesButNoNSFWJoke() throws {
        let site = try InlineSite(Self.files)
        try site.build()
        #expect(site.exists("pagefind/pagefind.js"))
        #expect(!site.exists("pagefind/pagefind-ui.js"), "Pagefind's own UI is not used")
        // One character and one content page in the main shard, two jokes
        // with pages (the NSFW one has none) in the one joke shard, merged
        // by the search page; that shard holds the index and Pagefind's
        // WebAssembly, not the scripts.
        func pageCount(_ shard: String) throws -> Int? {
            let entry = try JSONSerialization.jsonObject(with: Data(site.read(shard + "pagefind-entry.json").utf8)) as? [String: Any]
            return ((entry?["languages"] as? [String: Any])?["en"] as? [String: Any])?["page_count"] as? Int
        }
        #expect(try pageCount("pagefind/") == 2)
        #expect(try site.read("pagefind/shards.json") == #"[{"folder":"jokes-00/","pages":2}]"# + "\n")
        #expect(try pageCount("pagefind/jokes-00/") == 2)
        #expect(!site.exists("pagefind/jokes-00/pagefind.js"))
        #expect(site.exists("pagefind/jokes-00/wasm.en.pagefind"), "a worker's first shard loads it")
        let joke = try site.read("jokes/joke_a/index.html")
        #expect(joke.contains("data-pagefind-body"))
        #expect(joke.contains(#"<span data-pagefind-filter="tag">animals</span>"#))
        #expect(joke.contains(#"data-pagefind-sort="newest:1767348000""#))
        #expect(!site.exists("jokes/joke_n/index.html"))
        #expect(!(try site.read("index.html").contains("data-pagefind-body")), "the home page is not indexed")
        #expect(try site.read("index.html").contains(#"<form class="site-search" role="search" action="/search/" method="get">"#))
        #expect(try site.read("search/index.html").contains("<noscript>"))
    }

    @Test func twoBuildsOfTheSameSiteMakeTheSameIndex() throws {
        let site = try InlineSite(Self.files)
        try site.build()
        let other = site.root.appendingPathComponent("public-again")
        _ = try SiteBuilder(options: BuildOptions(content: site.content, templates: site.templates, output: other,
                                                  date: "2026-11-22", baseURL: nil)).build()
        let first = try FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") }
        let second = try FolderSnapshot.files(of: other).filter { $0.key.hasPrefix("pagefind/") }
        #expect(first.count > 5)
        #expect(first == second)
    }

    /// A wrapper of the real Pagefind in `site`'s `bin/` that adds a line
    /// to the log for each run (`--version` aside).
    static func countingPagefind(in site: InlineSite) throws -> (folder: URL, log: URL) {
        let log = site.root.appendingPathComponent("runs.log")
        let script = try SearchShardTests.fakePagefind("""
            [ "$1" = --version ] || echo run >> '\(log.path)'
            exec '\(try pagefind().path)' "$@"
            """, in: site.root)
        return (script.deletingLastPathComponent(), log)
    }

    /// Counts Pagefind's runs: one a shard, here the main one (the
    /// character and the page) and one of jokes.
    @Test func aBuildThatChangedNoIndexedPageKeepsTheIndexWithoutRunningPagefind() throws {
        let site = try InlineSite(Self.files)
        let (wrapper, log) = try Self.countingPagefind(in: site)
        func build(_ date: String) throws -> Int {
            var options = site.options(date: date)
            options.pagefindFolders = [wrapper.path]
            _ = try SiteBuilder(options: options).build()
            return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count
        }
        #expect(try build("2026-11-22") == 2)
        let index = try FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") }
        // Another day: the home page changes, no indexed page does.
        #expect(try build("2026-11-23") == 2)
        #expect(try FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") } == index)
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nJokes about walruses.\n")
        #expect(try build("2026-11-23") == 3, "the main shard, which holds the page, alone")
        #expect(try FolderSnapshot.files(of: site.output).filter { $0.key.hasPrefix("pagefind/") } != index)
    }

    @Test func searchOnWithoutPagefindFailsWithOneLineThatSaysWhatToDo() throws {
        let site = try InlineSite(Self.files)
        var options = site.options()
        options.pagefindFolders = []
        #expect(throws: BuildError.self) { _ = try SiteBuilder(options: options).build() }
        do {
            _ = try SiteBuilder(options: options).build()
        } catch {
            guard case .usage(let message) = error else { Issue.record("not a usage error: \(error)"); return }
            #expect(!message.contains("\n"))
            #expect(message.contains(#""search": false"#) && message.contains("install-deps.sh"))
        }
        #expect(!site.exists("index.html"), "nothing is written")
    }

    /// A Pagefind (here a wrapper standing in for version 9) whose index is
    /// in a format jokesite cannot read: the build stops, naming the version
    /// and the file, and writes nothing.
    @Test func anIndexInAFormatJokesiteDoesNotKnowStopsTheBuild() throws {
        let entry = #"{"version":"9.0.0","languages":{"en":{"hash":"en_0123456789","wasm":"en","page_count":4}}}"#
        let meta = try refusal(entry: entry, meta: "pagefind_v9 not CBOR")
        #expect(meta.contains("pagefind 9.0.0") && meta.contains("pagefind/pagefind.en_0123456789.pf_meta"), "\(meta)")
        let entryFile = try refusal(entry: #"{"version":"9.0.0","indexes":{}}"#, meta: nil)
        #expect(entryFile.contains("pagefind 9.0.0") && entryFile.contains("pagefind/pagefind-entry.json"), "\(entryFile)")
    }

    /// The usage error of a first build with a Pagefind that writes `entry`
    /// (and `meta` as the metadata file the entry names).
    private func refusal(entry: String, meta: String?) throws -> String {
        let site = try InlineSite(Self.files)
        let wrapper = site.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: wrapper, withIntermediateDirectories: true)
        let script = wrapper.appendingPathComponent("pagefind")
        try """
            #!/bin/sh
            if [ "$1" = --version ]; then echo "pagefind 9.0.0"; exit 0; fi
            while [ "$1" != --output-path ]; do shift; done
            mkdir -p "$2"
            printf '%s' '\(entry)' > "$2/pagefind-entry.json"
            printf '%s' '\(meta ?? "")' > "$2/pagefind.en_0123456789.pf_meta"

            """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        var options = site.options()
        options.pagefindFolders = [wrapper.path]
        defer { #expect(!site.exists("index.html"), "nothing is written") }
        do {
            _ = try SiteBuilder(options: options).build()
        } catch {
            guard case .usage(let message) = error else { Issue.record("not a usage error: \(error)"); return "" }
            return message
        }
        Issue.record("the build went on")
        return ""
    }

    @Test func searchOffMakesNoIndexNoSearchPageAndNoSearchBox() throws {
        let site = try InlineSite(Self.files.replacingOccurrences(of: #""base_url": "https://inline.example.org/" }"#,
                                                                  with: #""base_url": "https://inline.example.org/", "search": false }"#))
        var options = site.options()
        options.pagefindFolders = []
        _ = try SiteBuilder(options: options).build()
        #expect(!site.exists("pagefind"))
        #expect(!site.exists("search/index.html"))
        #expect(!(try site.read("index.html").contains("site-search")))
        #expect(!(try site.read("jokes/joke_a/index.html").contains("pagefind")))
    }
}
