import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// A joke's template values: its text as written, escaped by the template
/// engine for the format of the template that shows it.
@Suite struct JokeViewTests {
    private let site = Site(title: "Jokes", baseURL: "https://example.org/", timeZone: TimeZone(identifier: "UTC")!,
                            language: "en", appScheme: "funny", perPage: 10, includeNSFW: false)
    private let character = JokeCharacter(id: "funny", name: "Mr. Funny", personality: "Always *smiling*.", jokeTypes: [],
                                          color: "#ffcc00", backgroundLight: "#fff", backgroundDark: "#000", line: nil)
    private let joke = Joke(id: "j1", character: "funny", text: "Why did the cow cross the road?\n\nTo get to the udder side.",
                            type: "dad_joke", tags: ["farm"], sfw: true, source: "original", createdAt: nil, updatedAt: nil,
                            likes: 3, dislikes: 1, ratingSum: 8, ratingCount: 2, ratingAvg: 4, popularityScore: 0, line: nil)

    private func view(_ joke: Joke) -> JokeView {
        let urls = SiteURLs(baseURL: site.baseURL)
        return JokeView(joke: joke, parts: JokeSplitter.split(joke.text),
                        character: CharacterView(character: character, urls: urls), site: site, urls: urls)
    }

    @Test func jokeTextIsPlainTextEscapedByFormat() throws {
        var joke = joke
        joke.text = "Why is *this*\nnot bold?\n\n# Because <b>it</b> isn't."
        let values = TemplateValue.record(view(joke).cardFields)
        let field = { (name: String) in values.field(name, of: JokeView.cardSchema).text }
        #expect(field("setup") == "Why is *this*\nnot bold?")
        #expect(field("setup_line") == "Why is *this* not bold?")
        #expect(field("punchline") == "# Because <b>it</b> isn't.")
        let text = "{{setup}}|{{setup_line}}|{{punchline}}"
        let library = TemplateLibrary([TemplateSource(name: "card.md", file: "card.md", text: text),
                                       TemplateSource(name: "card.html", file: "card.html", text: text)])
        // `#` after other text on its line starts no heading: it stays as it is.
        let markdown = try library.compile("card.md", scope: .strict(JokeView.cardSchema)).get().render(values)
        #expect(markdown == "Why is \\*this\\*\\\nnot bold?|Why is \\*this\\* not bold?|# Because \\<b\\>it\\</b\\> isn't.")
        let html = try library.compile("card.html", scope: .strict(JokeView.cardSchema)).get().render(values)
        #expect(html == "Why is *this*\nnot bold?|Why is *this* not bold?|# Because &lt;b&gt;it&lt;/b&gt; isn&#39;t.")
    }
}
