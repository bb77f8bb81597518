import Foundation
import Testing
@testable import JokeSite

/// "One more joke": one ring of every safe-for-work joke, in an order that
/// reads as shuffled and stays put, so adding a joke moves one link.
@Suite struct NextJokeChainTests {
    private static let site = Site(title: "Jokes", baseURL: "https://example.org/", timeZone: TimeZone(identifier: "UTC")!,
                                   language: "en", appScheme: "app", perPage: 10, includeNSFW: false)
    private static let ids = (0..<200).map { "joke\($0)" }

    /// The ring of `ids`, placed as the rules place it (`RuleOrders`).
    private static func chain(_ ids: [String]) -> NextJokeChain {
        NextJokeChain(ordered: NextJokeChain.order(of: ids, site: site).map { ids[$0] }, site: site)
    }

    @Test func followingTheNextLinkVisitsEveryJokeOnceThenComesBack() {
        let chain = Self.chain(Self.ids)
        var visited: [String] = []
        let first = chain.next(after: nil)!
        var id = first
        repeat {
            visited.append(id)
            id = chain.next(after: id)!
        } while id != first && visited.count <= Self.ids.count
        #expect(visited.count == Self.ids.count)
        #expect(Set(visited) == Set(Self.ids))
    }

    @Test func theOrderIsShuffledNotTheCataloguesAndTheSameEveryTime() {
        let chain = Self.chain(Self.ids)
        #expect(chain.ids != Self.ids && chain.ids != Self.ids.sorted())
        #expect(Self.chain(Self.ids.reversed()).ids == chain.ids)
    }

    @Test func addingAJokeChangesExactlyOnePredecessorsNextLink() {
        let before = Self.chain(Self.ids)
        for added in ["new", "another new joke", "zzz"] {
            let after = Self.chain(Self.ids + [added])
            let changed = Self.ids.filter { before.next(after: $0) != after.next(after: $0) }
            #expect(changed.count == 1, "\(added): \(changed)")
            guard let predecessor = changed.first else { continue }
            #expect(after.next(after: predecessor) == added)
            // The new joke leads on to where its predecessor led.
            #expect(after.next(after: added) == before.next(after: predecessor))
        }
    }

    @Test func aJokeOutsideTheRingLeadsIntoIt() {
        let chain = Self.chain(Self.ids)
        let next = chain.next(after: "not safe for work")
        #expect(next.map(Self.ids.contains) == true)
    }

    @Test func aLoneJokeHasNoNext() {
        #expect(Self.chain(["only"]).next(after: "only") == nil)
        #expect(Self.chain([]).next(after: "any") == nil)
    }
}
