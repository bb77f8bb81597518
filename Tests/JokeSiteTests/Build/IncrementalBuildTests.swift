import Foundation
import Testing
@testable import JokeSite

/// After a first build, a build renders only the pages whose inputs changed.
@Suite struct IncrementalBuildTests {
    @Test func anEditedJokeRendersOnlyThePagesThatShowIt() throws {
        let site = try FixtureSite()
        let first = try site.build()
        #expect(first.pagesRendered == first.pages)
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        let report = try site.build()
        let showing = try site.pages(showing: "The rain came back")
        #expect(showing.contains("jokes/joke_d/index.html"))
        #expect(showing.count > 2, "its joke page, its character's page, its tag pages")
        #expect(report.pagesRendered == showing.count)
        #expect(report.pages == first.pages)
    }

    /// No page shows a joke's `source`: a change to it makes nothing, as
    /// no output lists the documents' fields as they are.
    @Test func anEditToAFieldNoPageShowsMakesNothing() throws {
        let site = try FixtureSite()
        let first = try site.build()
        try site.fixture.replace("\"text\": \"The rain returned", with: "\"source\": \"imported\",\n    \"text\": \"The rain returned", in: "jokes.json")
        let report = try site.build()
        #expect(report.pagesRendered == 0)
        #expect(report.filesWritten == 0)
        #expect(report.pages == first.pages)
    }

    /// Feeds, the sitemap, widget snapshots, icons and assets are outputs
    /// with keys like pages (`SiteOutputs`): every file the build wrote
    /// belongs to one.
    @Test func everyFileBelongsToAKeyedOutput() throws {
        let site = try FixtureSite()
        try site.build()
        let manifest = try #require(OutputManifest.read(StateFolder(for: site.output.standardizedFileURL.resolvingSymlinksInPath())))
        #expect(!manifest.files.isEmpty)
        for (place, file) in manifest.files.enumerated() {
            #expect(file.output != nil, "\(manifest.path(of: place)) has no key")
        }
        for document in ["feed.json", "feed.xml", "sitemap.xml", "robots.txt", WidgetFamily.allCases[0].route, "assets/favicon.png", "assets/style.css"] {
            #expect(manifest.output(named: document) != nil, "\(document)")
        }
    }

    /// A kept output's record is carried into the next manifest: a second
    /// edit again renders only the pages that show it.
    @Test func keptOutputsStayInTheManifest() throws {
        let site = try FixtureSite()
        try site.build()
        let state = StateFolder(for: site.output.standardizedFileURL.resolvingSymlinksInPath())
        let first = try #require(OutputManifest.read(state))
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        try site.build()
        let edited = try #require(OutputManifest.read(state))
        // The edited joke's card is named by what it shows: a new one.
        let names = { (manifest: OutputManifest) in Set(manifest.outputs.indices.map(manifest.name(of:)).filter { !$0.hasPrefix(CardFolder.route) }) }
        let paths = { (manifest: OutputManifest) in Set(manifest.files.indices.map(manifest.path(of:)).filter { !$0.hasPrefix(CardFolder.route) }) }
        #expect(names(edited) == names(first))
        #expect(paths(edited) == paths(first))
        #expect(edited.outputs.count(where: { !$0.isDropped }) == first.outputs.count)
        try site.fixture.replace("The rain came back", with: "The rain went away", in: "jokes.json")
        let report = try site.build()
        let showing = try site.pages(showing: "The rain went away")
        #expect(report.pagesRendered == showing.count)
    }

    @Test func aChangedTemplateRendersEveryPageAgain() throws {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        let first = try site.build(templates: templates)
        let layout = templates.appendingPathComponent("layout.html.mustache")
        try (String(contentsOf: layout, encoding: .utf8) + "<!-- changed -->\n").write(to: layout, atomically: true, encoding: .utf8)
        let report = try site.build(templates: templates)
        #expect(report.pagesRendered == first.pages)
        #expect(try site.read("index.html").hasSuffix("<!-- changed -->\n"))
    }

    /// A new day changes the pages that show the days and those whose
    /// templates name the day (the home page's "Joke of the day, …"), not
    /// the jokes' pages.
    @Test func aNewDayKeepsThePagesThatDoNotShowIt() throws {
        let site = try FixtureSite()
        let first = try site.build(date: "2026-11-22")
        let report = try site.build(date: "2026-11-23")
        let jokePages = try site.snapshot().keys.filter { $0.hasPrefix("jokes/") && $0.hasSuffix("/index.html") }
        #expect(jokePages.count > 2)
        #expect(report.pagesRendered <= first.pages - jokePages.count)
        #expect(try site.read("index.html").contains("Monday, November 23, 2026"))
    }

    /// A page depends on the day once its template names it, with no
    /// other change: the day is read from the compiled templates.
    @Test func aTemplateThatStartsNamingTheDayShowsEachNewDay() throws {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        let joke = templates.appendingPathComponent("joke.html.mustache")
        try (String(contentsOf: joke, encoding: .utf8) + "<p class=\"seen\">Seen on {{site.today_label}}</p>\n")
            .write(to: joke, atomically: true, encoding: .utf8)
        try site.build(date: "2026-11-22", templates: templates)
        #expect(try site.read("jokes/joke_d/index.html").contains("Seen on Sunday, November 22, 2026"))
        try site.build(date: "2026-11-23", templates: templates)
        #expect(try site.read("jokes/joke_d/index.html").contains("Seen on Monday, November 23, 2026"))
    }

    @Test func aPageWhoseFileWasDeletedIsRenderedAgain() throws {
        let site = try FixtureSite()
        try site.build()
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("tags/index.md"))
        // Any other change, so the build is not skipped as up to date.
        try site.fixture.replace("The rain returned", with: "The rain came back", in: "jokes.json")
        let report = try site.build(verify: true)
        let showing = try site.pages(showing: "The rain came back")
        #expect(report.pagesRendered == showing.count + 1)
        #expect(site.exists("tags/index.md"))
    }

    /// The rating events' tally a build keeps beside the output stands in for
    /// `rating_events.json` only while the file is unchanged: after an
    /// edit to it the Top 10 is what a first build makes.
    @Test func keptRatingEventsGiveWayToAnEditedFile() throws {
        let site = try FixtureSite()
        try site.build()
        let before = try site.read("top10/index.md")
        let kept = site.fixture.root.appendingPathComponent(".public.jokesite/cache")
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("rating_events.json.tally.memo").path))
        try site.fixture.replace("\"rating\": 1,", with: "\"rating\": 5,", in: "rating_events.json")
        try site.build()
        let edited = try site.read("top10/index.md")
        #expect(edited != before)
        try FileManager.default.removeItem(at: kept)
        try FileManager.default.removeItem(at: site.output)
        try site.build()
        #expect(try site.read("top10/index.md") == edited)
    }
}
