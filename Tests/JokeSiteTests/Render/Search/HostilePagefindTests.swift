import Foundation
import Synchronization
import Testing
@testable import JokeSite

/// Pagefinds that misbehave, each a script the build finds instead of the
/// real one (which most of them run): one that leaves a child holding its
/// output, one that prints 200 MB, one that writes into the pages it
/// indexes. None may hang the build, flood its message or reach `public/`.
@Suite struct HostilePagefindTests {
    /// The real Pagefind's path, which the scripts run.
    static func realPagefind() throws -> String {
        try SearchIndexTests.pagefind().path
    }

    /// Builds `site` with `pagefind` on a thread of its own; nil when the
    /// build is still running after `limit` seconds (then left running).
    static func build(_ site: InlineSite, with pagefind: URL, within limit: Double) -> Result<BuildReport, BuildError>? {
        var options = site.options()
        options.pagefindFolders = [pagefind.deletingLastPathComponent().path]
        let outcome = BuildOutcome()
        let builder = SiteBuilder(options: options)
        Thread.detachNewThread {
            outcome.finish(Result { () throws(BuildError) in try builder.build() })
        }
        return outcome.wait(seconds: limit)
    }

    final class BuildOutcome: Sendable {
        private let result = Mutex<Result<BuildReport, BuildError>?>(nil)
        private let finished = DispatchSemaphore(value: 0)

        func finish(_ value: Result<BuildReport, BuildError>) {
            result.withLock { $0 = value }
            finished.signal()
        }

        func wait(seconds: Double) -> Result<BuildReport, BuildError>? {
            guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
            return result.withLock { $0 }
        }
    }

    /// Whether the process `pid` still runs (a zombie does not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.split(separator: " ").first else { return true }
        return state != "Z"
    }

    /// On main the build waited for the child (it sleeps 600 s) before it
    /// read Pagefind's end. The limit is no speed check: a build that ends
    /// the child ends in seconds, one that waits for it takes minutes.
    @Test func aChildHoldingPagefindsOutputNeitherHoldsTheBuildNorOutlivesIt() throws {
        let site = try InlineSite(SearchIndexTests.files)
        let pids = site.root.appendingPathComponent("children.txt")
        let script = try SearchShardTests.fakePagefind("""
            sleep 600 &
            echo $! >> '\(pids.path)'
            exec '\(try Self.realPagefind())' "$@"
            """, in: site.root)
        let result = try #require(Self.build(site, with: script, within: 120), "the build waited for Pagefind's child")
        _ = try result.get()
        #expect(site.exists("pagefind/pagefind.js"))
        let children = try String(contentsOf: pids, encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
        #expect(children.count >= 2, "--version and each shard")
        for child in children {
            #expect(!Self.isRunning(child), "Pagefind's child \(child) outlived it")
        }
    }

    /// On main the message held the whole 200 MB line.
    @Test func twoHundredMegabytesOfOutputMakeAShortMessage() throws {
        let site = try InlineSite(SearchIndexTests.files)
        let script = try SearchShardTests.fakePagefind("""
            if [ "$1" = --version ]; then echo "pagefind 1.5.2"; exit 0; fi
            head -c 200000000 /dev/zero | tr '\\0' x
            exit 3
            """, in: site.root)
        let result = try #require(Self.build(site, with: script, within: 300))
        guard case .failure(.output(let failure, _)) = result else {
            Issue.record("the build did not fail on Pagefind's exit: \(result)")
            return
        }
        #expect(failure.message.hasPrefix("Pagefind failed (exit 3): …xxxx"), "\(failure.message.prefix(100))")
        #expect(failure.message.utf8.count < 1_000)
        #expect(!site.exists("index.html"), "nothing is published")
    }

    /// On main the pages were hard-linked for Pagefind: the staged pages of
    /// a first build and the published ones a later build kept.
    @Test func whatPagefindWritesIntoThePagesItIndexesIsNotPublished() throws {
        let site = try InlineSite(SearchIndexTests.files)
        let marker = "<!-- PAGEFIND WROTE HERE -->"
        let script = try SearchShardTests.fakePagefind("""
            if [ "$1" = --site ]; then
              find "$2" -name '*.html' -exec sh -c 'echo "\(marker)" >> "$1"' _ {} \\;
            fi
            exec '\(try Self.realPagefind())' "$@"
            """, in: site.root)
        func markedPages() throws -> [String] {
            try FolderSnapshot.files(of: site.output).filter { String(decoding: $0.value, as: UTF8.self).contains(marker) }.keys.sorted()
        }
        _ = try #require(Self.build(site, with: script, within: 300)).get()
        #expect(try markedPages() == [])
        // The main shard again, its character page kept from public/.
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nJokes about walruses.\n")
        _ = try #require(Self.build(site, with: script, within: 300)).get()
        #expect(try markedPages() == [])
        #expect(try site.read("about/index.html").contains("walruses"))
    }
}
