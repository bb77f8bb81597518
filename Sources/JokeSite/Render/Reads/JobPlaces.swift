/// Where each job of a build's listing (`SiteOutputs.jobs`) left its
/// output among the manifest's outputs, with the listing's hash. The
/// next build that lists the same jobs finds a job's last output by its
/// place, not by its name; a job none of whose recorded dependencies
/// changed (`ReadChanges`) is kept there in one pass over the jobs
/// (`SiteRenderer.render`), without a lookup of its name, its files
/// spelled out or a visit of the render's loop.
///
/// Kept in the manifest beside the digests, as its bytes: read without
/// being parsed; with the index of what the jobs read (`ReadIndex`),
/// which holds for the same listing only.
struct JobPlaces: Sendable {
    /// The listing's hash (`listingHash`): the jobs' names and shapes in order.
    let listing: UInt64
    /// Per job, its output's place in the manifest: 4 bytes, little-endian.
    private let places: ArraySlice<UInt8>
    /// Which jobs read each value, if known.
    let index: ReadIndex?

    var jobCount: Int { places.count / 4 }

    /// Where job `job`'s output is among the manifest's outputs.
    func place(ofJob job: Int) -> Int {
        Int(places.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: job * 4, as: UInt32.self) }.littleEndian)
    }

    /// The hash of a listing: each job's name and whether it is a folder,
    /// in order. Equal hashes, the same outputs in the same places.
    static func listingHash(_ jobs: [OutputJob]) -> UInt64 {
        var mix = HashMix()
        mix.add(UInt64(jobs.count))
        for job in jobs { mix.add(StableHash.fnv1a(job.name) &+ (job.isFolder ? 1 : 0)) }
        return mix.value.high
    }

    init(listing: UInt64, places: [UInt32], index: ReadIndex?) {
        self.listing = listing
        self.places = places.map(\.littleEndian).withUnsafeBytes { ArraySlice($0) }
        self.index = index
    }

    /// The listing's hash, the places' bytes, counted, then the index if any.
    func encode(into writer: inout CompactWriter) {
        writer.write(Int(Int64(bitPattern: listing)))
        writer.write(places.count)
        writer.write(bytes: places)
        writer.write(index != nil)
        index?.encode(into: &writer)
    }

    /// What `encode` wrote, its places kept as their bytes; nil for other bytes.
    init?(_ reader: inout CompactReader, in bytes: ArraySlice<UInt8>) {
        guard let listing = reader.int(), let count = reader.int(), count % 4 == 0,
              let range = reader.skip(count) else { return nil }
        self.listing = UInt64(bitPattern: Int64(listing))
        places = bytes[(bytes.startIndex + range.lowerBound)..<(bytes.startIndex + range.upperBound)]
        guard let indexed = reader.bool() else { return nil }
        index = indexed ? ReadIndex(&reader, in: bytes) : nil
        if indexed, index == nil { return nil }
    }
}

/// The jobs a build kept or made one by one, each with its output: its
/// place among the last manifest's outputs when kept, else `-1 - n` for
/// the nth output the build made. Gathered per chunk of jobs and joined.
struct JobOutputs: Sendable {
    /// The job in the high 32 bits, its output in the low 32.
    fileprivate var outputs: [UInt64] = []

    mutating func add(job: Int, output: Int) {
        outputs.append(UInt64(job) << 32 | UInt64(UInt32(bitPattern: Int32(output))))
    }

    mutating func add(_ other: JobOutputs) {
        outputs.append(contentsOf: other.outputs)
    }
}

/// What a build's render knows of its jobs' places before the commit
/// places their outputs: the listing, the jobs kept in bulk at their
/// places in `last`, and the others' outputs.
struct JobPlacesDraft: Sendable {
    let listing: UInt64
    let jobCount: Int
    /// The last build's places, when this build listed the same jobs.
    let last: JobPlaces?
    /// By job: kept in bulk at its place in `last`.
    var carried: [Bool]
    var outputs = JobOutputs()
    /// What the jobs read, as the last build's outputs recorded it.
    var index: ReadIndex?
    /// The index is the last build's, not made by this one.
    var indexCarried = false
    /// What the jobs read, logged when there was no index to carry or
    /// make from the last build's records.
    var log: ReadLog?
    /// The index was made from `log`: it answers for every job, made or kept.
    private(set) var indexIsCurrent = false

    /// The index made from `log`, once the jobs have gone.
    mutating func indexLoggedReads() {
        guard let log else { return }
        index = log.index(jobCount: jobCount)
        indexIsCurrent = index != nil
        self.log = nil
    }

    /// Each job's place in a manifest that lists the `made` outputs first,
    /// then the last build's outputs `kept` says it kept, in their order
    /// (`OutputFolder.commit`); or, for a delta on a base of `base`
    /// outputs, that leaves those it kept at their places, then lists the
    /// others kept in their order, then the made ones.
    func places(made: Int, kept: [Bool], base: Int? = nil) -> JobPlaces {
        var keptPlaces = Array(repeating: UInt32(0), count: kept.count), next = UInt32(base ?? made)
        for (place, isKept) in kept.enumerated() where isKept {
            if let base, place < base {
                keptPlaces[place] = UInt32(place)
            } else {
                keptPlaces[place] = next
                next += 1
            }
        }
        let madeFrom = base == nil ? 0 : next
        var places = Array(repeating: UInt32(0), count: jobCount)
        if let last {
            for job in carried.indices where carried[job] { places[job] = keptPlaces[last.place(ofJob: job)] }
        }
        var made: [Int] = []
        for word in outputs.outputs {
            let output = Int32(bitPattern: UInt32(truncatingIfNeeded: word))
            places[Int(word >> 32)] = output < 0 ? madeFrom + UInt32(-1 - output) : keptPlaces[Int(output)]
            if output < 0 { made.append(Int(word >> 32)) }
        }
        // A job made again may read otherwise: the index no longer answers for it.
        return JobPlaces(listing: listing, places: places, index: indexIsCurrent ? index : index?.notIndexing(made, jobCount: jobCount))
    }
}
