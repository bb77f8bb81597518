import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: tags keep their letters in every script.
@Suite struct TagSlugTests {
    @Test(arguments: [
        ("Café", "cafe"), ("naïve", "naive"), ("Straße", "strasse"), ("ÉCOLE Primaire", "ecole-primaire"),
        ("حب", "حب"), ("Кошки", "кошки"), ("猫", "猫"), ("йогурт", "йогурт"), ("ﬁsh", "fish"), ("C++", "c"),
    ])
    func foldsCaseAndAccentsAndKeepsOtherLetters(tag: String, slug: String) {
        #expect(TagSlug.make(tag) == slug)
    }

    @Test func linksPercentEncodeWhatTheFolderNameKeeps() {
        let urls = SiteURLs(baseURL: "https://example.org/jokes/")
        #expect(urls.link(Routes.tag("猫")) == "/jokes/tags/%E7%8C%AB/")
        #expect(urls.absolute(Routes.tag("cafe")) == "https://example.org/jokes/tags/cafe/")
    }

    @Test func onlyATagWithoutLettersOrDigitsIsReportedSo() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "tags": ["猫", "حب", "?!"] }
            }
            """)
        #expect(site.problems().map(\.message) == ["tag \"?!\" has no letters or digits"])
    }

    @Test func tagsWhosePagesCollideAreAnError() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "tags": ["C++", "Café", "Puns", "Straße"] },
              "joke_c": { "character": "mr_funny", "text": "Why not?", "type": "dad_joke", "tags": ["c", "cafe", "puns", "STRASSE"] },
              "joke_d": { "character": "mr_funny", "text": "Who knows?", "type": "dad_joke", "tags": ["c"] }
            }
            """)
        let problems = site.problems()
        #expect(problems.count == 1, "case and accents alone make one tag; a clash is named once, at its first joke: \(problems)")
        #expect(problems.first?.documentID == "joke_c")
        #expect(problems.first?.field == "tags")
        #expect(problems.first?.message.contains("would share the page /tags/c/") == true, "\(problems)")
    }

    @Test func aNonLatinTagGetsItsOwnPageWithAnEncodedLink() throws {
        let site = try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "tags": ["猫"] }
            }
            """)
        try site.build()
        #expect(site.exists("tags/猫/index.html"))
        #expect(try site.read("tags/index.html").contains("/tags/%E7%8C%AB/"))
        #expect(try site.read("sitemap.xml").contains("https://inline.example.org/tags/%E7%8C%AB/"))
    }
}
