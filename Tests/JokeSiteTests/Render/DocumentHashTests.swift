import Testing
import TemplateEngine
@testable import JokeSite

/// Pages keyed by their inputs are kept while their documents' hashes
/// stay: a field of `Joke` or `JokeCharacter` missing from its hash would
/// leave pages stale.
@Suite struct DocumentHashTests {
    @Test func everyFieldOfAJokeIsHashedOrNamedAsAPosition() throws {
        let joke = try #require(try FixtureCatalogue().load().jokes.first)
        // A joke keeps its fields in a shared box (see `Joke`).
        let fields = try #require(Mirror(reflecting: joke).descendant("box", "fields"))
        let stored = Mirror(reflecting: fields).children.compactMap(\.label)
        #expect(Set(stored) == Set(JokeDocumentHash.fields + JokeDocumentHash.positions), "add new fields to JokeDocumentHash")
    }

    @Test func everyFieldOfACharacterIsHashedOrNamedAsAPosition() throws {
        let character = try #require(try FixtureCatalogue().load().characters.first)
        let stored = Mirror(reflecting: character).children.compactMap(\.label)
        #expect(Set(stored) == Set(CharacterDocumentHash.fields + CharacterDocumentHash.positions), "add new fields to CharacterDocumentHash")
    }

    @Test func changingAHashedFieldOfAJokeChangesTheHash() throws {
        let joke = try #require(try FixtureCatalogue().load().jokes.first)
        func hash(_ joke: Joke) -> ContentHash {
            var hasher = StableHasher()
            JokeDocumentHash.combine(joke, into: &hasher)
            return hasher.value
        }
        let changes: [(String, (inout Joke) -> Void)] = [
            ("text", { $0.text += "!" }), ("tags", { $0.tags.append("new") }), ("sfw", { $0.sfw.toggle() }),
            ("character", { $0.character += "x" }), ("type", { $0.type += "x" }), ("createdAt", { $0.createdAt = nil }),
            ("updatedAt", { $0.updatedAt = .distantPast }), ("source", { $0.source += "x" }), ("dislikes", { $0.dislikes += 1 }),
            ("ratingSum", { $0.ratingSum += 1 }), ("popularityScore", { $0.popularityScore += 1 }),
            ("ratingAvg", { $0.ratingAvg += 0.5 }), ("ratingCount", { $0.ratingCount += 1 }), ("likes", { $0.likes += 1 }),
            ("previousIDs", { $0.previousIDs.append("old") }), ("duplicateOf", { $0.duplicateOf = "other" }),
            ("migratedFrom", { $0.migratedFrom = "old" }),
        ]
        for (field, change) in changes {
            var changed = joke
            change(&changed)
            #expect(hash(changed) != hash(joke), "\(field)")
        }
        var moved = joke
        moved.line = (joke.line ?? 0) + 10
        #expect(hash(moved) == hash(joke), "a joke moved in its file shows the same")
    }

    @Test func changingAHashedFieldOfACharacterChangesTheHash() throws {
        let character = try #require(try FixtureCatalogue().load().characters.first)
        let changes: [(String, (inout JokeCharacter) -> Void)] = [
            ("name", { $0.name += "x" }), ("personality", { $0.personality += "!" }), ("jokeTypes", { $0.jokeTypes.append("pun") }),
            ("color", { $0.color = "#000001" }), ("backgroundLight", { $0.backgroundLight += "0" }),
            ("backgroundDark", { $0.backgroundDark += "0" }), ("avatar", { $0.avatar = "avatars/x.png" }), ("id", { $0.id += "x" }),
        ]
        for (field, change) in changes {
            var changed = character
            change(&changed)
            #expect(CharacterDocumentHash.of(changed) != CharacterDocumentHash.of(character), "\(field)")
        }
        var moved = character
        moved.line = (character.line ?? 0) + 10
        #expect(CharacterDocumentHash.of(moved) == CharacterDocumentHash.of(character))
    }
}
