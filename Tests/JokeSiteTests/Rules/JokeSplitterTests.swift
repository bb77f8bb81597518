import Testing
@testable import JokeSite

@Suite struct JokeSplitterTests {
    @Test(arguments: [
        // "Q? A."
        ("Why did the fixture pass? It was well prepared.", "Why did the fixture pass?", "It was well prepared."),
        // setup\npunchline
        ("My umbrella broke.\nSo did my *spirit*.", "My umbrella broke.", "So did my *spirit*."),
        // a blank line wins over the earlier newline
        ("Line one\nstill setup.\n\nPunchline.", "Line one\nstill setup.", "Punchline."),
        ("Windows line ends.\r\nPunchline.", "Windows line ends.", "Punchline."),
        ("I used to sell shoes - then I got the boot.", "I used to sell shoes", "then I got the boot."),
        ("Wow! That was close.", "Wow!", "That was close."),
        // "? " comes before "! " in the order
        ("Really! Are you sure? Yes.", "Really! Are you sure?", "Yes."),
        // no delimiter
        ("A joke with no delimiter at all.", "A joke with no delimiter at all.", ""),
        // a delimiter that would leave an empty part is skipped
        ("- leading dash only", "- leading dash only", ""),
        ("Trailing question? ", "Trailing question?", ""),
    ])
    func splitsAtTheFirstWorkingDelimiter(text: String, setup: String, punchline: String) {
        #expect(JokeSplitter.split(text) == JokeParts(setup: setup, punchline: punchline))
    }

    @Test func knockKnockSplitsBeforeTheFirstWordWho() {
        let parts = JokeSplitter.split("Knock, knock. Who's there? Lettuce. Lettuce who? Lettuce in, it's cold!")
        #expect(parts == JokeParts(setup: "Knock, knock. Who's there? Lettuce.", punchline: "Lettuce who? Lettuce in, it's cold!"))
    }

    /// SPEC §2: the answer repeated with "who?" wins over a nearer "<word> who?".
    @Test func knockKnockSplitsBeforeTheRepeatedAnswer() {
        let parts = JokeSplitter.split("Knock knock. Who's there? Cow says. Cow says who? No, a cow says moo!")
        #expect(parts == JokeParts(setup: "Knock knock. Who's there? Cow says.", punchline: "Cow says who? No, a cow says moo!"))
    }

    /// A word is letters, digits and `_`: "there?" before "Who?" is not one.
    @Test func knockKnockWordIsLettersDigitsAndUnderscore() {
        let parts = JokeSplitter.split("Knock knock. Who's there? Who? Who who? Are you an owl?")
        #expect(parts == JokeParts(setup: "Knock knock. Who's there? Who?", punchline: "Who who? Are you an owl?"))
    }

    /// Where the answer is not repeated, the first "<word> who?" decides.
    @Test func knockKnockFallsBackToTheFirstWordWho() {
        let parts = JokeSplitter.split("Knock, knock. Who's there? It's Olive. Olive who? Olive you!")
        #expect(parts == JokeParts(setup: "Knock, knock. Who's there? It's Olive.", punchline: "Olive who? Olive you!"))
    }

    @Test func knockKnockOnSeparateLines() {
        let parts = JokeSplitter.split("Knock, knock.\nWho's there?\nTorch.\nTorch who?\nTorch you'd never ask!")
        #expect(parts == JokeParts(setup: "Knock, knock.\nWho's there?\nTorch.", punchline: "Torch who?\nTorch you'd never ask!"))
    }

    @Test func knockKnockIsDetectedWhateverTheStoredType() throws {
        // joke_b is stored as dad_joke; the generic rule would cut at "? ".
        let catalogue = try FixtureCatalogue().load()
        let joke = try #require(catalogue.jokesByID["joke_b"])
        #expect(joke.type == "dad_joke")
        #expect(JokeSplitter.split(joke.text).setup == "Knock, knock. Who's there? Lettuce.")
    }

    @Test func knockKnockWithCurlyApostropheAndLowerCase() {
        let parts = JokeSplitter.split("knock knock! who\u{2019}s there? Boo. boo WHO? Don't cry.")
        #expect(parts.setup == "knock knock! who\u{2019}s there? Boo.")
        #expect(parts.punchline == "boo WHO? Don't cry.")
    }

    @Test func textThatOnlyMentionsKnockingIsNotAKnockKnock() {
        #expect(!JokeSplitter.isKnockKnock("Knock it off? Sure."))
        #expect(JokeSplitter.split("Knock it off? Sure.") == JokeParts(setup: "Knock it off?", punchline: "Sure."))
    }
}
