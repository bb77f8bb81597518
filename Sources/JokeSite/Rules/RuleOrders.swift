import Foundation
import TemplateEngine

/// Where the rules place the jokes, as places in `Catalogue.jokes`: the
/// jokes with pages, each character's list, the tags, the one-more-joke ring and the published
/// days. Decided from what they read (`JokeOrderFields` of every joke,
/// `site.json`, `daily_jokes.json` and the day) and nothing else: the
/// deciding code is handed no joke. Kept in the state folder with the hash
/// of those inputs, so a build whose inputs hash the same (an edit of a
/// joke's text, a template, a page) takes them as they were instead of
/// sorting the catalogue again.
struct RuleOrders: Sendable {
    /// The hash of what they were decided from (`inputs(of:)`).
    let inputs: ContentHash
    /// The jokes with pages (`ResolvedSite.pageJokes`), in the catalogue's
    /// order, and their ids' hash.
    let pages: (places: [UInt32], ids: ContentHash)
    /// Per character, its jokes with pages by type, then newest first,
    /// and the hash of their ids in that order (`JokeList.ids`).
    let lists: [(character: String, places: [UInt32], ids: ContentHash)]
    /// By slug: SFW jokes with pages, newest first, and their ids' hash.
    let tags: [(name: String, slug: String, places: [UInt32], ids: ContentHash)]
    /// The SFW jokes with pages, in the ring's order (`NextJokeChain`),
    /// and their ids' hash: what the pages that list the ring read.
    let ring: (places: [UInt32], ids: ContentHash)
    let days: [DailyPick]

    /// The hash of everything the orders are decided from: of the jokes,
    /// their `JokeOrderFields` (made one at a time: kept orders need no
    /// array of them).
    static func inputs(of jokes: [Joke], site: Site, dailyJokes: [DailyJoke], today: CalendarDay, parallel: Bool) -> ContentHash {
        let runs = ParallelMap.map(ParallelMap.runs(of: jokes.count), parallel: parallel, grain: 1) { run in
            var hasher = StableHasher()
            for place in run { JokeOrderFields(jokes[place]).combine(into: &hasher) }
            return hasher.value
        }
        var hasher = StableHasher()
        hasher.combine(site.fileHash)
        hasher.combine(today.description)
        for daily in dailyJokes {
            hasher.combine(daily.day.description)
            hasher.combine(daily.jokeID)
        }
        hasher.combine(UInt64(jokes.count))
        for run in runs { hasher.combine(run) }
        return hasher.value
    }

    /// Decided anew: the characters' lists and the tags beside the ring
    /// and the days, on both cores.
    init(deciding fields: [JokeOrderFields], inputs: ContentHash, site: Site, dailyJokes: [DailyJoke], today: CalendarDay) {
        self.inputs = inputs
        let pages = fields.indices.filter { fields[$0].sfw || site.includeNSFW }
        let safePages = pages.filter { fields[$0].sfw }
        let ids = { @Sendable (places: [UInt32]) in JokeList.ids(places.lazy.map { fields[Int($0)].id }) }
        let ((lists, tags), (ring, days)) = ParallelMap.both({
            (Self.lists(pages, fields).map { ($0.character, $0.places, ids($0.places)) },
             Self.tags(safePages, fields).map { ($0.name, $0.slug, $0.places, ids($0.places)) })
        }, {
            let ring = NextJokeChain.order(of: safePages.map { fields[$0].id }, site: site).map { UInt32(safePages[$0]) }
            return ((ring, ids(ring)), DailyJokePicker(fields: fields, site: site, dailyJokes: dailyJokes).picks(through: today))
        })
        let pagePlaces = pages.map { UInt32($0) }
        (self.pages, self.lists, self.tags, self.ring, self.days) = ((pagePlaces, ids(pagePlaces)), lists, tags, ring, days)
    }

    /// By type, then newest first, then id: stable whatever the file order.
    private static func lists(_ pages: [Int], _ fields: [JokeOrderFields]) -> [(character: String, places: [UInt32])] {
        // The types' places in their sorted order stand for them.
        let types = Dictionary(uniqueKeysWithValues: Set(pages.map { fields[$0].type }).sorted().enumerated().map { ($1, UInt64($0)) })
        let ordered = OrderKey.order(pages.map { OrderKey(first: types[fields[$0].type]!, second: ~OrderKey.time(fields[$0].createdAt)) })
        var lists: [(character: String, places: [UInt32])] = [], placeOf: [String: Int] = [:]
        for index in ordered {
            let place = pages[index], character = fields[place].character
            let list = placeOf[character] ?? lists.count
            if list == lists.count {
                placeOf[character] = list
                lists.append((character, []))
            }
            lists[list].places.append(UInt32(place))
        }
        return lists
    }

    /// Tags that fold to the same slug ("Puns", "puns") are one tag, named
    /// by the first spelling in sort order.
    private static func tags(_ safePages: [Int], _ fields: [JokeOrderFields]) -> [(name: String, slug: String, places: [UInt32])] {
        var tags: [(name: String, slug: String, places: [UInt32])] = []
        var places: [String: Int] = [:]
        // A few hundred names, each on thousands of jokes: each name is
        // slugged, and its tag found, once.
        var placesByName: [String: Int] = [:]
        // Per tag, the place in the order of the joke it listed last.
        var lastListed: [Int] = []
        let newestFirst = OrderKey.order(safePages.map { OrderKey(second: ~OrderKey.time(fields[$0].createdAt)) })
        for (order, index) in newestFirst.enumerated() {
            for name in fields[safePages[index]].tags {
                let place: Int
                if let known = placesByName[name] {
                    place = known
                } else {
                    let slug = TagSlug.make(name)
                    if let found = places[slug] {
                        place = found
                        if name < tags[place].name { tags[place].name = name }
                    } else {
                        place = tags.count
                        places[slug] = place
                        tags.append((name, slug, []))
                        lastListed.append(-1)
                    }
                    placesByName[name] = place
                }
                // A joke that names a tag twice, or two spellings of it, is listed once.
                if lastListed[place] != order {
                    tags[place].places.append(UInt32(safePages[index]))
                    lastListed[place] = order
                }
            }
        }
        return tags.sorted { $0.slug < $1.slug }
    }

    private init(inputs: ContentHash, pages: (places: [UInt32], ids: ContentHash),
                 lists: [(character: String, places: [UInt32], ids: ContentHash)],
                 tags: [(name: String, slug: String, places: [UInt32], ids: ContentHash)],
                 ring: (places: [UInt32], ids: ContentHash), days: [DailyPick]) {
        (self.inputs, self.pages, self.lists, self.tags, self.ring, self.days) = (inputs, pages, lists, tags, ring, days)
    }

    /// Whether every place is one of `count` jokes'.
    func fits(_ count: Int) -> Bool {
        let fits = { (places: [UInt32]) in places.allSatisfy { Int($0) < count } }
        return fits(pages.places) && lists.allSatisfy { fits($0.places) } && tags.allSatisfy { fits($0.places) } && fits(ring.places)
    }

    private static func file(in state: StateFolder, generator: String) -> StateCache {
        StateCache("orders", version: 4, in: state, generator: generator)
    }

    /// The orders the last build kept for this jokesite, if any.
    static func read(_ state: StateFolder, generator: String) -> RuleOrders? {
        file(in: state, generator: generator).read { bytes in
            var reader = CompactReader(bytes)
            func places() -> [UInt32]? {
                guard let count = reader.int(), count >= 0, count <= reader.remaining else { return nil }
                var places: [UInt32] = []
                places.reserveCapacity(count)
                for _ in 0..<count {
                    guard let place = reader.uint32() else { return nil }
                    places.append(place)
                }
                return places
            }
            guard let inputs = reader.hash(), let pagePlaces = places(), let pageIDs = reader.hash(),
                  let listCount = reader.int(), listCount >= 0, listCount <= reader.remaining else { return nil }
            var lists: [(character: String, places: [UInt32], ids: ContentHash)] = []
            for _ in 0..<listCount {
                guard let character = reader.string(), let list = places(), let ids = reader.hash() else { return nil }
                lists.append((character, list, ids))
            }
            guard let tagCount = reader.int(), tagCount >= 0, tagCount <= reader.remaining else { return nil }
            var tags: [(name: String, slug: String, places: [UInt32], ids: ContentHash)] = []
            for _ in 0..<tagCount {
                guard let name = reader.string(), let slug = reader.string(), let list = places(), let ids = reader.hash() else { return nil }
                tags.append((name, slug, list, ids))
            }
            guard let ringPlaces = places(), let ringIDs = reader.hash(), let dayCount = reader.int(), dayCount >= 0, dayCount <= reader.remaining else { return nil }
            var days: [DailyPick] = []
            for _ in 0..<dayCount {
                guard let day = reader.int(), let id = reader.string(), let assigned = reader.bool() else { return nil }
                days.append(DailyPick(day: CalendarDay(daysSinceEpoch: day), jokeID: id, isAssigned: assigned))
            }
            return reader.isAtEnd ? RuleOrders(inputs: inputs, pages: (pagePlaces, pageIDs), lists: lists, tags: tags, ring: (ringPlaces, ringIDs), days: days) : nil
        }
    }

    /// Keeps them for the next build; a state folder that cannot take
    /// them costs that build the sorts, nothing else.
    func write(to state: StateFolder, generator: String) {
        let file = Self.file(in: state, generator: generator)
        var writer = file.writer(capacity: ring.places.count * 16 + 64)
        func write(_ places: [UInt32]) {
            writer.write(places.count)
            for place in places { writer.write(Int(place)) }
        }
        writer.write(inputs)
        write(pages.places)
        writer.write(pages.ids)
        writer.write(lists.count)
        for list in lists {
            writer.write(list.character)
            write(list.places)
            writer.write(list.ids)
        }
        writer.write(tags.count)
        for tag in tags {
            writer.write(tag.name)
            writer.write(tag.slug)
            write(tag.places)
            writer.write(tag.ids)
        }
        write(ring.places)
        writer.write(ring.ids)
        writer.write(days.count)
        for pick in days {
            writer.write(pick.day.daysSinceEpoch)
            writer.write(pick.jokeID)
            writer.write(pick.isAssigned)
        }
        file.write(writer)
    }
}
