import Testing
@testable import JokeSite

@Suite struct JokeTextNormalizerTests {
    @Test func foldsCaseSpacesAndPunctuation() {
        #expect(JokeTextNormalizer.normalize("  Why?  Because\n it's *FUNNY*!! ") == "why because its funny")
        #expect(JokeTextNormalizer.normalize("Don’t — stop") == JokeTextNormalizer.normalize("dont stop"))
        #expect(JokeTextNormalizer.normalize("?!") == "")
    }

    @Test func tagSlugs() {
        #expect(TagSlug.make("Bad Puns!") == "bad-puns")
        #expect(TagSlug.make("food") == "food")
        #expect(TagSlug.make("  ") == "")
    }
}
