import Foundation
import Testing
@testable import JokeSite

/// A joke page is no dead end: one way on ("One more joke", in its card),
/// and more from its character; the setup is the page's heading.
@Suite struct JokePageLinksTests {
    @Test func oneNextAndMoreFromTheCharacter() throws {
        let site = try FixtureSite()
        try site.build()
        let a = try site.read("jokes/joke_a/index.html")
        let b = try site.read("jokes/joke_b/index.html")
        for page in [a, b] {
            #expect(page.components(separatedBy: "data-next-joke>One more joke</a>").count == 2)
            #expect(!page.contains("rel=\"next\"") && !page.contains("rel=\"prev\"") && !page.contains("Next joke"))
            #expect(page.contains("<h2>More from Mr. Funny</h2>"))
            #expect(page.contains("<a href=\"/characters/mr_funny/\">Every joke by Mr. Funny</a>"))
        }
    }

    @Test func theSetupIsTheHeadingAndTheRevealSaysHideOnceOpen() throws {
        let site = try FixtureSite()
        try site.build()
        let page = try site.read("jokes/joke_b/index.html")
        // A knock-knock joke, one turn a line (`KnockKnockLines`).
        #expect(page.contains("<h1 class=\"setup\">Knock, knock.\nWho&#39;s there?\nLettuce.</h1>"))
        #expect(page.contains("<span class=\"when-closed\">Show the punchline</span><span class=\"when-open\">Hide the punchline</span>"))
    }

    @Test func moreFromSkipsTheJokeItselfAndItsNeighbours() throws {
        let fixture = try FixtureCatalogue()
        var jokes = try fixture.read("jokes.json")
        // Four more jokes for mr_funny, so "more" has something to show.
        for number in 1...4 {
            jokes = jokes.replacingOccurrences(of: "\n}", with: """
            ,
              "extra_\(number)": {"character": "mr_funny", "text": "Extra joke number \(number)? Yes.", "type": "dad_joke"}
            }
            """, options: .backwards, range: jokes.range(of: "\n}", options: .backwards))
        }
        try fixture.write("jokes.json", jokes)
        let site = try FixtureSite(fixture)
        try site.build()
        for id in ["joke_a", "joke_b", "extra_1", "extra_4"] {
            let page = try site.read("jokes/\(id)/index.html")
            let more = try #require(page.range(of: "<section class=\"more\"")).upperBound
            let section = page[more...].components(separatedBy: "</section>")[0]
            let links = section.components(separatedBy: "<li><a href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(links.count == 3, "\(id): \(links)")
            #expect(!links.contains("/jokes/\(id)/"), "\(id) links itself")
            for neighbour in ["prev", "next"] {
                if let range = page.range(of: "rel=\"\(neighbour)\" href=\"") {
                    let href = page[range.upperBound...].prefix { $0 != "\"" }
                    #expect(!links.contains(href), "\(id): \(href) twice")
                }
            }
        }
    }

    @Test func nsfwJokesAreNeverANeighbour() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("\"per_page\": 2,", with: "\"per_page\": 2,\n  \"include_nsfw\": true,", in: "site.json")
        let site = try FixtureSite(fixture)
        try site.build()
        for id in ["joke_c", "joke_d"] {
            #expect(!(try site.read("jokes/\(id)/index.html")).contains("/jokes/joke_e/"), "\(id)")
        }
    }
}
