import TemplateEngine

/// A build's digests and jobs' places as changes to a base manifest's
/// (a manifest's delta, see `OutputManifest`): the names whose digests are
/// new or differ, the names gone, the jobs whose outputs moved, and the
/// jobs the base's index of what they read no longer answers for. An edit
/// writes a few of each, not every digest and place of the site.
extension ReadDigests {
    /// Nil when the base's cannot stand under these: another seed, other
    /// jobs listed, or no index (`JobPlacesDraft.indexCarried` says whether
    /// it is the base's).
    func patch(against base: ReadDigests) -> [UInt8]? {
        guard base.seed == seed, tags.count == base.tags.count, let places, let index = places.index,
              let basePlaces = base.places, basePlaces.index != nil, places.listing == basePlaces.listing,
              places.jobCount == basePlaces.jobCount else { return nil }
        var writer = CompactWriter(startingWith: [], capacity: 4096)
        for (before, after) in zip(base.tags, tags) {
            var changed: [Entry] = [], gone: [UInt64] = [], old = 0
            for entry in after {
                while old < before.count, before[old].name < entry.name {
                    gone.append(before[old].name)
                    old += 1
                }
                if old < before.count, before[old].name == entry.name {
                    if before[old].digest != entry.digest { changed.append(entry) }
                    old += 1
                } else {
                    changed.append(entry)
                }
            }
            gone += before[old...].map(\.name)
            writer.write(changed.count)
            for entry in changed {
                writer.write(Int(Int64(bitPattern: entry.name)))
                writer.write(entry.digest)
            }
            writer.write(gone.count)
            for name in gone { writer.write(Int(Int64(bitPattern: name))) }
        }
        let moved = (0..<places.jobCount).filter { places.place(ofJob: $0) != basePlaces.place(ofJob: $0) }
        writer.write(moved.count)
        for job in moved {
            writer.write(job)
            writer.write(places.place(ofJob: job))
        }
        writer.write(index.unindexed.count)
        for job in index.unindexed { writer.write(Int(job)) }
        return writer.bytes
    }

    /// The digests and places `patch` wrote against `base`; nil for other bytes.
    init?(base: ReadDigests, patch: ArraySlice<UInt8>) {
        guard let basePlaces = base.places, let baseIndex = basePlaces.index else { return nil }
        let read: ([[Entry]], [UInt32], [UInt32])? = patch.withUnsafeBytes { bytes in
            var reader = CompactReader(bytes)
            func count() -> Int? {
                guard let count = reader.int(), count >= 0, count <= reader.remaining else { return nil }
                return count
            }
            var tags: [[Entry]] = []
            for before in base.tags {
                guard let changedCount = count() else { return nil }
                var changed: [Entry] = []
                for _ in 0..<changedCount {
                    guard let name = reader.int(), let digest = reader.hash() else { return nil }
                    changed.append(Entry(name: UInt64(bitPattern: Int64(name)), digest: digest))
                }
                guard let goneCount = count() else { return nil }
                var gone: [UInt64] = []
                for _ in 0..<goneCount {
                    guard let name = reader.int() else { return nil }
                    gone.append(UInt64(bitPattern: Int64(name)))
                }
                tags.append(Self.merged(before, changed: changed, gone: gone))
            }
            var places = (0..<basePlaces.jobCount).map { UInt32(basePlaces.place(ofJob: $0)) }
            guard let moved = count() else { return nil }
            for _ in 0..<moved {
                guard let job = reader.int(), job >= 0, job < places.count, let place = reader.uint32() else { return nil }
                places[job] = place
            }
            guard let unindexedCount = count() else { return nil }
            var unindexed: [UInt32] = []
            for _ in 0..<unindexedCount {
                guard let job = reader.uint32() else { return nil }
                unindexed.append(job)
            }
            return reader.isAtEnd ? (tags, places, unindexed) : nil
        }
        guard let (tags, places, unindexed) = read else { return nil }
        self.init(seed: base.seed, tags: tags)
        self.places = JobPlaces(listing: basePlaces.listing, places: places, index: baseIndex.answering(allBut: unindexed))
    }

    /// `before` with the entries of `changed` in place of its own and
    /// those of `gone` left out, in the names' order (all three are).
    private static func merged(_ before: [Entry], changed: [Entry], gone: [UInt64]) -> [Entry] {
        var merged: [Entry] = []
        merged.reserveCapacity(before.count + changed.count)
        var (next, out) = (0, 0)
        for entry in before {
            while next < changed.count, changed[next].name < entry.name {
                merged.append(changed[next])
                next += 1
            }
            while out < gone.count, gone[out] < entry.name { out += 1 }
            if next < changed.count, changed[next].name == entry.name {
                merged.append(changed[next])
                next += 1
            } else if out >= gone.count || gone[out] != entry.name {
                merged.append(entry)
            }
        }
        return merged + changed[next...]
    }
}
