import Foundation
import Testing
@testable import JokeSite

/// `serve` previews an edit of jokes' texts from the site it kept: every
/// file a preview gives must be byte for byte what a clean build of the
/// edited catalogue writes, and anything it cannot be sure of is left to
/// the build.
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
                  "mr_funny": { "name": "Mr. Funny", "color": "#F5A623" },
                  "mr_bad": { "name": "Mr. Bad", "color": "#4A90E2" }
                }

                """,
            "content/jokes.json": jokesFile(),
        ])
    }

    @Test func aPreviewIsWhatACleanBuildWrites() throws {
        let site = try Self.site()
        let session = PreviewSession(options: site.options())
        _ = try session.build()
        let edits: [[String: String]] = [
            ["joke_b": "What do you call a fish with no eyes? A fshhh."],
            ["joke_b": "What do you call a deer with no eyes? No idea.", "joke_d": "I was a banker once. I lost interest."],
            ["joke_a": "Knock knock. Who's there? Lettuce. Lettuce who? Lettuce in, it's cold!"],
        ]
        for (number, texts) in edits.enumerated() {
            try site.write("content/jokes.json", Self.jokesFile(texts))
            let preview = try session.preview().get()
            #expect(Set(preview.keys).isSuperset(of: texts.keys.flatMap { ["jokes/\($0)/index.html", "jokes/\($0)/index.md"] }))
            try Self.expect(preview, equals: Self.cleanBuild(of: site, into: "clean-\(number)"), "edit \(number)")
            // Every other edit is previewed again before a build: the
            // kept site is the previewed one.
            if number % 2 == 0 { _ = try session.build() }
        }
    }

    private static func expect(_ preview: [String: [UInt8]], equals clean: [String: Data], _ edit: String) {
        for (path, bytes) in preview {
            #expect(clean[path] == Data(bytes), "\(edit): \(path) differs from a clean build's")
        }
    }

    @Test func otherEditsAreLeftToTheBuild() throws {
        let site = try Self.site()
        let session = PreviewSession(options: site.options())
        _ = try session.build()
        #expect(Self.isLeft(session.preview()), "nothing changed")
        try site.write("content/jokes.json", Self.jokesFile(tags: ["joke_c": "puns"]))
        #expect(Self.isLeft(session.preview()), "a tag changed")
        try site.write("content/jokes.json", Self.jokesFile(["joke_c": "I used to be a banker; then I lost interest!"]))
        #expect(Self.isLeft(session.preview()), "joke_c now repeats joke_d's text")
        try site.write("content/jokes.json", Self.jokesFile(["joke_c": ""]))
        #expect(Self.isLeft(session.preview()), "joke_c has no text")
        try site.write("content/jokes.json", Self.jokesFile(["joke_c": "Why are teachers calm? Class."]))
        // An editor's temporary file is read by no build.
        try site.write("content/jokes.json.saving", Self.jokesFile())
        #expect(!session.reads(site.file("content/jokes.json.saving")))
        #expect(session.reads(site.file("content/jokes.json")))
        #expect(!Self.isLeft(session.preview()))
        try site.write("content/site.json", #"{ "title": "Renamed", "base_url": "https://inline.example.org/", "search": false }"# + "\n")
        #expect(Self.isLeft(session.preview()), "site.json changed too")
    }

    /// An edit saved after the build read `jokes.json` (here: while it
    /// renders) is previewed from what the build read.
    @Test func anEditSavedDuringTheBuildIsPreviewed() throws {
        let site = try Self.site()
        var options = site.options()
        let edited = Self.jokesFile(["joke_e": "Why don't skeletons ever fight? No guts."])
        let path = site.file("content/jokes.json")
        options.progress = { progress in
            guard progress.stage == .render, progress.total != nil else { return }
            // Saved as an editor does: a new file renamed over the old.
            if (try? String(contentsOfFile: path, encoding: .utf8)) != edited { try? edited.write(toFile: path, atomically: true, encoding: .utf8) }
        }
        let session = PreviewSession(options: options)
        _ = try session.build()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited, "saved during the build")
        let preview = try session.preview().get()
        #expect(preview["jokes/joke_e/index.html"] != nil)
        Self.expect(preview, equals: try Self.cleanBuild(of: site, into: "clean"), "saved during the build")
    }

    private static func isLeft(_ preview: Result<[String: [UInt8]], PreviewSession.NotPreviewed>) -> Bool {
        (try? preview.get()) == nil
    }

    private static func cleanBuild(of site: InlineSite, into folder: String) throws -> [String: Data] {
        var options = site.options()
        options.outputDirectory = site.root.appendingPathComponent(folder).path
        _ = try SiteBuilder(options: options).build()
        return try FolderSnapshot.files(of: URL(fileURLWithPath: options.outputDirectory))
    }
}
