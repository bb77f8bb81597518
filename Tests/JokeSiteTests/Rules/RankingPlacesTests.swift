import Testing
@testable import JokeSite

@Suite struct RankingPlacesTests {
    private func places(_ counts: [Int]) -> [String] {
        let entries = counts.enumerated().map { Rankings.Entry(jokeID: "joke_\($0.offset)", count: $0.element, rank: $0.offset + 1) }
        return RankingPlace.places(of: entries).map(\.label)
    }

    @Test func jokesWithAsManyRatingsShareAPlace() {
        #expect(places([9, 7, 7, 7, 5]) == ["1", "=2", "=2", "=2", "5"])
        #expect(places([4, 4, 3, 1, 1]) == ["=1", "=1", "3", "=4", "=4"])
    }

    @Test func noTiesKeepTheRanks() {
        #expect(places([10, 9, 8]) == ["1", "2", "3"])
        #expect(places([]) == [])
    }

    @Test func aTieIsSaidInWords() {
        let entries = [Rankings.Entry(jokeID: "a", count: 3, rank: 1), Rankings.Entry(jokeID: "b", count: 2, rank: 2),
                       Rankings.Entry(jokeID: "c", count: 2, rank: 3)]
        #expect(RankingPlace.places(of: entries).map(\.description) == ["1st", "tied for 2nd", "tied for 2nd"])
    }

    @Test(arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd")])
    func ordinals(_ number: Int, _ word: String) {
        #expect(RankingPlace.ordinal(number) == word)
    }
}
