import JokeSite

/// The one merge policy of `pull`, `push` and `prune`, as a table: what to
/// do with a field, or a whole document, given the sync base (the common
/// ancestor, nil when absent), `content/`'s version ("mine"), Firestore's
/// ("theirs") and who owns it. Values are Firestore's typed JSON, compared
/// as Firestore stores them. Pure: no reads, no writes.
///
/// | base vs mine | base vs theirs | mine vs theirs | outcome                                  |
/// |--------------|----------------|----------------|------------------------------------------|
/// | any          | any            | same           | agree (nothing to do)                    |
/// | changed      | same           | differ         | take mine (waits to be pushed)           |
/// | same         | changed        | differ         | take theirs                              |
/// | changed      | changed        | differ         | the app's: take theirs; else conflict    |
///
/// With no base, an absent base value counts as "same" for the side that
/// lacks the field: what one side alone has is kept.
public enum MergePolicy {
    public enum Owner: Sendable, Equatable {
        /// Edited on both sides (a joke's text): both changed is a conflict.
        case shared
        /// Written by the app all day (its counters, its events): Firestore's value wins.
        case app
    }

    public enum FieldOutcome: Sendable, Equatable {
        case agree
        case takeMine
        case takeTheirs
        /// Both changed; Firestore's value kept because the app owns the field.
        case takeTheirsOverMine
        case conflict
    }

    public static func field(base: JSONValue?, mine: JSONValue?, theirs: JSONValue?, owner: Owner) -> FieldOutcome {
        if FirestoreValue.same(mine, theirs) { return .agree }
        if FirestoreValue.same(theirs, base) { return .takeMine }
        if FirestoreValue.same(mine, base) { return .takeTheirs }
        return owner == .app ? .takeTheirsOverMine : .conflict
    }

    public enum DocumentOutcome: Sendable, Equatable {
        /// Neither side has it (any more): gone from the base too.
        case delete
        /// `content/`'s version (new, or deleted there) stays and waits to be pushed.
        case takeMine
        /// Firestore's version (new, or deleted there) is taken.
        case takeTheirs
        /// Firestore deleted it; `content/`'s changes are dropped, the app owning the collection.
        case takeTheirsOverMine
        /// Both have it: merged field by field (`field`), keeping both sides' changes.
        case keepBoth
        /// One side deleted it, the other changed it.
        case conflict(String)
    }

    /// A document's fate; `mine`/`theirs`/`base` are its fields, nil when the side lacks it.
    public static func document(base: JSONObject?, mine: JSONObject?, theirs: JSONObject?, owner: Owner) -> DocumentOutcome {
        switch (mine, theirs) {
        case (nil, nil):
            return .delete
        case (.some, .some):
            return .keepBoth
        case (let mine?, nil):
            guard let base else { return .takeMine }
            if FirestoreValue.sameFields(mine, base) { return .delete }
            return owner == .app ? .takeTheirsOverMine : .conflict("changed in content/, deleted in Firestore")
        case (nil, let theirs?):
            guard let base, owner == .shared else { return .takeTheirs }
            return FirestoreValue.sameFields(theirs, base) ? .takeMine : .conflict("deleted in content/, changed in Firestore")
        }
    }
}

/// A conflict as a value: which document and field, both sides' values
/// (as the catalogue writes them; nil for an absent field or document), and why.
public struct SyncConflict: Sendable, Equatable, CustomStringConvertible {
    /// "jokes/ID".
    public var document: String
    /// nil when the whole document is in conflict (deleted on one side).
    public var field: String?
    public var mine: JSONValue?
    public var theirs: JSONValue?
    public var why: String

    /// `jokes/ID: text: content/ has "…", Firestore has "…" (both changed since the last sync)`.
    public var description: String {
        guard let field else { return "\(document): \(why)" }
        return "\(document): \(field): content/ has \(Self.show(mine)), Firestore has \(Self.show(theirs)) (\(why))"
    }

    /// A value on one line for a message; "nothing" for an absent field. A
    /// long one is cut inside its text, keeping a string's closing quote.
    static func show(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        let text = JSONWriter.format(value).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        guard text.count > 80 else { return text }
        // Not ending on a space or half an escape.
        if case .string = value { return String(text.prefix(76).reversed().drop { $0 == " " || $0 == "\\" }.reversed()) + "…\"" }
        return String(text.prefix(77)) + "…"
    }
}
