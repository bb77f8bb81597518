import Foundation
import TemplateEngine

/// The search index: Pagefind run over the pages this build leaves (the
/// staged ones and the kept ones, linked into one scratch folder), its
/// files written into the output like any other, so they are committed
/// with the pages they index, in a canonical order (see
/// `PagefindCanonicalizer`), so the same pages make the same bytes. Its key is the indexed pages' hashes and
/// Pagefind's version: a build that changed none of them keeps the last
/// index without running Pagefind.
struct SearchIndexer: Sendable {
    let binary: PagefindBinary
    let context: RenderContext

    /// Pagefind's own search UIs, which the search page does not use.
    private static let unusedFiles = ["pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css",
                                      "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js"]

    /// The pages that carry `data-pagefind-body`: every joke page (NSFW
    /// ones have pages only with `include_nsfw`), each character's first
    /// page and the content pages.
    func indexedFiles() -> [String] {
        let site = context.site
        let routes = site.pageJokes.map { Routes.joke($0.id) } + site.catalogue.characters.map { Routes.character($0.id) }
            + site.catalogue.pages.map { Routes.page($0.slug) }
        return routes.map { $0 + "index.html" }.sorted()
    }

    /// Indexes the pages, or keeps the last index; true when Pagefind ran.
    @discardableResult
    func index(into output: OutputFolder) throws(OutputError) -> Bool {
        let files = indexedFiles()
        let version = try binary.version()
        var hasher = StableHasher()
        hasher.combine(version)
        for file in files {
            hasher.combine(file)
            hasher.combine(output.hash(of: file) ?? .zero)
        }
        let key = hasher.value
        if output.keepOutput(SearchIndexFolder.route, key: key, files: nil) { return false }

        let scratch = output.scratchFolder
        let pages = scratch + "/search-pages"
        let index = scratch + "/search-index"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try linkPages(files, from: output, into: pages)
        try binary.index(site: pages, output: index)
        try PagefindCanonicalizer(folder: index, version: version).canonicalize()
        let made = try Self.files(under: index).filter { !Self.unusedFiles.contains($0) }
        for file in made {
            guard let data = FileManager.default.contents(atPath: index + "/" + file) else {
                throw OutputError(path: index + "/" + file, message: "cannot read Pagefind's output")
            }
            try output.write(SearchIndexFolder.route + file, data, of: SearchIndexFolder.route)
        }
        output.recordOutput(SearchIndexFolder.route, key: key, files: made.map { SearchIndexFolder.route + $0 })
        return true
    }

    /// The indexed pages as this build leaves them, hard-linked (copied
    /// where a link cannot be made) at their paths under `folder`.
    private func linkPages(_ files: [String], from output: OutputFolder, into folder: String) throws(OutputError) {
        for file in files {
            let target = folder + "/" + file
            let parent = (target as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw OutputError(path: parent, message: "cannot create the folder: \(OutputFolder.reason(error))")
            }
            let source = output.currentFile(file)
            if link(source, target) == 0 { continue }
            do {
                try FileManager.default.copyItem(atPath: source, toPath: target)
            } catch {
                throw OutputError(path: source, message: "cannot read the page to index: \(OutputFolder.reason(error))")
            }
        }
    }

    /// Every file under `folder`, as sorted paths relative to it.
    private static func files(under folder: String) throws(OutputError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw OutputError(path: folder, message: "cannot read Pagefind's output")
        }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }
}
