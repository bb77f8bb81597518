import TemplateEngine

/// What the pages that name their inputs read (joke, character, tag and
/// day pages, the daily archive), hashed before any value is made: a
/// page's key (`PageRenderer.inputKey`) mixes `shared`, its route and the
/// hashes of the documents its page source names (`PageJob.inputs`). Equal
/// keys mean the last build's files stand, so a rebuild makes the values
/// of the pages whose documents changed and no others.
///
/// What a page source does not name is not in the key: a source that
/// cannot name its inputs gives none, and its pages are keyed by their
/// whole value instead (see `PageRenderer.key`).
final class InputKeys: Sendable {
    /// What every page reads beyond the templates and the generator:
    /// `site.json` whole, the content pages (the menu), today and the base
    /// URL (`{{site}}`, which `PageRenderer` adds).
    let shared: ContentHash
    private let jokes: JokeValueCache
    /// `JokeValueCache.jokes`' hashes, each with its character's.
    private let jokeHashes: [ContentHash]
    private let characters: [String: ContentHash]

    /// `faces`: the characters' SVG avatars, which their cards draw.
    init(site: ResolvedSite, urls: SiteURLs, jokes: JokeValueCache, faces: [String: [UInt8]], parallel: Bool) {
        var hasher = StableHasher()
        hasher.combine("inputs 1")
        hasher.combine(urls.base)
        hasher.combine(site.today.description)
        hasher.combine(site.catalogue.site.fileHash)
        for page in site.catalogue.pages {
            // Not `file`: where the page was read from, as the command line spelled it.
            for text in [page.slug, page.title, page.description ?? "\u{0}", page.menuTitle ?? "\u{0}", page.body] {
                hasher.combine(text)
            }
        }
        shared = hasher.value
        self.jokes = jokes
        let characters = Dictionary(site.catalogue.characters.map { ($0.id, CharacterDocumentHash.of($0, face: faces[$0.id])) },
                                    uniquingKeysWith: { first, _ in first })
        self.characters = characters
        jokeHashes = ParallelMap.map(jokes.jokes, parallel: parallel, grain: 256) { joke in
            var hasher = StableHasher(seed: characters[joke.character] ?? .zero)
            JokeDocumentHash.combine(joke, into: &hasher)
            return hasher.value
        }
    }

    /// What a shown joke's values are made from: the joke's document, its
    /// ratings as pages show them, and its character's. A joke without
    /// values (no page, or no character) hashes as absent.
    func joke(_ id: String) -> ContentHash {
        jokes.place(of: id).map(joke(at:)) ?? .zero
    }

    /// `joke(_:)` of the joke at `RenderContext.place(of:)`.
    func joke(at place: Int) -> ContentHash {
        jokeHashes[place]
    }

    /// The character's document, whole: everything its pages and cards show.
    func character(_ id: String) -> ContentHash {
        characters[id] ?? .zero
    }
}
