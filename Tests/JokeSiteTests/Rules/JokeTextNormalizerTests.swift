import Testing
@testable import JokeSite

@Suite struct JokeTextNormalizerTests {
    @Test func foldsCaseSpacesAndPunctuation() {
        #expect(JokeTextNormalizer.normalize("  Why?  Because\n it's *FUNNY*!! ") == "why because its funny")
        #expect(JokeTextNormalizer.normalize("Don’t — stop") == JokeTextNormalizer.normalize("dont stop"))
        #expect(JokeTextNormalizer.normalize("?!") == "")
    }

    /// All-ASCII text takes a byte path; one accent sends it down the
    /// Unicode path, which must agree.
    @Test func asciiAndUnicodeTextFoldAlike() {
        let text = "\tTabs,\r\nCRLF; 42 DIGITS\u{0B}and_under_scores!"
        #expect(JokeTextNormalizer.normalize(text) == "tabs crlf 42 digits andunderscores")
        #expect(JokeTextNormalizer.normalize(text + " é") == "tabs crlf 42 digits andunderscores é")
    }

    @Test func tagSlugs() {
        #expect(TagSlug.make("Bad Puns!") == "bad-puns")
        #expect(TagSlug.make("food") == "food")
        #expect(TagSlug.make("  ") == "")
        #expect(TagSlug.make("--Knock knock_2--") == "knock-knock-2")
        #expect(TagSlug.make("Crème brûlée") == "creme-brulee", "accents fold away")
    }
}
