import Foundation
import Testing
@testable import JokeSite

/// The test helper that builds a site written inline.
@Suite struct InlineSiteTests {
    @Test func aFileIsTheLinesBetweenItsHeaderAndTheNext() throws {
        let files = try InlineSite.files(in: """

            -- content/a.json --
            {
              "x": 1
            }
            -- templates/b.mustache --
            {{x}}
            """)
        #expect(files == ["content/a.json": "{\n  \"x\": 1\n}\n", "templates/b.mustache": "{{x}}\n"])
    }

    @Test func aFileGivenTwiceOrTextBeforeTheFirstHeaderIsAMistake() {
        #expect(throws: InlineSiteError.self) { try InlineSite.files(in: "-- content/a.json --\n{}\n-- content/a.json --\n{}") }
        #expect(throws: InlineSiteError.self) { try InlineSite.files(in: "{}\n-- content/a.json --\n{}") }
        #expect(throws: InlineSiteError.self) { try InlineSite("-- contents/a.json --\n{}") }
    }

    @Test func theDefaultsAreAValidCatalogueThatBuilds() throws {
        let site = try InlineSite("")
        #expect(site.problems().isEmpty)
        try site.build()
        #expect(try site.read("characters/mr_funny/index.html").contains("Mr. Funny"))
    }

    @Test func aGivenFileReplacesItsDefault() throws {
        let site = try InlineSite("""
            -- content/site.json --
            { "title": "Given", "base_url": "https://given.example.org/" }
            """)
        try site.build()
        #expect(try site.read("index.html").contains("<title>Given: "), "the site's title leads the home page's")
        #expect(site.templates == FixtureSite.templates, "no template given: the project's are used as they are")
    }

    @Test func givenTemplatesJoinACopyOfTheProjectsOwn() throws {
        let site = try InlineSite("""
            -- templates/404.html.mustache --
            <p>Nothing at {{site.title}}.</p>
            """)
        #expect(site.templates != FixtureSite.templates)
        try site.build()
        let notFound = try site.read("404.html")
        #expect(notFound.contains("<p>Nothing at Inline Jokes.</p>"))
        #expect(!notFound.contains("Today's joke</a>"), "the project's 404 template is replaced")
        #expect(try site.read("index.html").contains("<title>Inline Jokes: "))
    }

    @Test func buildProblemsListWhatStopsTheBuild() throws {
        let site = try InlineSite("""
            -- templates/tags.html.mustache --
            {{#tags}}
            """)
        let problems = try site.buildProblems()
        #expect(problems.map(\.file) == [site.file("templates/tags.html.mustache")])
        #expect(!site.exists("index.html"))
    }

    @Test func theFolderGoesWithTheSite() throws {
        var site: InlineSite? = try InlineSite("")
        let root = try #require(site?.root)
        #expect(FileManager.default.fileExists(atPath: root.path))
        site = nil
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }
}
