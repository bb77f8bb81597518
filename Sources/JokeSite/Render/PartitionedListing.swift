import TemplateEngine

/// A listing cut into partitions, each a paginated list under a header: a
/// character and its jokes, a tag and its jokes, the daily archive (one
/// partition). A listing source declares it once: its partitions, what a
/// header shows, what one item shows, and how a page's spec is made. Each
/// page's inputs (`PageJob.inputs`) are derived from those (its number, the
/// number of pages, its partition's header and each of its items), so a
/// listing cannot leave out a read its pages depend on.
struct PartitionedListing<Header: Sendable, Item: Sendable>: Sendable {
    /// One paginated list: its first page's route, what its header shows,
    /// and its items in page order.
    struct Partition: Sendable {
        var firstRoute: String
        var header: Header
        var items: [Item]
    }

    var partitions: [Partition]
    /// Mixes in what a partition shows on every one of its pages beyond its
    /// items: its header, and its item count if a page shows it.
    var readHeader: @Sendable (Partition, inout StableHasher) -> Void
    /// Mixes in what one item shows on the page that lists it.
    var readItem: @Sendable (Item, inout StableHasher) -> Void
    /// The spec of one page of a partition.
    var page: @Sendable (Partition, Paginator.Page<Item>) -> PageSpec

    /// A job for each page of each partition.
    func jobs(_ context: RenderContext) -> [PageJob] {
        let readHeader = readHeader, readItem = readItem, make = page
        return partitions.flatMap { partition in
            Paginator(firstRoute: partition.firstRoute, context).pages(partition.items).map { page in
                PageJob(route: page.route, inputs: { hasher in
                    hasher.combine(UInt64(page.number))
                    hasher.combine(UInt64(page.total))
                    readHeader(partition, &hasher)
                    for item in page.items { readItem(item, &hasher) }
                }) { make(partition, page) }
            }
        }
    }
}
