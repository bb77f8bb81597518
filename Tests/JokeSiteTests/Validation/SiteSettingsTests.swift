import Foundation
import Testing
@testable import JokeSite

/// `site.json` values that end up in every page's links: `check` refuses
/// those that would make the links point elsewhere or run script.
@Suite struct SiteSettingsTests {
    private func problems(_ field: String, _ value: String) throws -> [Problem] {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed), as: UTF8.self)
        let base = field == "base_url" ? json : "\"https://inline.example.org/\""
        let extra = field == "base_url" ? "" : ",\n  \"\(field)\": \(json)"
        return try InlineSite("""
            -- content/site.json --
            {
              "title": "Inline Jokes",
              "base_url": \(base)\(extra)
            }
            """).problems()
    }

    @Test(arguments: ["javascript:alert(document.domain)//", "javascript", "JavaScript", "data", "vbscript", "https",
                      "1app", "", "my app", "app/x", "app:", "-app", "aрp"])
    func appSchemeThatIsNotAnAppsOwnIsRefused(scheme: String) throws {
        let found = try problems("app_scheme", scheme)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.field == "app_scheme")
        #expect(found.first?.line == 4)
    }

    /// `host` names where the site is published: a name jokesite does not
    /// know is refused with the names it knows.
    @Test func anUnknownHostIsRefusedNamingTheKnownOnes() throws {
        let found = try problems("host", "gh-pages")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.field == "host" && found.first?.line == 4)
        #expect(found.first?.message == "unknown host \"gh-pages\"; the known hosts are cloudflare-pages, firebase, github-pages, netlify")
        for host in PublishingHost.known {
            #expect(try problems("host", host.name).isEmpty)
        }
    }

    @Test(arguments: ["mrfunnyjokes", "my-app.v2+beta", "A1"])
    func appSchemeOfLettersDigitsAndPunctuationPasses(scheme: String) throws {
        #expect(try problems("app_scheme", scheme).isEmpty)
    }

    @Test(arguments: ["https://example.org/#frag", "https://example.org/?q=1", "https:///jokes/", "https://example.org:99999/",
                      "https://example.org:0/", "https://exa mple.org/", "https://example.org/my jokes/", "ftp://example.org/",
                      "https://user:pw@example.org/", "example.org"])
    func baseURLThatWouldBreakEveryLinkIsRefused(url: String) throws {
        let found = try problems("base_url", url)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.field == "base_url")
        #expect(found.first?.line == 3)
    }

    @Test(arguments: ["https://example.org/", "http://localhost:8080/jokes/", "https://example.org/jokes"])
    func baseURLOfAHostAndAPathPasses(url: String) throws {
        #expect(try problems("base_url", url).isEmpty)
    }

    @Test func baseURLOnTheCommandLineIsCheckedAlike() throws {
        let site = try InlineSite("")
        #expect { try site.build(baseURL: "https://example.org/#top") } throws: { error in
            guard case .usage(let message) = error as? BuildError else { return false }
            return message.contains("fragment")
        }
    }
}
