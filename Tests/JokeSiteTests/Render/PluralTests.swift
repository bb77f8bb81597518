import Testing
@testable import JokeSite

/// Counts and type names read as English: "1 joke", "knock-knock jokes".
@Suite struct PluralTests {
    @Test func countsAgreeWithTheirNoun() {
        #expect(Plural.count(0, "joke") == "0 jokes")
        #expect(Plural.count(1, "joke") == "1 joke")
        #expect(Plural.count(2, "rating") == "2 ratings")
        #expect(Plural.count(1, "hilarious rating") == "1 hilarious rating")
        #expect(Plural.count(3, "person", "people") == "3 people")
    }

    @Test func thousandsAreGrouped() {
        #expect(Plural.count(1491, "rating") == "1,491 ratings")
        #expect(Plural.count(1_000_000, "joke") == "1,000,000 jokes")
        #expect(Plural.grouped(999) == "999")
        #expect(Plural.grouped(0) == "0")
        #expect(Plural.grouped(-12345) == "-12,345")
    }

    @Test func listsJoinWithAnd() {
        #expect(Plural.list([]) == "")
        #expect(Plural.list(["dad jokes"]) == "dad jokes")
        #expect(Plural.list(["dad jokes", "puns"]) == "dad jokes and puns")
        #expect(Plural.list(["a", "b", "c"]) == "a, b and c")
    }

    @Test func typeNamesAreWords() {
        #expect(JokeTypeLabel.label("knock_knock") == "Knock-knock joke")
        #expect(JokeTypeLabel.label("dad_joke") == "Dad joke")
        #expect(JokeTypeLabel.plural("knock_knock") == "knock-knock jokes")
        #expect(JokeTypeLabel.plural("dad_joke") == "dad jokes")
        #expect(JokeTypeLabel.plural("pickup_line") == "pickup lines")
        #expect(JokeTypeLabel.plural("pun") == "puns")
        #expect(JokeTypeLabel.plural("pun", count: 1) == "pun")
        #expect(JokeTypeLabel.plural("lawyer_joke") == "lawyer jokes")
    }

    @Test func builtPagesSayOneNotOnes() throws {
        let site = try FixtureSite()
        try site.build()
        let top10 = try site.read("top10/index.html")
        #expect(top10.contains("1 horrible rating "))
        #expect(top10.contains("2 hilarious ratings"))
        let character = try site.read("characters/mr_funny/index.html")
        #expect(character.contains("<p class=\"lede\">2 jokes"))
        #expect(character.contains("<h2>Dad jokes</h2>"))
        #expect(character.contains("<meta name=\"description\" content=\"Mr. Funny tells dad jokes. "))
        for (path, data) in try site.snapshot() where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            for wrong in ["1 jokes", "1 ratings", "1 likes", "1 dislikes", "1 lines", "dadjoke", "knockknock"] {
                #expect(!text.contains(">\(wrong)") && !text.contains(" \(wrong)"), "\(path) says \(wrong)")
            }
        }
    }
}
