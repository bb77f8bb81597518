import Foundation

/// Pagefind's script for the search page's workers: its module exports
/// functions over one hidden Pagefind, whose merged search hands out
/// results without saying which shard each came from. A worker must
/// know, to drop a shard's masked results (a result's id is unique in its
/// shard only) and weigh a sorted search by the shard's size, so the
/// script also exports the class, `PagefindIndexes`, whose `instances` are
/// the merged shards in order (`templates/assets/search-worker.js`). A
/// script without that class (another Pagefind than the pinned one) stops
/// the build, as an index it cannot read does (`PagefindCanonicalizer`).
struct PagefindScript {
    let folder: String
    /// The main shard's folder in the output, as a refusal names it.
    let route: String
    /// `pagefind --version`, as a refusal names it.
    let version: String

    static let file = "pagefind.js"
    private static let classDeclaration = "var Pagefind=class{"
    /// What is appended; part of the main shard's key, so an index made
    /// before it (or with another) is made again.
    static let export = "\nexport { Pagefind as PagefindIndexes };\n"

    func exportIndexes() throws(OutputError) {
        let path = folder + "/" + Self.file
        guard let data = FileManager.default.contents(atPath: path), let script = String(data: data, encoding: .utf8),
              script.components(separatedBy: Self.classDeclaration).count == 2 else {
            throw OutputError(path: route + Self.file, refusal: """
                \(version) wrote a script jokesite does not know (it uses Pagefind 1.5's class Pagefind): \
                install the Pagefind that scripts/install-deps.sh installs, or set "search": false in site.json
                """)
        }
        do {
            try FileBytes.create(path, Array((script + Self.export).utf8))
        } catch {
            throw OutputError(path: path, message: "cannot rewrite Pagefind's script: \(error)")
        }
    }
}
