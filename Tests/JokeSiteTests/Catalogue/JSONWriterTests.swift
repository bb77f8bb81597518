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

    /// What the site's JSON files hold, encoded by `JSONValue(encoding:)`
    /// and written by `JSONWriter`, is byte for byte what Foundation's
    /// `JSONEncoder` wrote for them before (sorted keys, its spacing, slashes as they are,
    /// numbers without `.0`, absent optionals left out, empty arrays and
    /// objects on lines of their own).
    @Test func thePublishedStyleWritesWhatJSONEncoderWrote() throws {
        struct Inner: Encodable {
            var width: Double
            var name: String?
            var flags: [Bool]
        }
        struct Outer: Encodable {
            var url = "https://example.org/a/b"
            var text = "quote \" tab\t é \u{1} \u{1F} </script>"
            var numbers = [16.0, 12.5, 0.1, 299.33333333333331, 1e20, -3]
            var count = 7
            var inner = ["iphone_8": Inner(width: 321, name: nil, flags: [true, false]), "iphone_mini": Inner(width: 0.5, name: "x", flags: [true])]
            var missing: Int?
            var none: [String] = []
            var nothing: [String: Int] = [:]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(Outer()), as: UTF8.self) + "\n"
        #expect(JSONWriter.format(try JSONValue(encoding: Outer()), style: .published) == foundation)
    }

    /// For a `<script>` element: one line, and nothing that can end it.
    @Test func theScriptStyleEscapesWhatHTMLWouldRead() {
        let value: JSONValue = ["b": "</script><!-- & \u{2028}\u{2029}", "a": ["x/y"]]
        #expect(JSONWriter.format(value, style: .script) == #"{"a":["x\/y"],"b":"\u003c\/script\u003e\u003c!-- \u0026 \u2028\u2029"}"#)
        #expect(JSONWriter.format(value, style: .compact) == "{\"a\":[\"x/y\"],\"b\":\"</script><!-- & \u{2028}\u{2029}\"}")
    }
}
