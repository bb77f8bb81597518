import Testing
@testable import JokeSite

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#"{"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\ud83d\ude00\n"}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object["a"]?.value == .array([.number(.init(1, literal: "1")), .number(.init(-25, literal: "-2.5e1")), .bool(true), .bool(false), .null]))
        #expect(object["b"]?.value == .string("x\"é😀\n"))
    }

    @Test func recordsTheLineOfEveryMember() throws {
        let value = try parse("{\n  \"one\": {\n    \"x\": 1\n  },\n  \"two\": 2\n}")
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object["one"]?.line == 2)
        #expect(object["two"]?.line == 5)
        guard case .object(let inner)? = object["one"]?.value else { Issue.record("no inner object"); return }
        #expect(inner["x"]?.line == 3)
    }

    @Test func reportsLineAndColumnOfAMissingComma() {
        #expect(throws: JSONSyntaxError(line: 3, column: 3, message: "unexpected character '\"', expected ',' or '}' (is a comma missing?)")) {
            try parse("{\n  \"a\": {\"x\": 1}\n  \"b\": 2\n}")
        }
    }

    /// The error names the comma's line, not the next one's closing bracket.
    @Test func reportsATrailingCommaAtTheComma() {
        #expect(throws: JSONSyntaxError(line: 2, column: 9,
                                        message: "a comma before '}': JSON allows no trailing comma; remove it")) {
            try parse("{\n  \"a\": 1,\n}")
        }
        #expect(throws: JSONSyntaxError(line: 3, column: 4,
                                        message: "a comma before ']': JSON allows no trailing comma; remove it")) {
            try parse("{\"a\": [\n  1,\n  2,\n  ]\n}")
        }
    }

    @Test(arguments: [
        ("{\"a\": tru}", 1, 7),
        ("[1, 2", 1, 6),
        ("{\"a\": \"open", 1, 12),
        ("{\"a\": 01}", 1, 8),
        ("{} x", 1, 4),
        ("{\"a\": \"\\q\"}", 1, 9),
    ])
    func rejectsMalformedInputWithItsPosition(text: String, line: Int, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    /// 100,000 levels would overflow the stack of a recursive parser.
    @Test func rejectsDeepNestingWithAClearError() throws {
        #expect(throws: JSONSyntaxError(line: 1, column: 513, message: "objects and arrays nested deeper than 512 levels")) {
            try parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        }
        let deepest = String(repeating: "{\"a\":", count: 512) + "1" + String(repeating: "}", count: 512)
        #expect(throws: Never.self) { try parse(deepest) }
    }

    @Test func rejectsBytesThatAreNotUTF8() {
        var bytes = Array("{\"a\": \"caf".utf8)
        bytes += [0xE9, UInt8(ascii: "\""), UInt8(ascii: "}")]
        #expect { try JSONParser.parse(bytes) } throws: { error in
            (error as? JSONSyntaxError)?.message.contains("UTF-8") == true
        }
    }
}
