import Foundation
import Testing
@testable import JokeSite

/// jokesite's JSON reader against Foundation's `JSONSerialization` on
/// thousands of generated and mutated documents (seeded, so a failure
/// replays): the same accept or reject, no crash, no hang. Both the whole
/// parse and the collection reader's runs (`CollectionSplitter`) are
/// checked.
///
/// Deliberate differences, where jokesite follows RFC 8259 and Foundation
/// does not:
/// - Foundation accepts a trailing comma (`[1,]`, `{"a": 1,}`); jokesite
///   rejects it.
/// - Foundation reads UTF-16 and UTF-32 (told by a byte-order mark or by
///   NUL bytes); a catalogue file is UTF-8, and a NUL byte is never valid
///   UTF-8 JSON outside a string, so jokesite rejects any input holding one.
/// Where both agree on purpose but the catalogue does more: duplicate keys
/// parse (both keep them), and the catalogue reports a document id or a
/// field named twice. A UTF-8 byte-order mark is accepted by both. Both
/// stop at 512 levels of nesting with an error, never a stack overflow.
@Suite struct JSONDifferentialTests {
    /// Inputs that once failed, kept as they were found.
    static let regressions: [String] = [
        #"{"a": {"text": "x"}]"#,
        #"{"a": 1]"#,
        "{\"a\": [1}}",
        "{\"a\": 1],\"b\": 2}",
    ]

    /// Inputs that probe the edges of the grammar.
    static var edgeCases: [[UInt8]] {
        var cases: [String] = [
            "", " ", "{}", "[]", "{} {}", "[1,]", "{\"a\": 1,}", "[,1]", "{,}", "{\"a\" 1}", "{\"a\":}", "{1: 2}",
            "1e400", "-1e400", "1e-400", "[123456789012345678901234567890123456789]", "[1" + String(repeating: "0", count: 400) + "]",
            "-0", "[-]", "[01]", "[1.]", "[.5]", "[1e]", "[1e+]", "[+1]", "[0x10]", "[NaN]", "[Infinity]", "[1_000]",
            #"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800\ud800"]"#, #"["\ud800\u0041"]"#, #"["\ud83d\ude00"]"#, #"["\uD83D\uDE00"]"#,
            #"["\u00"]"#, #"["\uZZZZ"]"#, #"["\uFFFF"]"#, #"["\u0000"]"#, #"["\x41"]"#, #"["\'"]"#, #"["\/"]"#,
            "[\"a\tb\"]", "[\"a\u{7F}b\"]", "[1,\u{0C}2]", "[1,\u{A0}2]", "True", "nul", "[true false]",
            #"{"a": 1, "a": 2}"#, #"{"": 0}"#, "\"just a string\"", "17", "null",
        ] + regressions
        for depth in [1, 100, 510, 511, 512, 513, 1_000, 100_000] {
            cases.append(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
            cases.append(String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth))
        }
        cases.append(String(repeating: "[", count: 100_000))
        cases.append("{\"a\":" + String(repeating: "[", count: 100_000))
        var bytes = cases.map { Array($0.utf8) }
        let invalidUTF8: [[UInt8]] = [[0xC0, 0x80], [0xFF], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE9], [0xF0, 0x9F, 0x98]]
        for sequence in invalidUTF8 {
            bytes.append([0x5B, 0x22] + sequence + [0x22, 0x5D])
            bytes.append([0x7B, 0x22] + sequence + Array("\": 1}".utf8))
        }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += [bom + Array("{}".utf8), bom + bom + Array("{}".utf8), Array(" ".utf8) + bom + Array("{}".utf8)]
        bytes += [Array("[\"a\u{0}b\"]".utf8), Array("{}\u{0}".utf8), Array("\u{0}{}".utf8)]
        bytes += [[0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], [0x7B, 0x00, 0x7D, 0x00], [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D]]
        return bytes
    }

    @Test func edgeCasesAgreeWithFoundation() {
        var mismatches = 0
        for input in Self.edgeCases where !Self.agree(on: input, mismatches: &mismatches) {}
    }

    @Test func generatedAndMutatedDocumentsAgreeWithFoundation() {
        var random = SplitMix64(state: 2026_11_23)
        var mismatches = 0
        var checked = 0
        for _ in 0..<2_500 {
            var generator = JSONGenerator(random: random)
            let document = generator.document()
            random = generator.random
            _ = Self.agree(on: document, mismatches: &mismatches)
            checked += 1
            for _ in 0..<3 {
                let mutated = Mutation.apply(to: document, using: &random)
                _ = Self.agree(on: mutated, mismatches: &mismatches)
                checked += 1
            }
            if mismatches >= 10 { break }
        }
        #expect(checked >= 10_000 || mismatches >= 10)
    }

    /// Records an issue when the readers disagree (at most ten in all).
    private static func agree(on input: [UInt8], mismatches: inout Int) -> Bool {
        let jokesite = jokesiteAccepts(input)
        let expected = expectedVerdict(input)
        var agreed = jokesite == expected
        if agreed, let reader = collectionReaderAccepts(input), reader != jokesite {
            agreed = false
        }
        if !agreed, mismatches < 10 {
            mismatches += 1
            let reader = collectionReaderAccepts(input).map { $0 ? "accepts" : "rejects" } ?? "does not cut it"
            let verdicts = "jokesite \(jokesite ? "accepts" : "rejects"), expected \(expected ? "accept" : "reject")"
            Issue.record("\(verdicts), collection reader \(reader): \(describe(input))")
        }
        return agreed
    }

    private static func jokesiteAccepts(_ input: [UInt8]) -> Bool {
        (try? JSONParser.parse(input)) != nil
    }

    /// What `CollectionReader` decides for a top-level object: its runs
    /// parsed apart (runs of one member here), or the whole file when it
    /// cannot be cut. Nil when the input is not cut into runs.
    private static func collectionReaderAccepts(_ input: [UInt8]) -> Bool? {
        let contents = FileContents(input)
        guard let chunks = CollectionSplitter.chunks(of: contents, size: 1) else { return nil }
        let runs = chunks.map { DocumentBatch<[Int]>(contents, $0, file: "test.json", [], nil) { _ in 0 } }
        return !runs.contains(where: \.failed) || jokesiteAccepts(input)
    }

    /// Foundation's verdict, with the deliberate differences above.
    private static func expectedVerdict(_ input: [UInt8]) -> Bool {
        if input.contains(0) || input.starts(with: [0xFF, 0xFE]) || input.starts(with: [0xFE, 0xFF]) { return false }
        guard (try? JSONSerialization.jsonObject(with: Data(input), options: .fragmentsAllowed)) != nil else { return false }
        return !hasTrailingComma(input)
    }

    /// A `,` followed, outside strings, by `]` or `}` (Foundation has
    /// accepted the input, so its strings are well formed).
    private static func hasTrailingComma(_ input: [UInt8]) -> Bool {
        var inString = false
        var afterComma = false
        var index = 0
        while index < input.count {
            let byte = input[index]
            index += 1
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"): if afterComma { return true }
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            afterComma = byte == UInt8(ascii: ",")
        }
        return false
    }

    private static func describe(_ input: [UInt8]) -> String {
        let text = String(decoding: input.prefix(160), as: UTF8.self).debugDescription
        return "\(input.count) bytes: \(text)\(input.count > 160 ? "…" : "")"
    }
}

/// Random well-formed JSON in the shapes a catalogue has and a few it
/// does not: nested values, escapes, odd numbers, duplicate keys, random
/// whitespace.
private struct JSONGenerator {
    var random: SplitMix64

    static let strings = ["", "a", "joke", "Café ☕", "猫", "حب", "👍🏽", "a\\\"b", "back\\\\slash", "\\/", "\\b\\f\\n\\r\\t",
                          "\\u00e9", "\\uD83D\\uDE00", "\\u0000", "\\u001f", "\\uFFFF", "}", "]", ",", ":", "{\\\"x\\\": [1]}"]
    static let numbers = ["0", "-0", "1", "-1", "42", "-1.5", "3.14159", "1e10", "1E-3", "2.5e+7", "1e308", "-1e-308", "1e-400",
                          "123456789012345678901234567890", "0.000000000000000000001", "9007199254740993"]
    static let keys = ["text", "character", "tags", "sfw", "likes", "a", "b", "", "é", "joke_id", "rating"]
    static let blanks = ["", "", "", " ", "\n", "  ", "\t", "\r\n"]

    mutating func document() -> [UInt8] {
        Array(((pick(Self.blanks)) + value(depth: 0, forceContainer: true) + pick(Self.blanks)).utf8)
    }

    private mutating func value(depth: Int, forceContainer: Bool = false) -> String {
        let kind = forceContainer ? Int.random(in: 0...1, using: &random) : Int.random(in: 0...(depth > 4 ? 5 : 7), using: &random)
        switch kind {
        case 0: return object(depth: depth)
        case 1: return array(depth: depth)
        case 2, 3: return "\"\(pick(Self.strings))\""
        case 4: return pick(Self.numbers)
        case 5: return pick(["true", "false", "null"])
        default: return Int.random(in: 0...1, using: &random) == 0 ? object(depth: depth) : array(depth: depth)
        }
    }

    private mutating func object(depth: Int) -> String {
        let count = Int.random(in: 0...4, using: &random)
        let members = (0..<count).map { _ in
            "\(pick(Self.blanks))\"\(pick(Self.keys))\"\(pick(Self.blanks)):\(pick(Self.blanks))\(value(depth: depth + 1))\(pick(Self.blanks))"
        }
        return "{" + members.joined(separator: ",") + pick(Self.blanks) + "}"
    }

    private mutating func array(depth: Int) -> String {
        let count = Int.random(in: 0...4, using: &random)
        let elements = (0..<count).map { _ in pick(Self.blanks) + value(depth: depth + 1) + pick(Self.blanks) }
        return "[" + elements.joined(separator: ",") + pick(Self.blanks) + "]"
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices.randomElement(using: &random)!
    }
}

/// One random change to a document's bytes.
private enum Mutation {
    static let interestingBytes: [UInt8] = Array("{}[],:\"\\ \t\n\r-+.eE019tfnua/".utf8)
        + [0x00, 0x01, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE9, 0xED, 0xEF, 0xF0, 0xF5, 0xFF]

    static func apply(to document: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = document
        let position = Int.random(in: 0...bytes.count, using: &random)
        let byte = interestingBytes.randomElement(using: &random)!
        switch Int.random(in: 0...7, using: &random) {
        case 0 where position < bytes.count: bytes.remove(at: position)
        case 1: bytes.insert(byte, at: position)
        case 2 where position < bytes.count: bytes[position] = byte
        case 3: bytes.removeSubrange(position...)
        case 4:
            // Swap a closing bracket for the other kind.
            if let index = bytes.indices.filter({ bytes[$0] == 0x7D || bytes[$0] == 0x5D }).randomElement(using: &random) {
                bytes[index] = bytes[index] == 0x7D ? 0x5D : 0x7D
            }
        case 5:
            // A trailing comma before some closing bracket.
            if let index = bytes.indices.filter({ bytes[$0] == 0x7D || bytes[$0] == 0x5D }).randomElement(using: &random) {
                bytes.insert(UInt8(ascii: ","), at: index)
            }
        case 6:
            let end = Int.random(in: position...bytes.count, using: &random)
            bytes.insert(contentsOf: bytes[position..<end], at: end)
        default:
            bytes = [0xEF, 0xBB, 0xBF] + bytes
        }
        return bytes
    }
}
