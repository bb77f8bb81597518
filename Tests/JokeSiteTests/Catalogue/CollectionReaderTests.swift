import Foundation
import Testing
@testable import JokeSite

/// A collection file is parsed in runs on every core; what comes out must
/// be what one pass over the whole file gives.
@Suite struct CollectionReaderTests {
    /// Awkward on purpose: separators inside strings, escapes, nesting,
    /// an unsafe id, a duplicate, a document that is not an object, a
    /// field of the wrong type, and an array in an array (Firestore's rule).
    static let collection = """
    \u{FEFF}{
      "a": {"text": "a, b}, {\\"c\\": [1, {\\"d\\": 2}]", "n": 1},
      "b": {"text": "x", "n": "two", "nested": {"list": [{"k": "}"}, []]}},

      "bad id!": {"text": "y", "n": 3},
      "c": ["not", "an", "object"],
      "a": {"text": "again", "n": 4},
      "d": {"text": "\\u00e9\\\\", "n": 5}
    }

    """

    private func read(_ text: String, chunkSize: Int, mappedSize: Int = .max) throws -> (models: [String], problems: [String]) {
        let fixture = try FixtureCatalogue()
        try fixture.write("things.json", text)
        let problems = ProblemList()
        var reader = CollectionReader(files: CatalogueFiles(contentDirectory: fixture.content.path), problems: problems)
        reader.chunkSize = chunkSize
        reader.mappedSize = mappedSize
        let models = reader.documents("things.json", required: true) { document in
            "\(document.documentID!)=\(document.string("text", default: "")):\(document.int("n", default: -1))@\(document.line ?? 0)"
        }
        return (models, problems.problems.map { "\($0.line ?? 0) \($0.documentID ?? "") \($0.message)" })
    }

    @Test func runsOfOneDocumentReadLikeTheWholeFile() throws {
        let whole = try read(Self.collection, chunkSize: 1 << 20)
        #expect(whole.models == ["a=a, b}, {\"c\": [1, {\"d\": 2}]:1@2", "b=x:-1@3", "d=é\\:5@8"])
        #expect(whole.problems == [
            "3 b an array directly inside an array, which Firestore cannot store: put it in a map",
            "3 b expected a whole number, found a string",
            "5 bad id! unsafe document id: \(DocumentID.rule)",
            "6 c expected the document to be an object of fields, found an array",
            "7 a document id appears twice in the file",
        ])
        let split = try read(Self.collection, chunkSize: 1)
        #expect(split.models == whole.models)
        #expect(split.problems == whole.problems)
    }

    /// A mapped file lets go of the pages of runs parsed before; a later
    /// document whose id was seen there reads it again from the file.
    @Test func aMappedFileReadsLikeOneReadWhole() throws {
        let filler = String(repeating: "x", count: 200)
        let members = (0..<2_000).map { "  \"doc\($0)\": {\"text\": \"\(filler)\", \"n\": \($0)}" } + ["  \"doc7\": {\"text\": \"again\", \"n\": 7}"]
        let text = "{\n" + members.joined(separator: ",\n") + "\n}\n"
        let whole = try read(text, chunkSize: 1 << 20)
        let mapped = try read(text, chunkSize: 16 << 10, mappedSize: 0)
        #expect(mapped.models.count == 2_000)
        #expect(mapped.problems == ["2002 doc7 document id appears twice in the file"])
        #expect(mapped.models == whole.models)
        #expect(mapped.problems == whole.problems)
    }

    @Test func splitsOnlyBetweenMembersOfTheTopLevelObject() throws {
        let bytes = Array(Self.collection.utf8)
        let chunks = try #require(CollectionSplitter.chunks(of: FileContents(bytes), size: 1))
        #expect(chunks.count == 6)
        #expect(chunks.map(\.start.line) == [1, 2, 3, 5, 6, 7])
        for chunk in chunks.dropFirst() {
            #expect(bytes[chunk.start.index - 1] == UInt8(ascii: ","))
        }
        #expect(bytes[chunks.last!.end] == UInt8(ascii: "}"))
        #expect(CollectionSplitter.chunks(of: FileContents(Array("{}\n".utf8)), size: 1)?.isEmpty == true)
    }

    @Test func somethingOtherThanOneObjectIsNotSplit() {
        for text in ["[1, 2]", "{\"a\": {}} x", "{\"a\": \"open", "{\"a\": {}", "  "] {
            #expect(CollectionSplitter.chunks(of: FileContents(Array(text.utf8)), size: 1) == nil, "\(text)")
        }
    }

    /// Issue 17: a collection closed with `]` passed `check` and `build`.
    @Test func aCollectionClosedWithTheWrongBracketIsMalformed() throws {
        for chunkSize in [1, 1 << 20] {
            let read = try read("{\n  \"a\": {\"text\": \"x\", \"n\": 1}\n]\n", chunkSize: chunkSize)
            #expect(read.models.isEmpty)
            #expect(read.problems == ["3  malformed JSON: unexpected character ']', expected ',' or '}' (is a comma missing?)"])
        }
    }

    /// Issue 50: a trailing comma was reported on the line after it.
    @Test func aTrailingCommaIsReportedOnItsOwnLine() throws {
        for chunkSize in [1, 1 << 20] {
            let read = try read("{\n  \"a\": {\"text\": \"x\", \"n\": 1},\n  \"b\": {\"text\": \"y\", \"n\": 2},\n}\n", chunkSize: chunkSize)
            #expect(read.models.isEmpty)
            #expect(read.problems == ["3  malformed JSON: a comma before '}': JSON allows no trailing comma; remove it"])
        }
    }

    @Test func aSyntaxErrorInAnyRunIsReportedWhereTheWholeFileParseFindsIt() throws {
        let broken = Self.collection.replacingOccurrences(of: "\"n\": 5", with: "\"n\" 5")
        let split = try read(broken, chunkSize: 1)
        #expect(split.models.isEmpty)
        #expect(split.problems == ["8  malformed JSON: unexpected character '5', expected ':' after member name"])
    }
}
