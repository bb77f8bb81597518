import Foundation
import Testing
@testable import JokeSite

@Suite struct SiteBuildTests {
    @Test func writesEveryPageKindWithItsMarkdownTwin() throws {
        let site = try FixtureSite()
        let report = try site.build()
        for page in ["", "daily/", "daily/2026-11-20/", "daily/2026-11-21/", "daily/2026-11-22/", "daily/page/2/",
                     "characters/", "characters/mr_funny/", "characters/mr_sad/", "jokes/joke_a/", "jokes/joke_d/",
                     "tags/", "tags/weather/", "tags/tests/", "top10/", "about/", "widgets/", "widgets/all/", "random/"] {
            #expect(site.exists(page + "index.html"), "\(page)index.html")
            #expect(site.exists(page + "index.md"), "\(page)index.md")
        }
        for file in ["404.html", "feed.json", "feed.xml", "sitemap.xml", "robots.txt", "assets/style.css", "assets/icon.svg"] {
            #expect(site.exists(file), "\(file)")
        }
        let pages = try site.sourcePages()
        #expect(report.pages == pages.count)
        for page in pages { #expect(site.exists(page.kind == .folder ? page.route + "index.html" : page.route), "\(page.route)") }
        #expect(report.filesKept == 0)
    }

    @Test func futureDaysAndNSFWJokesAreNotPublished() throws {
        let site = try FixtureSite()
        try site.build(date: "2026-11-21")
        #expect(site.exists("daily/2026-11-21/index.html"))
        #expect(!site.exists("daily/2026-11-22/index.html"), "2026-11-22 is in the future on 2026-11-21")
        #expect(!site.exists("jokes/joke_e/index.html"))
        for (path, data) in try site.snapshot() {
            #expect(!String(decoding: data, as: UTF8.self).contains("grown-ups"), "\(path) shows the NSFW joke")
        }
    }

    @Test func includeNSFWShowsThemMarkedOnlyOnTheirCharacterAndJokePages() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2,\n  \"include_nsfw\": true,", in: "site.json")
        let site = try FixtureSite(fixture)
        try site.build()
        let page = try site.read("jokes/joke_e/index.html")
        #expect(page.contains("Not safe for work"))
        #expect(page.contains("A joke for grown-ups only!"))
        // mr_sad now has three jokes: two pages at per_page 2.
        #expect(site.exists("characters/mr_sad/page/2/index.html"))
        let holders = try site.snapshot().filter { String(decoding: $0.value, as: UTF8.self).contains("grown-ups") }.keys.sorted()
        #expect(holders.allSatisfy { $0.hasPrefix("jokes/joke_e/") || $0.hasPrefix("characters/mr_sad/") }, "\(holders)")
    }

    @Test func jokePageHasSetupPunchlineDetailsTagsAndDeepLink() throws {
        let site = try FixtureSite()
        try site.build()
        let page = try site.read("jokes/joke_b/index.html")
        // A knock-knock joke, one turn a line.
        #expect(page.contains("<h1 class=\"setup\">Knock, knock.\nWho&#39;s there?\nLettuce.</h1>"))
        #expect(page.contains("<div class=\"punchline\"><p>Lettuce who?\nLettuce in, it&#39;s cold!</p>"))
        // No custom-scheme link: it fails for a visitor without the app.
        #expect(!page.contains("mrfunnyjokes://"))
        #expect(page.contains("<a class=\"tag\" href=\"/tags/food/\">#food</a>"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://fixture.example.org/jokes/joke_b/\">"))
        #expect(page.contains("<meta property=\"og:title\""))
        let twin = try site.read("jokes/joke_b/index.md")
        #expect(twin.contains("Knock, knock.\\\nWho's there?\\\nLettuce.\n\n**Punchline:** Lettuce who?\\\nLettuce in, it's cold!"))
    }

    @Test func dailyArchiveIsNewestFirstAndPaginated() throws {
        let site = try FixtureSite()
        try site.build()
        let first = try site.read("daily/index.html")
        let newest = try #require(first.range(of: "2026-11-22"))
        let older = try #require(first.range(of: "2026-11-21"))
        #expect(newest.lowerBound < older.lowerBound)
        #expect(!first.contains("datetime=\"2026-11-20\""))
        #expect(try site.read("daily/page/2/index.html").contains("datetime=\"2026-11-20\""))
        #expect(first.contains("<a rel=\"next\" href=\"/daily/page/2/\">"))
    }

    @Test func top10ComesFromRatingEventsAndNeverSaysWeeklyOrMonthly() throws {
        let site = try FixtureSite()
        try site.build()
        let page = try site.read("top10/index.html")
        #expect(page.contains("All-Time Top 10"))
        #expect(page.contains("2 hilarious ratings"))
        #expect(page.contains("1 horrible rating<"))
        for (path, data) in try site.snapshot() {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("Weekly") && !text.contains("Monthly"), "\(path)")
        }
    }

    @Test func feedJSONIsAJSONFeedOfTheJokesOfTheDay() throws {
        let site = try FixtureSite()
        try site.build()
        let feed = try #require(JSONSerialization.jsonObject(with: Data(try site.read("feed.json").utf8)) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "Fixture Jokes")
        #expect(feed["home_page_url"] as? String == "https://fixture.example.org/")
        #expect(feed["feed_url"] as? String == "https://fixture.example.org/feed.json")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.count == 3)
        #expect(items.first?["id"] as? String == "https://fixture.example.org/daily/2026-11-22/")
        #expect(items.first?["date_published"] as? String == "2026-11-22T00:00:00-05:00")
        #expect(items.first?["content_html"] as? String == "<p>My umbrella broke.</p>\n<p>So did my *spirit*.</p>")
        #expect(items.first?["tags"] as? [String] == ["weather"])
        let atom = try site.read("feed.xml")
        #expect(atom.contains("<updated>2026-11-22T00:00:00-05:00</updated>"))
        #expect(atom.components(separatedBy: "<entry>").count == 4)
    }

    @Test func sitemapListsEveryPageAndRobotsPointsAtIt() throws {
        let site = try FixtureSite()
        try site.build()
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://fixture.example.org/jokes/joke_a/</loc>"))
        // Every page with a folder of its own and for visitors; not 404.html, nor /widgets/all/.
        let listed = try site.sourcePages().filter { $0.kind == .folder && SiteShape.declared.isIndexed(route: $0.route) }
        #expect(sitemap.components(separatedBy: "<url>").count == listed.count + 1)
        for page in listed { #expect(sitemap.contains("<loc>https://fixture.example.org/\(page.route)</loc>"), "\(page.route)") }
        #expect(try site.read("robots.txt").contains("Sitemap: https://fixture.example.org/sitemap.xml"))
    }

    @Test func subPathBaseURLPrefixesEveryInternalLink() throws {
        let site = try FixtureSite()
        try site.build(baseURL: "https://example.org/jokes/")
        for path in try site.htmlFiles() {
            let html = try site.read(path)
            for match in html.matches(of: /(?:href|src)="(\/[^"]*)"/) {
                #expect(match.output.1.hasPrefix("/jokes/"), "\(path) links to \(match.output.1)")
            }
        }
        #expect(try site.read("index.html").contains("<link rel=\"canonical\" href=\"https://example.org/jokes/\">"))
        #expect(try site.read("robots.txt").contains("https://example.org/jokes/sitemap.xml"))
    }
}
