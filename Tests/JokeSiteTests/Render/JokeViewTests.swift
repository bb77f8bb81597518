import Foundation
import Testing
@testable import JokeSite

/// A joke's fingerprint stands for its template values in every page key:
/// whatever changes the values must change the fingerprint, or an edited
/// joke would keep stale pages.
@Suite struct JokeViewTests {
    private let site = Site(title: "Jokes", baseURL: "https://example.org/", timeZone: TimeZone(identifier: "UTC")!,
                            language: "en", appScheme: "funny", perPage: 10, includeNSFW: false)
    private let character = JokeCharacter(id: "funny", name: "Mr. Funny", personality: "Always *smiling*.", jokeTypes: [],
                                          color: "#ffcc00", backgroundLight: "#fff", backgroundDark: "#000", line: nil)
    private let joke = Joke(id: "j1", character: "funny", text: "Why did the cow cross the road?\n\nTo get to the udder side.",
                            type: "dad_joke", tags: ["farm"], sfw: true, source: "original", createdAt: nil, updatedAt: nil,
                            likes: 3, dislikes: 1, ratingSum: 8, ratingCount: 2, ratingAvg: 4, popularityScore: 0, line: nil)

    private func view(_ joke: Joke, _ character: JokeCharacter? = nil) -> JokeView {
        let urls = SiteURLs(baseURL: site.baseURL)
        return JokeView(joke: joke, parts: JokeSplitter.split(joke.text),
                        character: CharacterView(character: character ?? self.character, urls: urls), site: site, urls: urls)
    }

    @Test func everyChangeOfTheValuesChangesTheFingerprint() {
        var edits: [(String, Joke)] = []
        func edit(_ name: String, _ change: (inout Joke) -> Void) {
            var edited = joke
            change(&edited)
            edits.append((name, edited))
        }
        edit("id") { $0.id = "j2" }
        edit("setup") { $0.text = "Why did the hen cross the road?\n\nTo get to the udder side." }
        edit("punchline") { $0.text = "Why did the cow cross the road?\n\nTo reach the other side." }
        edit("emphasis only") { $0.text = "Why did the cow cross the road?\n\nTo get to the *udder* side." }
        edit("type") { $0.type = "pun" }
        edit("tag") { $0.tags = ["barn"] }
        edit("more tags") { $0.tags = ["farm", "cows"] }
        edit("likes") { $0.likes += 1 }
        edit("dislikes") { $0.dislikes += 1 }
        edit("rating") { $0.ratingAvg = 3.5 }
        edit("rating count") { $0.ratingCount += 1 }
        edit("sfw") { $0.sfw = false }
        let original = view(joke)
        for (name, edited) in edits {
            let changed = view(edited)
            #expect(TemplateValueHash.hash(changed.context) != TemplateValueHash.hash(original.context), "\(name) changes no value")
            #expect(changed.fingerprint != original.fingerprint, "\(name) keeps the fingerprint")
        }
        var renamed = character
        renamed.name = "Mr. Fun"
        #expect(view(joke, renamed).fingerprint != original.fingerprint)
        #expect(view(joke).fingerprint == original.fingerprint)
    }

    @Test func jokeTextIsPlainTextWithAMarkdownTwin() {
        var joke = joke
        joke.text = "Why is *this*\nnot bold?\n\n# Because <b>it</b> isn't."
        let context = view(joke).context
        #expect(context["setup"] as? String == "Why is *this*\nnot bold?")
        #expect(context["setup_line"] as? String == "Why is *this* not bold?")
        #expect(context["setup_md"] as? String == "Why is \\*this\\*\\\nnot bold?")
        #expect(context["setup_line_md"] as? String == "Why is \\*this\\* not bold?")
        #expect(context["punchline"] as? String == "# Because <b>it</b> isn't.")
        #expect(context["punchline_md"] as? String == "\\# Because \\<b\\>it\\</b\\> isn't.")
    }
}
