import Testing
@testable import JokeSite

@Suite struct KnockKnockLinesTests {
    private func lines(_ text: String) -> [String] {
        let parts = KnockKnockLines.lines(JokeSplitter.split(text))
        return (parts.setup + "\n" + parts.punchline).split(separator: "\n").map(String.init)
    }

    @Test func aRunOnKnockKnockJokeIsOneTurnALine() {
        #expect(lines("Knock, knock. Who's there? Lettuce. Lettuce who? Lettuce in, it's cold!")
            == ["Knock, knock.", "Who's there?", "Lettuce.", "Lettuce who?", "Lettuce in, it's cold!"])
    }

    @Test func storedLineBreaksGiveTheSameLines() {
        #expect(lines("Knock, knock.\nWho's there?\nTorch.\nTorch who?\nTorch you'd never ask!")
            == ["Knock, knock.", "Who's there?", "Torch.", "Torch who?", "Torch you'd never ask!"])
        // Breaks in the wrong places and doubled spaces are turns' business, not the text's.
        #expect(lines("Knock knock!\nWho's there?  Cow says.\n\nCow says who? No,\na cow says moo!")
            == ["Knock knock!", "Who's there?", "Cow says.", "Cow says who?", "No, a cow says moo!"])
    }

    /// The lines follow the app's cut: the punchline starts at "Who who?".
    @Test func theCutStaysTheSplittersWithACurlyApostrophe() {
        #expect(lines("Knock knock. Who\u{2019}s there? Who? Who who? Are you an owl?")
            == ["Knock knock.", "Who\u{2019}s there?", "Who?", "Who who?", "Are you an owl?"])
    }

    @Test func aPunchlineWithoutAnAnswerIsOneLine() {
        #expect(lines("Knock, knock. Who's there? Olive. Olive who?") == ["Knock, knock.", "Who's there?", "Olive.", "Olive who?"])
    }

    @Test func otherJokesKeepTheirParts() {
        let parts = JokeParts(setup: "Why did the fixture pass?", punchline: "It was well prepared.")
        #expect(KnockKnockLines.lines(parts) == parts)
        // "Knock" without "who's there" is no knock-knock joke.
        let knocking = JokeSplitter.split("Knock on wood. Why? Luck.")
        #expect(KnockKnockLines.lines(knocking) == knocking)
        // No punchline: the text stands as it was stored.
        let unsplit = JokeParts(setup: "Knock, knock. Who's there? Nobody.", punchline: "")
        #expect(KnockKnockLines.lines(unsplit) == unsplit)
    }
}
