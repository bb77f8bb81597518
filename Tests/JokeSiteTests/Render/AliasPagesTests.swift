import Foundation
import Testing
@testable import JokeSite

/// Old addresses (SPEC §6): a page's `aliases` and a joke's `previous_ids`
/// and `migrated_from` each answer with a page that sends the visitor on,
/// kept out of the sitemap, and are listed in `_redirects` and
/// `firebase.json` as 301 redirects.
@Suite struct AliasPagesTests {
    static let jokes = """
        -- content/jokes.json --
        {
          "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "previous_ids": ["bad_001", "bad_002"] },
          "Kx81": { "character": "mr_funny", "text": "What? That.", "type": "dad_joke", "migrated_from": "dad_007" }
        }
        """

    static let privacyPage = """
        -- content/pages/privacy.md --
        ---
        title: Privacy
        aliases: ["privacy.html", "/old/privacy/", "policy"]
        ---
        Nothing is collected.
        """

    @Test func eachOldJokeIDSendsTheVisitorToTheJoke() throws {
        let site = try InlineSite(Self.jokes)
        #expect(site.problemsAndWarnings() == [], "migrated_from is a known field")
        try site.build()
        for (old, joke) in [("bad_001", "joke_a"), ("bad_002", "joke_a"), ("dad_007", "Kx81")] {
            let page = try site.read("jokes/\(old)/index.html")
            #expect(page.contains(#"<meta http-equiv="refresh" content="0; url=/jokes/\#(joke)/">"#))
            #expect(page.contains(#"<link rel="canonical" href="https://inline.example.org/jokes/\#(joke)/">"#))
            #expect(page.contains(#"<meta name="robots" content="noindex">"#))
            #expect(page.contains(#"<h1>This joke has moved</h1>"#))
            #expect(page.contains(#"<a href="/jokes/\#(joke)/">"#))
        }
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains("/jokes/joke_a/"))
        #expect(!sitemap.contains("bad_00") && !sitemap.contains("dad_007"))
        #expect(try site.read("_redirects") == """
            /jokes/bad_001/ /jokes/joke_a/ 301
            /jokes/bad_002/ /jokes/joke_a/ 301
            /jokes/dad_007/ /jokes/Kx81/ 301

            """)
    }

    @Test func aPagesAliasesAreFilesAndFoldersThatLeadToIt() throws {
        let site = try InlineSite(Self.privacyPage)
        try site.build()
        for file in ["privacy.html", "old/privacy/index.html", "policy/index.html"] {
            let page = try site.read(file)
            #expect(page.contains(#"<meta http-equiv="refresh" content="0; url=/privacy/">"#), "\(file)")
            #expect(page.contains(#"<link rel="canonical" href="https://inline.example.org/privacy/">"#))
            #expect(page.contains(#"<p>It lives at <a href="/privacy/">Privacy</a> now.</p>"#))
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("old/privacy/index.md").path), "no Markdown twin")
        #expect(!(try site.read("sitemap.xml")).contains("privacy.html"))
        #expect(try site.read("_redirects") == """
            /old/privacy/ /privacy/ 301
            /policy/ /privacy/ 301
            /privacy.html /privacy/ 301

            """)
    }

    @Test func firebaseJSONRedirectsWithCleanURLs() throws {
        let site = try InlineSite(Self.privacyPage)
        try site.build()
        let config = try #require(try JSONSerialization.jsonObject(with: Data(site.read("firebase.json").utf8)) as? [String: Any])
        let hosting = try #require(config["hosting"] as? [String: Any])
        #expect(hosting["public"] as? String == ".")
        #expect(hosting["cleanUrls"] as? Bool == true)
        #expect(hosting["ignore"] as? [String] == ["firebase.json", "_redirects"])
        let redirects = try #require(hosting["redirects"] as? [[String: Any]])
        #expect(redirects.map { $0["source"] as? String } == ["/old/privacy/", "/policy/", "/privacy.html"])
        #expect(redirects.allSatisfy { $0["destination"] as? String == "/privacy/" && $0["type"] as? Int == 301 })
    }

    /// Paths are relative to `base_url`'s path, like every link of the site.
    @Test func underASubPathTheRedirectsCarryIt() throws {
        let site = try InlineSite(Self.privacyPage)
        try site.build(baseURL: "https://example.org/jokes/")
        #expect(try site.read("_redirects").contains("/jokes/privacy.html /jokes/privacy/ 301\n"))
        #expect(try site.read("firebase.json").contains(#""source": "/jokes/privacy.html""#))
        #expect(try site.read("privacy.html").contains(#"content="0; url=/jokes/privacy/""#))
    }

    @Test func aSiteWithoutOldAddressesHasNoRedirectFiles() throws {
        let site = try InlineSite("""
            -- content/pages/privacy.md --
            ---
            title: Privacy
            ---
            Nothing is collected.
            """)
        try site.build()
        for file in ["_redirects", "firebase.json"] {
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(file).path), "\(file)")
        }
    }

    /// `alias.html` is jokesite's own until `templates/` has one.
    @Test func theOwnersTemplateReplacesTheBuiltInOne() throws {
        let site = try InlineSite(Self.privacyPage + """

            -- templates/alias.html.mustache --
            <p>Gone to <a href="{{link}}">{{title}}</a>.</p>
            """)
        try site.build()
        #expect(try site.read("privacy.html") == #"<p>Gone to <a href="/privacy/">Privacy</a>.</p>"# + "\n")
    }
}
