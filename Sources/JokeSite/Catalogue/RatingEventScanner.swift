import Foundation

/// Reads a document of `rating_events.json` straight from the file's bytes
/// when it is written the usual way, so that a million events are not each
/// made into a syntax tree and strings first. The usual way: an id of the
/// form `{device}_{joke}_{week}`; an object of the five known fields, each
/// once; the ids and the timestamp plain printable ASCII without escapes;
/// the rating a whole number 0–255 without fraction or exponent; the
/// timestamp one `Timestamp` reads, within the supported dates. Such a
/// document has no problem to report and gives the event that
/// `CatalogueLoader.ratingEvent` makes of it. Any other document is left
/// to the parser, which says what is wrong with it.
enum RatingEventScanner {
    /// Reads the member at `position` (its name's opening quote) into
    /// `events` and moves `position` past it; nil, with `position` as it
    /// was, when the document is not written the usual way.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout JSONParser.Position, into events: inout RatingEvents)
        -> ScannedDocument? {
        var cursor = ScanCursor(bytes: bytes, position: position)
        guard let key = cursor.plainString(), DocumentID.isSafe(utf8: bytes[key]) else { return nil }
        let line = cursor.position.line
        cursor.skipWhitespace()
        guard cursor.take(UInt8(ascii: ":")) else { return nil }
        cursor.skipWhitespace()
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var fields = ScannedFields()
        repeat {
            cursor.skipWhitespace()
            guard let name = cursor.plainString(), let field = Field(bytes[name]) else { return nil }
            let fieldLine = cursor.position.line
            cursor.skipWhitespace()
            guard cursor.take(UInt8(ascii: ":")) else { return nil }
            cursor.skipWhitespace()
            if field == .rating {
                guard fields.rating == nil, let number = cursor.wholeNumber(), (0...255).contains(number) else { return nil }
                fields.rating = number
            } else {
                guard fields[field] == nil, let value = cursor.plainString() else { return nil }
                fields[field] = value
            }
            if let slot = field.lineSlot { fields.lines.set(slot: slot, line: fieldLine, documentLine: line) }
            cursor.skipWhitespace()
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), let rating = fields.rating, let joke = fields.jokeID, let week = fields.weekID,
              let device = fields.deviceID, isUsualID(key, device: device, joke: joke, week: week, in: bytes) else { return nil }
        var timestamp: Int?
        if let written = fields.timestamp {
            guard let (instant, day) = Timestamp.parseDated(utf8: UnsafeBufferPointer(rebasing: bytes[written])), day.isSupported else { return nil }
            timestamp = Int(instant.timeIntervalSince1970.rounded(.down))
        }
        events.append(ScannedRatingEvent(
            jokeID: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[joke])),
            deviceID: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[device])),
            weekID: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[week])),
            rating: rating, timestamp: timestamp, line: line, fieldLines: fields.lines
        ))
        position = cursor.position
        return ScannedDocument(key: key, line: line)
    }

    private enum Field {
        case jokeID, rating, weekID, deviceID, timestamp

        init?(_ name: Slice<UnsafeBufferPointer<UInt8>>) {
            let name = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: name))
            func matches(_ field: StaticString) -> Bool {
                name.count == field.utf8CodeUnitCount && memcmp(name.baseAddress!, field.utf8Start, name.count) == 0
            }
            if matches("joke_id") { self = .jokeID
            } else if matches("rating") { self = .rating
            } else if matches("week_id") { self = .weekID
            } else if matches("device_id") { self = .deviceID
            } else if matches("timestamp") { self = .timestamp
            } else { return nil }
        }

        /// Its place in `RatingEvent.linedFields`.
        var lineSlot: Int? {
            switch self {
            case .jokeID: 0
            case .rating: 1
            case .weekID: 2
            case .deviceID, .timestamp: nil
            }
        }
    }

    /// What a document's fields hold so far: where each string is written.
    private struct ScannedFields {
        var jokeID: Range<Int>?
        var weekID: Range<Int>?
        var deviceID: Range<Int>?
        var timestamp: Range<Int>?
        var rating: Int?
        var lines = FieldLines()

        subscript(field: Field) -> Range<Int>? {
            get {
                switch field {
                case .jokeID: jokeID
                case .weekID: weekID
                case .deviceID: deviceID
                case .timestamp: timestamp
                case .rating: nil
                }
            }
            set {
                switch field {
                case .jokeID: jokeID = newValue
                case .weekID: weekID = newValue
                case .deviceID: deviceID = newValue
                case .timestamp: timestamp = newValue
                case .rating: break
                }
            }
        }
    }

    /// Whether the id's bytes are `{device}_{joke}_{week}`.
    private static func isUsualID(_ key: Range<Int>, device: Range<Int>, joke: Range<Int>, week: Range<Int>,
                                  in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == device.count + joke.count + week.count + 2 else { return false }
        let jokeStart = key.lowerBound + device.count + 1
        let weekStart = jokeStart + joke.count + 1
        return bytes[key.lowerBound..<(jokeStart - 1)].elementsEqual(bytes[device]) && bytes[jokeStart - 1] == UInt8(ascii: "_")
            && bytes[jokeStart..<(weekStart - 1)].elementsEqual(bytes[joke]) && bytes[weekStart - 1] == UInt8(ascii: "_")
            && bytes[weekStart..<key.upperBound].elementsEqual(bytes[week])
    }
}

/// A rating event as its file writes it; the ids point into the file's bytes.
struct ScannedRatingEvent {
    var jokeID: UnsafeRawBufferPointer
    var deviceID: UnsafeRawBufferPointer
    var weekID: UnsafeRawBufferPointer
    var rating: Int
    var timestamp: Int?
    var line: Int
    var fieldLines: FieldLines
}
