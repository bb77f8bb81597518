import TemplateEngine

/// The build record's answer to "what uses X?": for each value pages read
/// (a dependency, by its tag and its name's hash), the jobs of a listing
/// (`JobPlaces`) whose outputs read it; and the jobs it does not answer
/// for (made since it was, or not keyed by what they read), which every
/// build visits. An edit visits the jobs that read a value whose digest
/// changed (`ReadDigests`) and keeps every other job's output without
/// looking at its record (`SiteRenderer.render`): the keep costs what
/// changed, not a check of each of a million jobs.
///
/// Made from what each job read as a build renders jobs listed anew
/// (`ReadLog`), or from the records while a build checks them all (an
/// index dropped), then carried from manifest to manifest as its bytes,
/// read in place: never parsed.
struct ReadIndex: Sendable {
    /// One value a job read, as the index is made from them.
    struct Read {
        var name: UInt64
        var job: UInt32
    }

    /// Per tag (`Dependency.Tag`), its names' places.
    private let tagRanges: [Range<Int>]
    /// The names' hashes (in the order of tags, then of hashes, each name
    /// once: `UInt64`s), each name's first posting and one past the last
    /// (`UInt32`s), then the postings: jobs (`UInt32`s), little-endian.
    private let core: ArraySlice<UInt8>
    /// The jobs visited on every build, in order.
    let unindexed: [UInt32]

    private var nameCount: Int { tagRanges.last?.upperBound ?? 0 }

    /// Made from each tag's reads (in any order) and the jobs it cannot
    /// answer for; names and postings sorted on both cores.
    static func make(readsByTag: [[Read]], unindexed: [Int], parallel: Bool) -> ReadIndex {
        let tags = ParallelMap.map(readsByTag, parallel: parallel, grain: 1) { reads in
            var names: [UInt64] = [], starts: [UInt32] = [], postings: [UInt32] = []
            for read in reads.sorted(by: { ($0.name, $0.job) < ($1.name, $1.job) }) {
                if names.last != read.name {
                    names.append(read.name)
                    starts.append(UInt32(postings.count))
                } else if postings.last == read.job {
                    continue
                }
                postings.append(read.job)
            }
            return (names: names, starts: starts, postings: postings)
        }
        var core: [UInt8] = []
        var ranges: [Range<Int>] = [], posted = 0
        for tag in tags {
            ranges.append((ranges.last?.upperBound ?? 0)..<((ranges.last?.upperBound ?? 0) + tag.names.count))
            append(tag.names, to: &core)
        }
        for tag in tags {
            append(tag.starts.map { $0 + UInt32(posted) }, to: &core)
            posted += tag.postings.count
        }
        append([UInt32(posted)], to: &core)
        for tag in tags { append(tag.postings, to: &core) }
        return ReadIndex(tagRanges: ranges, core: ArraySlice(core), unindexed: unindexed.map { UInt32($0) })
    }

    /// Made from the reads `pass` hands over, twice in the same order
    /// (`ReadLog`): once to count each name's readers, then to place them
    /// in the index's own bytes, so no list of the reads is held, only a
    /// table of the names. Nil when a pass fails or the two differ.
    static func make(unindexed: [Int], pass: ((_ tag: Int, _ name: UInt64, _ job: Int) -> Void) -> Bool) -> ReadIndex? {
        var readers = [[UInt64: UInt32]](repeating: [:], count: Int(Dependency.Tag.count))
        var posted = 0
        guard pass({ tag, name, _ in
            readers[tag][name, default: 0] += 1
            posted += 1
        }) else { return nil }
        let names = readers.reduce(0) { $0 + $1.count }
        var core = [UInt8](repeating: 0, count: names * 12 + 4 + posted * 4)
        var ranges: [Range<Int>] = []
        let placed = core.withUnsafeMutableBytes { bytes in
            // Each name's count becomes the place of its first posting, then of its next.
            var place = 0, posting = 0
            for tag in readers.indices {
                let first = place
                for name in readers[tag].keys.sorted() {
                    bytes.storeBytes(of: name.littleEndian, toByteOffset: place * 8, as: UInt64.self)
                    bytes.storeBytes(of: UInt32(posting).littleEndian, toByteOffset: names * 8 + place * 4, as: UInt32.self)
                    posting += Int(readers[tag].updateValue(UInt32(posting), forKey: name)!)
                    place += 1
                }
                ranges.append(first..<place)
            }
            bytes.storeBytes(of: UInt32(posting).littleEndian, toByteOffset: names * 12, as: UInt32.self)
            var same = true
            return pass { tag, name, job in
                guard same, let place = readers[tag][name], Int(place) < posted else { return same = false }
                bytes.storeBytes(of: UInt32(job).littleEndian, toByteOffset: names * 12 + 4 + Int(place) * 4, as: UInt32.self)
                readers[tag][name] = place + 1
            } && same
        }
        guard placed else { return nil }
        return ReadIndex(tagRanges: ranges, core: ArraySlice(core), unindexed: unindexed.map { UInt32($0) })
    }

    private init(tagRanges: [Range<Int>], core: ArraySlice<UInt8>, unindexed: [UInt32]) {
        self.tagRanges = tagRanges
        self.core = core
        self.unindexed = unindexed
    }

    private static func append<Value: FixedWidthInteger>(_ values: [Value], to bytes: inout [UInt8]) {
        values.map(\.littleEndian).withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// The same index, not answering for `jobs` either (made again, they
    /// may read otherwise); nil when it would visit more than a sixteenth
    /// of `jobCount` jobs (and more than 1,024) on every build: then the
    /// next build makes it anew.
    func notIndexing(_ jobs: [Int], jobCount: Int) -> ReadIndex? {
        let unindexed = Set(unindexed).union(jobs.map { UInt32($0) }).sorted()
        guard unindexed.count <= max(1024, jobCount / 16) else { return nil }
        return ReadIndex(tagRanges: tagRanges, core: core, unindexed: unindexed)
    }

    /// The same index, answering for every job but `unindexed`.
    func answering(allBut unindexed: [UInt32]) -> ReadIndex {
        ReadIndex(tagRanges: tagRanges, core: core, unindexed: unindexed)
    }

    /// Per job of the `jobCount` listed, whether it must be visited: it
    /// read a value whose digest is not the same in `last` and `current`
    /// (changed, added, gone, or with no digest), or the index does not
    /// answer for it. Nil when the digests cannot be compared
    /// (`ReadChanges`) or the index names a job past `jobCount`.
    func visits(from last: ReadDigests, to current: ReadDigests, jobCount: Int) -> [Bool]? {
        guard ReadDigests.comparable(last, current), tagRanges.count == last.tags.count,
              unindexed.allSatisfy({ Int($0) < jobCount }) else { return nil }
        var visit = [Bool](repeating: false, count: jobCount)
        for job in unindexed { visit[Int(job)] = true }
        let names = nameCount
        let valid = core.withUnsafeBytes { bytes in
            let start = { (place: Int) in Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: names * 8 + place * 4, as: UInt32.self))) }
            let postings = names * 12 + 4, posted = start(names)
            for (tag, range) in tagRanges.enumerated() {
                let (before, after) = (last.tags[tag], current.tags[tag])
                var (old, new) = (0, 0)
                for place in range {
                    let name = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: place * 8, as: UInt64.self))
                    while old < before.count, before[old].name < name { old += 1 }
                    while new < after.count, after[new].name < name { new += 1 }
                    if old < before.count, new < after.count, before[old].name == name, after[new].name == name,
                       before[old].digest == after[new].digest { continue }
                    let (first, end) = (start(place), start(place + 1))
                    guard first <= end, end <= posted else { return false }
                    for posting in first..<end {
                        let job = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: postings + posting * 4, as: UInt32.self)))
                        guard job < jobCount else { return false }
                        visit[job] = true
                    }
                }
            }
            return true
        }
        return valid ? visit : nil
    }

    /// Its tags' name counts, its postings' count, the core's bytes, then
    /// the jobs it does not answer for.
    func encode(into writer: inout CompactWriter) {
        for range in tagRanges { writer.write(range.count) }
        writer.write(core.count)
        writer.write(bytes: core)
        writer.write(unindexed.count)
        for job in unindexed { writer.write(Int(job)) }
    }

    /// What `encode` wrote, its core kept as its bytes; nil for other bytes.
    init?(_ reader: inout CompactReader, in bytes: ArraySlice<UInt8>) {
        var ranges: [Range<Int>] = []
        for _ in 0..<Dependency.Tag.count {
            guard let count = reader.int(), count >= 0, count <= reader.remaining else { return nil }
            let start = ranges.last?.upperBound ?? 0
            ranges.append(start..<(start + count))
        }
        let names = ranges.last?.upperBound ?? 0
        guard let size = reader.int(), size >= names * 12 + 4, let range = reader.skip(size) else { return nil }
        core = bytes[(bytes.startIndex + range.lowerBound)..<(bytes.startIndex + range.upperBound)]
        tagRanges = ranges
        // The postings' count, last of the starts, must fill the rest.
        let posted = core.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: names * 12, as: UInt32.self))) }
        guard size == names * 12 + 4 + posted * 4, let count = reader.int(), count >= 0, count <= reader.remaining else { return nil }
        var unindexed: [UInt32] = []
        for _ in 0..<count {
            guard let job = reader.uint32() else { return nil }
            unindexed.append(job)
        }
        self.unindexed = unindexed
    }
}
