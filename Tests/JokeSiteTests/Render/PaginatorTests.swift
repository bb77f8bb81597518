import Testing
import TemplateEngine
@testable import JokeSite

@Suite struct PaginatorTests {
    private let paginator = Paginator(firstRoute: "tags/puns/", perPage: 2, urls: SiteURLs(baseURL: "https://example.org/"))

    /// Page numbers shown, with "…" for a gap.
    private func shown(_ number: Int, of total: Int) -> [String] {
        let pages = paginator.pagination(number: number, total: total).field("pages", of: Paginator.schema).items
        return pages.map { page in
            let field = { (name: String) in page.field(name, of: Paginator.pageLink) }
            guard field("gap") == .bool(false), case .int(let number) = field("number") else { return "…" }
            return "\(number)" + (field("current") == .bool(true) ? "*" : "")
        }
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
        let field = { (number: Int, name: String) in paginator.pagination(number: number, total: 3).field(name, of: Paginator.schema) }
        #expect(field(2, "previous").text == "/tags/puns/")
        #expect(field(2, "next").text == "/tags/puns/page/3/")
        #expect(field(1, "previous") == .absent)
        #expect(field(3, "next") == .absent)
    }
}
