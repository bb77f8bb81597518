import Foundation
import TemplateEngine

/// What the rules that place jokes (`RuleOrders`) read of one: the
/// characters' lists, the tags, the one-more-joke ring and the days are
/// decided from these fields alone, which is what lets a build keep them
/// while their hash is the same. A field those rules start to read is
/// added here and to `combine`, or they cannot see it.
struct JokeOrderFields: Sendable {
    let id: String
    let character: String
    let type: String
    let createdAt: Date?
    let sfw: Bool
    let tags: [String]

    init(_ joke: Joke) {
        (id, character, type, createdAt, sfw, tags) = (joke.id, joke.character, joke.type, joke.createdAt, joke.sfw, joke.tags)
    }

    func combine(into hasher: inout StableHasher) {
        hasher.combine(id)
        hasher.combine(character)
        hasher.combine(type)
        hasher.combine(OrderKey.time(createdAt) ^ (createdAt == nil ? 1 : 0))
        hasher.combine(sfw ? 1 : 0)
        hasher.combine(UInt64(tags.count))
        for tag in tags { hasher.combine(tag) }
    }
}
