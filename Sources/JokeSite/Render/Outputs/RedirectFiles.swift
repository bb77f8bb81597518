/// The site's old addresses (`AliasPages`) as real 301 redirects, for the
/// hosts that read a file of them: `_redirects` (Netlify, Cloudflare
/// Pages: `/old /new 301` a line) and Firebase Hosting's `firebase.json`
/// (`hosting.redirects`; deploy from the output folder, whose files it
/// names as `public`). Paths are the links under `base_url`'s path. Both
/// are written only when the site has old addresses; the alias pages stay
/// beside them for any other host (Netlify, too, serves a file that exists
/// rather than redirect it).
enum RedirectFiles {
    static let netlify = "_redirects"
    static let firebase = "firebase.json"

    static func jobs(_ redirects: [AliasPages.Redirect], _ context: RenderContext) -> [OutputJob] {
        guard !redirects.isEmpty else { return [] }
        let pairs = redirects.map { (from: context.urls.link($0.from), to: context.urls.link($0.to)) }
        return [
            .document(netlify) {
                Array(pairs.map { "\($0.from) \($0.to) 301\n" }.joined().utf8)
            },
            .document(firebase) {
                Array(JSONWriter.format(firebaseConfig(pairs)).utf8)
            },
        ]
    }

    /// `cleanUrls`: `/privacy/` and `/privacy` answer alike, as other hosts
    /// do; the two redirect files are not part of the site.
    private static func firebaseConfig(_ pairs: [(from: String, to: String)]) -> JSONValue {
        let redirects = pairs.map { pair in
            object(["source": .string(pair.from), "destination": .string(pair.to), "type": .number(JSONNumber(301))])
        }
        return object(["hosting": object([
            "public": .string("."),
            "cleanUrls": .bool(true),
            "ignore": .array([.string(firebase), .string(netlify)]),
            "redirects": .array(redirects),
        ])])
    }

    private static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(JSONObject(members: members.map { JSONObject.Member(key: $0.key, value: $0.value) }))
    }
}
