import Testing
import TemplateEngine
@testable import JokeSite

/// A listing's pages are keyed by what they read (`PageReader`): their
/// partition, which `PartitionedListing` reads for them, and their items'
/// values. An edit re-keys exactly the listing pages whose values it
/// changes, so a rebuild keeps the others and misses none.
@Suite struct PartitionedListingTests {
    /// The character, tag and daily archive pages of the fixture, each
    /// with the key of what it read and the key of the value it renders.
    private struct ListingKeys {
        var inputs: [String: ContentHash] = [:]
        var values: [String: ContentHash] = [:]

        init(_ fixture: FixtureCatalogue) throws {
            let (context, templates) = try PartitionedListingTests.context(fixture)
            let renderer = PageRenderer(templates: templates, context: context, generator: "test")
            let listed = [CharacterPages.characterPage, TagPages.tagPage, DailyPages.archive].map(\.template)
            let sources: [any OutputSource] = [CharacterPages(), TagPages(), DailyPages()]
            for job in sources.flatMap({ $0.pages(context) }) {
                let spec = job.spec(context)
                guard listed.contains(spec.kind.template) else { continue }
                inputs[job.route] = try renderer.output(job).prepare().key
                values[job.route] = renderer.key(of: job, spec, value: renderer.value(of: job, spec))
            }
        }

        /// The routes whose input key, and those whose value, differ in `other`.
        func changes(in other: ListingKeys) -> (inputs: Set<String>, values: Set<String>) {
            #expect(Set(inputs.keys) == Set(other.inputs.keys))
            return (Set(inputs.keys.filter { inputs[$0] != other.inputs[$0] }),
                    Set(values.keys.filter { values[$0] != other.values[$0] }))
        }
    }

    /// The fixture's, whose `per_page` is 2.
    private static func context(_ fixture: FixtureCatalogue) throws -> (RenderContext, TemplateSet) {
        let site = ResolvedSite(catalogue: try fixture.load(), today: CalendarDay("2026-11-22")!, computedAt: "")
        let templates = try TemplateSet(directory: FixtureSite.templates.path)
        return (RenderContext(site: site, shape: .declared, baseURL: "https://example.org/", templates: templates, parallel: false), templates)
    }

    /// A page reads its partition (header and which items it lists) and
    /// the values of its own items, no other partition.
    @Test func aPageReadsItsPartitionAndItsOwnItems() throws {
        let (context, templates) = try Self.context(FixtureCatalogue())
        let renderer = PageRenderer(templates: templates, context: context, generator: "test")
        let keys = { (headers: [String], items: [[String]]) throws -> [String: ContentHash] in
            let partitions = zip(headers, items).map { header, items in
                PartitionedListing<String, [String]>.Partition(firstRoute: "lists/\(header.prefix(1))/", header: header, items: items)
            }
            // Its key is what it read, whatever its value.
            let listing = PartitionedListing(partitions: partitions) { _, page, reader in
                page.items.forEach { _ = reader.joke($0) }
                return PageSpec(kind: TagPages.index, title: page.title("List"), description: "", values: TagPages.index.values(["tags": .list([])]))
            }
            var keys: [String: ContentHash] = [:]
            for job in listing.jobs(context) {
                keys[job.route] = try renderer.output(job).prepare().key
            }
            return keys
        }
        let items = [["joke_a", "joke_b", "joke_c"], ["joke_d", "joke_e"]]
        let before = try keys(["one", "two"], items)
        #expect(before.keys.sorted() == ["lists/o/", "lists/o/page/2/", "lists/t/"])
        let changed = { (after: [String: ContentHash]) in Set(before.keys.filter { before[$0] != after[$0] }) }
        #expect(changed(try keys(["one!", "two"], items)) == ["lists/o/", "lists/o/page/2/"])
        #expect(changed(try keys(["one", "two"], [["joke_a", "joke_b", "joke_c"], ["joke_e", "joke_d"]])) == ["lists/t/"])
        #expect(changed(try keys(["one", "two"], [["joke_a", "joke_b", "joke_c", "joke_d"], ["joke_d", "joke_e"]]))
            == ["lists/o/", "lists/o/page/2/"])
    }

    /// The listing pages an edit to the fixture re-keys and changes.
    private func changes(_ old: String, _ new: String, in file: String) throws -> (inputs: Set<String>, values: Set<String>) {
        let fixture = try FixtureCatalogue()
        let before = try ListingKeys(fixture)
        try fixture.replace(old, with: new, in: file)
        return before.changes(in: try ListingKeys(fixture))
    }

    @Test func aCharactersDescriptionReKeysItsPagesAndNoOtherCharacters() throws {
        let changed = try changes("Sighs, then **smiles**.", "Sighs, then **grins**.", in: "characters.json")
        let characterPages = changed.inputs.filter { $0.hasPrefix("characters/") }
        #expect(!characterPages.isEmpty)
        #expect(characterPages.allSatisfy { $0.hasPrefix(Routes.character("mr_sad")) })
        #expect(changed.inputs == changed.values)
    }

    @Test func anEditedJokeReKeysExactlyThePagesThatListIt() throws {
        let changed = try changes("The rain returned", "The rain came back", in: "jokes.json")
        #expect(changed.inputs.contains(Routes.character("mr_sad")))
        #expect(changed.inputs.contains(Routes.tag("weather")))
        #expect(!changed.inputs.contains(Routes.character("mr_funny")))
        #expect(changed.inputs == changed.values)
    }

    /// A partition one joke shorter shows another count on every page
    /// and moves the jokes after it: its pages re-key, no other partition's.
    @Test func aTagLeftByAJokeReKeysThatTagsPages() throws {
        let changed = try changes("\"tags\": [\"weather\"]", "\"tags\": []", in: "jokes.json")
        #expect(changed.inputs.contains(Routes.tag("weather")))
        #expect(changed.inputs == changed.values)
    }
}
