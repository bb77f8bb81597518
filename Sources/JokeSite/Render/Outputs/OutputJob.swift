import TemplateEngine

/// One output of the site, as `SiteOutputs` lists it: a page and its
/// Markdown twin, a feed, the sitemap, a widget snapshot, an icon or an
/// asset. Jobs are cheap to list; `prepare` runs on a worker thread.
struct OutputJob: Sendable {
    /// Its name in the manifest: a page's route, a document's path.
    var name: String
    /// A page's folder: `name/index.html` and its Markdown twin
    /// `name/index.md`; else the one file at `name`.
    var isFolder = false
    /// A page (rendered by templates, counted in the build's report), not a document.
    var isPage = true
    /// A page's `PageJob.readsJoke`: where it goes in the order pages are
    /// made in when most are (`RenderContext.readingOrder`).
    var readsJoke: Int?
    /// How it is made: no closure of its own for a page, which would be
    /// two allocations in each of a hundred thousand jobs.
    private let making: Making

    private enum Making: Sendable {
        /// A page of `renderer`'s.
        case page(PageJob.Making, PageRenderer)
        /// A document of `renderer`'s, made from what it reads.
        case readingDocument(@Sendable (PageReader) throws(OutputError) -> [UInt8], PageRenderer)
        case prepared(@Sendable () throws(OutputError) -> PreparedOutput)
    }

    init(name: String, isFolder: Bool = false, isPage: Bool = true,
         prepare: @escaping @Sendable () throws(OutputError) -> PreparedOutput) {
        self.name = name
        self.isFolder = isFolder
        self.isPage = isPage
        making = .prepared(prepare)
    }

    /// A page, made and keyed by `renderer`.
    init(page: PageJob, renderer: PageRenderer) {
        name = page.route
        isFolder = page.kind == .folder
        readsJoke = page.readsJoke
        making = .page(page.making, renderer)
    }

    /// A document at `path` that `renderer` keys by what `make` reads.
    init(document path: String, renderer: PageRenderer, reading make: @escaping @Sendable (PageReader) throws(OutputError) -> [UInt8]) {
        name = path
        isPage = false
        making = .readingDocument(make, renderer)
    }

    /// Its key, dependencies and renderers: runs on a worker thread.
    func prepare() throws(OutputError) -> PreparedOutput {
        switch making {
        case .page(let page, let renderer): try renderer.prepare(page, route: name, kind: kind, readsJoke: readsJoke)
        case .readingDocument(let make, let renderer): try renderer.prepare(document: name, reading: make)
        case .prepared(let prepare): try prepare()
        }
    }

    /// Made through a `PageReader`, so keyed by the dependencies it recorded.
    var isKeyedByReads: Bool {
        switch making {
        case .page(.reading, _), .page(.readingJoke, _), .readingDocument: true
        case .page(.whole, _), .prepared: false
        }
    }

    /// For an output made through a `PageReader`: its key in this build
    /// from the dependencies the last build recorded for it; nil when they
    /// cannot be read, or it is keyed by its value. Equal to the last
    /// build's key, the output and the outputs it named are kept unmade.
    func currentKey(_ dependencies: ArraySlice<UInt8>) -> ContentHash? {
        switch making {
        case .page(.reading, let renderer), .page(.readingJoke, let renderer), .readingDocument(_, let renderer):
            renderer.currentKey(route: name, kind: kind, dependencies: dependencies)
        case .page(.whole, _), .prepared: nil
        }
    }

    private var kind: PageJob.Kind { isFolder ? .folder : .file }

    /// The files it makes, in the order `PreparedOutput.render` makes them:
    /// spelled out when asked, not kept in each of a hundred thousand jobs.
    var files: [String] {
        Self.files(of: name, isFolder: isFolder)
    }

    static func files(of name: String, isFolder: Bool) -> [String] {
        isFolder ? [name + "index.html", name + "index.md"] : [name]
    }

    /// A document made whole by `make`: its key is the hash of its bytes,
    /// so it cannot go stale, and rendering hands those bytes on. Most
    /// documents are few and small beside the pages; one that grows with
    /// the catalogue reads it through a reader instead
    /// (`PageRenderer.document(_:reading:)`).
    static func document(_ path: String, make: @escaping @Sendable () throws(OutputError) -> [UInt8]) -> OutputJob {
        OutputJob(name: path, isPage: false) { () throws(OutputError) in
            let bytes = try make()
            return PreparedOutput(key: ContentHash.of(bytes)) { _, buffer in buffer.append(bytes) }
        }
    }
}

/// An output ready to render: its key, a stable hash of everything its
/// files are made from (equal keys, equal files: the last build's files
/// are kept without rendering), the outputs it names and makes with it,
/// and how to render each of its files into a buffer.
struct PreparedOutput {
    var key: ContentHash
    /// What it read through a `PageReader` (`Dependency.encode`), its key
    /// made of them; nil for an output keyed by its value.
    var dependencies: [UInt8]? = nil
    /// Outputs of its own that this one names (a page's social card):
    /// each is kept or rendered like any other output, once however many
    /// outputs name it (`OutputJob.name` tells them apart). Their
    /// `prepare` keys them without making them (the manifest records the
    /// keys with the naming output's).
    var derived: [OutputJob] = []
    var render: (_ file: Int, _ buffer: inout RenderBuffer) -> Void
}
