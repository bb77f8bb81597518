/// What a successful build rendered its pages from, kept by
/// `PreviewSession` so that an edit can be previewed without loading,
/// validating and resolving the catalogue again.
struct RenderedSite: Sendable {
    var site: ResolvedSite
    var templates: TemplateSet
    var baseURL: String
    /// Its jokes' view hashes: a preview makes the views of the jokes it
    /// changed, not of every joke.
    var views: JokeViewHashes
}
