/// `/pagefind/`: Pagefind's index and scripts, which the search stage
/// writes from the staged site (`SearchIndexer`) after rendering.
struct SearchIndexFolder: OutputSource {
    let order = 260
    static let route = "pagefind/"
    let outputs = [OutputKind("search_index", route: Self.route, formats: OutputFormat.assets + [.wasm],
                              link: "Pagefind's folder, ending in `/` (there only with `search` on).")]
}
