import Foundation
import TemplateEngine

/// A joke as `DocumentMemo` keeps it: every field but the line, and the
/// key of its text.
extension Joke: MemoizedModel {
    func write(to writer: inout CompactWriter) {
        for text in [id, character, text, type, source] { writer.write(text) }
        writer.write(tags.count)
        for tag in tags { writer.write(tag) }
        writer.write(sfw)
        for date in [createdAt, updatedAt] {
            writer.write(date != nil)
            if let date { writer.write(date.timeIntervalSinceReferenceDate) }
        }
        for number in [likes, dislikes, ratingSum, ratingCount] { writer.write(number) }
        writer.write(ratingAvg)
        writer.write(popularityScore)
        for text in [duplicateOf, migratedFrom] {
            writer.write(text != nil)
            if let text { writer.write(text) }
        }
        writer.write(previousIDs.count)
        for id in previousIDs { writer.write(id) }
        writer.write(Int(fieldLines.packed))
        writer.write(textKey.hash)
    }

    init?(from reader: inout CompactReader, line: Int, document: ContentHash) {
        guard let id = reader.string(), let character = reader.string(), let text = reader.string(), let type = reader.string(),
              let source = reader.string(), let tags = reader.strings(), let sfw = reader.bool(),
              let createdAt = Self.date(&reader), let updatedAt = Self.date(&reader),
              let likes = reader.int(), let dislikes = reader.int(), let ratingSum = reader.int(), let ratingCount = reader.int(),
              let ratingAvg = reader.double(), let popularityScore = reader.double(),
              let duplicateOf = Self.optionalString(&reader), let migratedFrom = Self.optionalString(&reader),
              let previousIDs = reader.strings(), let packed = reader.uint32(), let textKey = reader.hash() else { return nil }
        self.init(id: id, character: character, text: text, type: type, tags: tags, sfw: sfw, source: source,
                  createdAt: createdAt, updatedAt: updatedAt, likes: likes, dislikes: dislikes, ratingSum: ratingSum,
                  ratingCount: ratingCount, ratingAvg: ratingAvg, popularityScore: popularityScore, line: line,
                  duplicateOf: duplicateOf, previousIDs: previousIDs, migratedFrom: migratedFrom,
                  fieldLines: FieldLines(packed: packed), textKey: JokeTextKey(hash: textKey), document: document)
    }

    /// Nil when the bytes are wrong; `.some(nil)` for a field the joke leaves out.
    private static func date(_ reader: inout CompactReader) -> Date?? {
        guard let present = reader.bool() else { return nil }
        guard present else { return .some(nil) }
        return reader.double().map { .some(Date(timeIntervalSinceReferenceDate: $0)) }
    }

    private static func optionalString(_ reader: inout CompactReader) -> String?? {
        guard let present = reader.bool() else { return nil }
        guard present else { return .some(nil) }
        return reader.string().map { .some($0) }
    }
}
