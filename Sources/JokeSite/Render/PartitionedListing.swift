import TemplateEngine

/// A listing cut into partitions, each a paginated list under a header: a
/// character and its jokes, a tag and its jokes, the daily archive (one
/// partition). A listing source declares its partitions and how a page's
/// spec is made. Each page reads its partition (`PageReader.listing`): its
/// header and which items it lists, hashed here for the reader; the items'
/// values it reads through the reader like any page.
struct PartitionedListing<Header: ReadValue, Items: RandomAccessCollection & ReadValue & Sendable>: Sendable
    where Items.Index == Int, Items.SubSequence: Sendable {
    /// One paginated list: its first page's route, what its header shows,
    /// and its items in page order (ids, or values as small as a day's
    /// pick: what a page shows of them, it reads).
    struct Partition: Sendable {
        var firstRoute: String
        var header: Header
        var items: Items
    }

    var partitions: [Partition]
    /// The spec of one page of a partition.
    var page: @Sendable (Partition, Paginator.Page<Items>, PageReader) -> PageSpec

    /// A job for each page of each partition; `readsJoke`: the place of
    /// an item's joke (`RenderContext.jokePlace`).
    func jobs(_ context: RenderContext, readsJoke: @escaping (Items.Element) -> Int? = { _ in nil }) -> [PageJob] {
        let make = page
        // Hashed on both cores: an edit lists every tag's jokes again.
        let hashes = ParallelMap.map(partitions, parallel: context.parallel, grain: 1) { partition in
            var hasher = StableHasher()
            partition.header.combine(into: &hasher)
            partition.items.combine(into: &hasher)
            return hasher.value
        }
        return zip(partitions, hashes).flatMap { partition, hash in
            context.inputs.register(listing: partition.firstRoute, hash)
            return Paginator(firstRoute: partition.firstRoute, context).pages(partition.items).map { page in
                var job = PageJob(route: page.route) { reader in
                    reader.listing(partition.firstRoute)
                    return make(partition, page, reader)
                }
                job.readsJoke = page.items.first.flatMap(readsJoke)
                return job
            }
        }
    }
}

/// The header of a listing whose pages all show the same heading.
struct NoHeader: ReadValue {
    func combine(into hasher: inout StableHasher) {}
}
