import Foundation
import Testing
@testable import JokeSite

@Suite struct JSONWriterTests {
    @Test(arguments: ["site.json", "characters.json", "jokes.json", "daily_jokes.json", "weekly_rankings.json", "rating_events.json"])
    func theSampleCatalogueRoundTripsByteForByte(name: String) throws {
        let text = try SampleContent().read(name)
        #expect(JSONWriter.format(try JSONParser.parse(Array(text.utf8))) == text)
    }

    @Test func sortsKeysIndentsAndEscapes() throws {
        let value = try JSONParser.parse(Array(#"{"b": [1, 4.0, {}], "a": "quote \" tab\t é \u0001", "c": []}"#.utf8))
        #expect(JSONWriter.format(value) == """
            {
              "a": "quote \\" tab\\t é \\u0001",
              "b": [
                1,
                4.0,
                {}
              ],
              "c": []
            }

            """)
    }
}
