import Testing
import TemplateEngine
@testable import JokeSite

/// What a page shows is what it read: a page made through a `PageReader`
/// depends on exactly the values it read, with no list of them kept by
/// hand, and the next build checks that list anew.
@Suite struct PageReaderTests {
    /// The fixture's site, ready to render.
    private static func renderer(_ fixture: FixtureCatalogue) throws -> PageRenderer {
        let site = ResolvedSite(catalogue: try fixture.load(), today: CalendarDay("2026-11-22")!, computedAt: "")
        let templates = try TemplateSet(directory: FixtureSite.templates.path)
        let context = RenderContext(site: site, shape: .declared, baseURL: "https://example.org/", templates: templates, parallel: false)
        return PageRenderer(templates: templates, context: context, generator: "test")
    }

    /// A page whose title shows one field of a joke, another that reads
    /// nothing: the key of each as made, and as the next build re-checks
    /// what it recorded.
    private static func keys(_ renderer: PageRenderer, recorded: [String: ArraySlice<UInt8>] = [:]) throws
        -> (made: [String: ContentHash], checked: [String: ContentHash?], recorded: [String: ArraySlice<UInt8>]) {
        let pages = [
            PageJob(route: "likes/") { reader in
                PageSpec(kind: TagPages.index, title: "\(reader.joke("joke_a")?.view.likes ?? 0) likes", description: "",
                         values: TagPages.index.values(["tags": .list([])]))
            },
            PageJob(route: "nothing/") { _ in
                PageSpec(kind: TagPages.index, title: "Nothing", description: "", values: TagPages.index.values(["tags": .list([])]))
            },
        ].map(renderer.output)
        var made: [String: ContentHash] = [:], checked: [String: ContentHash?] = [:], dependencies: [String: ArraySlice<UInt8>] = [:]
        for page in pages {
            let prepared = try page.prepare()
            made[page.name] = prepared.key
            dependencies[page.name] = ArraySlice(try #require(prepared.dependencies))
            checked[page.name] = recorded[page.name].flatMap { page.currentKey($0) }
        }
        return (made, checked, dependencies)
    }

    /// A page that starts reading a field re-keys when that field changes,
    /// with no other line of code; the page that does not read it keeps its key.
    @Test func aFieldReadIsADependencyAndNoOtherIs() throws {
        let fixture = try FixtureCatalogue()
        let before = try Self.keys(Self.renderer(fixture))
        try fixture.replace("\"likes\": 4,", with: "\"likes\": 5,", in: "jokes.json")
        let after = try Self.keys(Self.renderer(fixture), recorded: before.recorded)
        #expect(after.made["likes/"] != before.made["likes/"])
        #expect(after.made["nothing/"] == before.made["nothing/"])
        // What the next build checks, from what the last one recorded, agrees.
        #expect(after.checked["likes/"] == after.made["likes/"])
        #expect(after.checked["nothing/"] == after.made["nothing/"])
    }

    @Test func theRecordOfAPageCheckedInTheSameCatalogueGivesItsKey() throws {
        let renderer = try Self.renderer(FixtureCatalogue())
        let first = try Self.keys(renderer)
        let again = try Self.keys(renderer, recorded: first.recorded)
        for (route, key) in first.made { #expect(again.checked[route] == key, "\(route)") }
    }

    /// Each recorded dependency as its tag and name; nil when the bytes
    /// cannot be read.
    private static func scanned(_ bytes: some Collection<UInt8>) -> [String]? {
        var found: [String] = []
        let whole = Dependency.scan(ArraySlice(bytes)) { tag, name in
            found.append("\(tag) \(String(decoding: name, as: UTF8.self))")
            return true
        }
        return whole ? found : nil
    }

    @Test func dependenciesAreReadBackAsWritten() throws {
        let dependencies: [Dependency] = [.joke("joke_a"), .character("mr_sad"), .jokeNeighbours("j"), .nextJoke("x"), .nextJokeOrder,
                                          .day("2026-11-22"), .adjacentDays("2026-11-21"), .listing("tags/café/"), .siteCard,
                                          .joke(String(repeating: "long", count: 40))]
        var bytes: [UInt8] = []
        for dependency in dependencies { dependency.encode(into: &bytes) }
        #expect(Self.scanned(bytes) == dependencies.map { "\($0.tag) \($0.name)" })
        // Cut short: not read, so the page is made again.
        #expect(Self.scanned(bytes.dropLast()) == nil)
    }

    /// A record naming a kind of dependency this build does not know is
    /// not believed: the page is made again.
    @Test func anUnknownKindOfDependencyIsNotBelieved() throws {
        let renderer = try Self.renderer(FixtureCatalogue())
        let page = renderer.output(PageJob(route: "unknown/") { _ in
            PageSpec(kind: TagPages.index, title: "Unknown", description: "", values: TagPages.index.values(["tags": .list([])]))
        })
        #expect(page.currentKey([99, 0]) == nil)
        #expect(page.currentKey([]) != nil)
    }

    /// A value read twice is one dependency.
    @Test func aValueReadTwiceIsRecordedOnce() throws {
        let renderer = try Self.renderer(FixtureCatalogue())
        let page = renderer.output(PageJob(route: "twice/") { reader in
            _ = reader.joke("joke_a")
            _ = reader.joke("joke_a")
            return PageSpec(kind: TagPages.index, title: "Twice", description: "", values: TagPages.index.values(["tags": .list([])]))
        })
        let recorded = try #require(try page.prepare().dependencies)
        // And, having no card of its own, the site's it shows.
        #expect(Self.scanned(recorded) == ["\(Dependency.Tag.joke) joke_a", "\(Dependency.Tag.siteCard) "])
    }
}
