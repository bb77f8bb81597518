import Testing
@testable import JokeSite

@Suite struct PaginatorTests {
    private let paginator = Paginator(firstRoute: "tags/puns/", perPage: 2, urls: SiteURLs(baseURL: "https://example.org/"))

    /// Page numbers shown, with "…" for a gap.
    private func shown(_ number: Int, of total: Int) -> [String] {
        let pages = paginator.pagination(number: number, total: total)["pages"] as! [[String: Any]]
        return pages.map { $0["gap"] as? Bool == true ? "…" : "\($0["number"]!)" + ($0["current"] as? Bool == true ? "*" : "") }
    }

    @Test func linksTheFirstTheLastAndTheNeighbours() {
        #expect(shown(10, of: 20) == ["1", "…", "8", "9", "10*", "11", "12", "…", "20"])
        #expect(shown(1, of: 20) == ["1*", "2", "3", "…", "20"])
        #expect(shown(20, of: 20) == ["1", "…", "18", "19", "20*"])
        #expect(shown(4, of: 20) == ["1", "2", "3", "4*", "5", "6", "…", "20"])
        #expect(shown(2, of: 4) == ["1", "2*", "3", "4"])
        #expect(shown(1, of: 1) == ["1*"])
    }

    @Test func previousAndNextLinkTheNeighbouringPages() {
        let middle = paginator.pagination(number: 2, total: 3)
        #expect(middle["previous"] as? String == "/tags/puns/")
        #expect(middle["next"] as? String == "/tags/puns/page/3/")
        #expect(paginator.pagination(number: 1, total: 3)["previous"] == nil)
        #expect(paginator.pagination(number: 3, total: 3)["next"] == nil)
    }
}
