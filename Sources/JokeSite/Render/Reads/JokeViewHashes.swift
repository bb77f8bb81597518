import TemplateEngine

/// What a page that reads a joke depends on (`Dependency.joke`): the hash
/// of the joke's view as pages are handed it (`JokeView.card`'s values), so
/// a field no page shows (a joke's `source`, where it is in the file)
/// changes none of its pages' keys. Hashing a view means making it, which
/// an edit would then do for every joke; so the last build's hashes are
/// kept in the state folder by what each view was made from (the joke
/// whole, its character's hash, the site's settings and address), and a
/// joke made of the same is not made into a view again.
struct JokeViewHashes: Sendable {
    /// Each view's hash, by the hash of what it was made from.
    let known: [ContentHash: ContentHash]

    init(known: [ContentHash: ContentHash] = [:]) {
        self.known = known
    }

    /// The hash of what a joke's view is made from: `seed` (the site's
    /// settings and address, which every view reads), its character's
    /// hash, the joke (its document's hash, when known), and the ratings
    /// from the events that pages show instead of its own
    /// (`ResolvedSite.rated`), if there are events.
    static func source(of joke: Joke, ratings: RankingCalculator.ShownRatings?, character: ContentHash, seed: ContentHash) -> ContentHash {
        // Of a joke as read, hashes and counts alone: mixed, not hashed
        // again (an edit finds the source of every joke).
        if let document = joke.document {
            var mix = HashMix()
            mix.add(seed)
            mix.add(character)
            mix.add(ratings.map { UInt64(UInt32(bitPattern: $0.count)) << 32 | UInt64(UInt32(bitPattern: $0.sum)) } ?? .max)
            mix.add(document)
            return mix.value
        }
        // A joke changed since: as the document memo keeps it, every field
        // and the lines of its fields relative to its own.
        var writer = CompactWriter(startingWith: [], capacity: 320)
        writer.write(seed)
        writer.write(character)
        if let ratings {
            writer.write(Int(ratings.count))
            writer.write(Int(ratings.sum))
        } else {
            writer.write(-1)
        }
        joke.write(to: &writer)
        return ContentHash.of(writer.bytes)
    }

    private static func file(in state: StateFolder, generator: String) -> StateCache {
        StateCache("views", version: 2, in: state, generator: generator)
    }

    /// The hashes the last build kept for this jokesite; none when there
    /// are none or they cannot be read.
    static func read(_ state: StateFolder, generator: String) -> JokeViewHashes {
        file(in: state, generator: generator).read { bytes in
            var reader = CompactReader(bytes)
            var known: [ContentHash: ContentHash] = [:]
            known.reserveCapacity(bytes.count / 32)
            while !reader.isAtEnd {
                guard let source = reader.hash(), let view = reader.hash() else { return nil }
                known[source] = view
            }
            return JokeViewHashes(known: known)
        } ?? JokeViewHashes()
    }

    /// Keeps `count` hashes, each with the hash of what its view was made
    /// from, for the next build; a state folder that cannot take them costs
    /// that build the views, nothing else.
    static func write(_ hashes: some Sequence<(ContentHash, ContentHash)>, count: Int, to state: StateFolder,
                      generator: String) {
        let file = file(in: state, generator: generator)
        var writer = file.writer(capacity: count * 32)
        for (source, view) in hashes {
            writer.write(source)
            writer.write(view)
        }
        file.write(writer)
    }
}
