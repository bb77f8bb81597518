import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: an unknown field in `content/` is a warning naming file,
/// document, field and line, with the known field it resembles; `check`
/// and `build` print it and succeed.
@Suite struct UnknownFieldTests {
    /// `nsfw` on line 6 of jokes.json, `time_zone` on line 4 of site.json.
    private func siteWithTypos() throws -> InlineSite {
        try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": {
                "character": "mr_funny",
                "text": "Why? Because.",
                "type": "dad_joke",
                "nsfw": true
              }
            }
            -- content/site.json --
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "time_zone": "UTC"
            }
            """)
    }

    @Test func checkPrintsAWarningAndExitsZero() throws {
        let site = try siteWithTypos()
        let result = try JokeSiteProcess.run(["check", "--content", "content"], in: site.root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("content/jokes.json:6: joke_a: nsfw: warning: unknown field \"nsfw\" (did you mean \"sfw\"?)"), "\(result.output)")
        #expect(result.output.contains("content/site.json:4: time_zone: warning: unknown field \"time_zone\" (did you mean \"timezone\"?)"),
                "\(result.output)")
        let github = try JokeSiteProcess.run(["check", "--content", "content", "--format", "github"], in: site.root)
        #expect(github.output.contains("::warning file=content/jokes.json,line=6::joke_a: nsfw: unknown field"), "\(github.output)")
    }

    @Test func buildPrintsTheWarningAndSucceeds() throws {
        let site = try siteWithTypos()
        let result = try JokeSiteProcess.run(["build", "--content", "content", "--templates", site.templates.path, "--date", "2026-11-22"],
                                             in: site.root)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("joke_a: nsfw: warning: unknown field \"nsfw\" (did you mean \"sfw\"?)"), "\(result.errors)")
        let again = try JokeSiteProcess.run(["build", "--content", "content", "--templates", site.templates.path, "--date", "2026-11-22"],
                                            in: site.root)
        #expect(again.output.contains("(up to date)"), "\(again.output)")
        #expect(again.errors.contains("joke_a: nsfw: warning: unknown field \"nsfw\""), "a build that stops at once says it again")
    }

    @Test func aFailedBuildStillPrintsTheWarning() throws {
        let site = try siteWithTypos()
        try site.write("content/site.json", """
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "time_zone": "UTC",
              "per_page": 0
            }
            """)
        let result = try JokeSiteProcess.run(["build", "--content", "content", "--templates", site.templates.path, "--date", "2026-11-22"],
                                             in: site.root)
        #expect(result.status == 1)
        #expect(result.errors.contains("content/site.json:4: time_zone: warning: unknown field \"time_zone\""), "\(result.errors)")
        #expect(result.errors.contains("build failed: 1 problem;"), "\(result.errors)")
    }

    @Test func aFarOffNameListsTheKnownFields() {
        #expect(KnownFields.unknownFieldMessage("colour_scheme", known: ["name", "color"])
            == "unknown field \"colour_scheme\" (known fields: name, color)")
        #expect(KnownFields.unknownFieldMessage("tagz", known: KnownFields.joke) == "unknown field \"tagz\" (did you mean \"tags\"?)")
    }
}
