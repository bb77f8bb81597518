import Foundation
import Testing
@testable import JokeSite

/// `/random/` picks one safe-for-work joke of each character by the build's
/// day: the same day, the same picks; another day, others.
@Suite struct RandomPicksTests {
    private static func site() throws -> ResolvedSite {
        ResolvedSite(catalogue: try FixtureCatalogue().load(), today: CalendarDay("2026-11-22")!, computedAt: "")
    }

    @Test func theSameDayPicksTheSameJokes() throws {
        let day = CalendarDay("2026-11-22")!
        let first = RandomPage.picks(try Self.site(), day: day)
        let again = RandomPage.picks(try Self.site(), day: day)
        #expect(!first.isEmpty)
        #expect(first.map(\.jokeID) == again.map(\.jokeID))
    }

    @Test func otherDaysPickOtherJokes() throws {
        let site = try Self.site()
        let days = (0..<30).map { CalendarDay("2026-11-01")!.adding(days: $0) }
        let picks = Set(days.map { RandomPage.picks(site, day: $0).map(\.jokeID) })
        #expect(picks.count > 1, "thirty days all picked the same jokes")
    }

    @Test func eachPickIsASafeJokeOfItsCharacter() throws {
        let site = try Self.site()
        let jokes = Dictionary(uniqueKeysWithValues: site.catalogue.jokes.map { ($0.id, $0) })
        let picks = RandomPage.picks(site, day: CalendarDay("2026-11-22")!)
        for pick in picks {
            let joke = try #require(jokes[pick.jokeID])
            #expect(joke.sfw && joke.character == pick.characterID, "\(pick)")
        }
        let withSafeJokes = site.catalogue.characters.filter { character in site.pageJokes.contains { $0.sfw && $0.character == character.id } }
        #expect(picks.map(\.characterID) == withSafeJokes.map(\.id))
    }
}
