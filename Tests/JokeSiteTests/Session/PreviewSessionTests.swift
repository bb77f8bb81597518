import Foundation
import Testing
@testable import JokeSite

/// `serve`'s builds: each is the incremental build `jokesite build` makes,
/// byte for byte what a clean build of the edited catalogue writes, and it
/// names the files it changed, which pages reload for.
@Suite struct PreviewSessionTests {
    private static let jokes = [
        ("joke_a", "mr_funny", "Why did the chicken cross the road? To get to the other side.", "animals"),
        ("joke_b", "mr_funny", "What do you call a fish with no eyes? A fsh.", "animals"),
        ("joke_c", "mr_funny", "Why are teachers so calm? They have class.", "school"),
        ("joke_d", "mr_bad", "I used to be a banker. Then I lost interest.", "work"),
        ("joke_e", "mr_bad", "Why don't skeletons fight? They don't have the guts.", "school"),
    ]

    private static func jokesFile(_ texts: [String: String] = [:], tags: [String: String] = [:]) -> String {
        let members = jokes.map { id, character, text, tag in
            """
              "\(id)": { "character": "\(character)", "text": "\(texts[id] ?? text)", "type": "dad_joke", \
            "tags": ["\(tags[id] ?? tag)"], "created_at": "2026-0\(id.last!.asciiValue! - 96)-01T10:00:00Z" }
            """
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    private static func site() throws -> InlineSite {
        try InlineSite(files: [
            "content/characters.json": """
                {
                  "mr_funny": { "name": "Mr. Funny", "color": "#F5A623", "avatar": "faces/funny.svg" },
                  "mr_bad": { "name": "Mr. Bad", "color": "#4A90E2" }
                }

                """,
            "content/jokes.json": jokesFile(),
            "content/faces/funny.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"# + "\n",
        ])
    }

    @Test func eachBuildIsWhatACleanBuildWrites() throws {
        let site = try Self.site()
        let session = PreviewSession(options: site.options())
        _ = try session.build()
        let edits: [(texts: [String: String], tags: [String: String])] = [
            (["joke_b": "What do you call a fish with no eyes? A fshhh."], [:]),
            (["joke_b": "What do you call a deer with no eyes? No idea.", "joke_d": "I was a banker once. I lost interest."], [:]),
            ([:], ["joke_c": "puns"]),
        ]
        for (number, edit) in edits.enumerated() {
            try site.write("content/jokes.json", Self.jokesFile(edit.texts, tags: edit.tags))
            let report = try session.build()
            let edited = Set(edit.texts.keys).union(edit.tags.keys)
            #expect(Set(report.changedFiles ?? []).isSuperset(of: edited.flatMap { ["jokes/\($0)/index.html", "jokes/\($0)/index.md"] }),
                    "edit \(number): the edited jokes' pages are named, for the pages that show them to reload")
            let built = try FolderSnapshot.files(of: URL(fileURLWithPath: site.options().outputDirectory))
            #expect(built == (try Self.cleanBuild(of: site, into: "clean-\(number)")), "edit \(number)")
        }
    }

    @Test func theFilesWorthABuildAreTheOnesItReads() throws {
        let site = try Self.site()
        let session = PreviewSession(options: site.options())
        #expect(session.reads(site.file("content/notes.txt")), "before the first build, any file")
        _ = try session.build()
        #expect(session.reads(site.file("content/jokes.json")))
        #expect(session.reads(site.file("content/faces/funny.svg")), "an avatar")
        #expect(session.reads(site.file("content/pages/about.md")))
        // An editor's temporary file is read by no build.
        #expect(!session.reads(site.file("content/jokes.json.saving")))
        #expect(!session.reads(site.file("content/notes.txt")))
    }

    private static func cleanBuild(of site: InlineSite, into folder: String) throws -> [String: Data] {
        var options = site.options()
        options.outputDirectory = site.root.appendingPathComponent(folder).path
        _ = try SiteBuilder(options: options).build()
        return try FolderSnapshot.files(of: URL(fileURLWithPath: options.outputDirectory))
    }
}
