/// The site's old addresses (`AliasPages`) as real 301 redirects, for the
/// hosts that read a file of them: `_redirects` (Netlify, Cloudflare
/// Pages: `/old /new 301` a line) and Firebase Hosting's `firebase.json`
/// (`hosting.redirects`; deploy from the output folder, whose files it
/// names as `public`). Paths are the links under `base_url`'s path. Both
/// are written only when the site has old addresses; the alias pages stay
/// beside them for any other host (Netlify, too, serves a file that exists
/// rather than redirect it). `firebase.json` is written, too, when the site
/// has Apple's association file, which Firebase would serve as a download
/// without its header saying JSON.
enum RedirectFiles {
    static let netlify = "_redirects"
    static let firebase = "firebase.json"

    static func jobs(_ redirects: [AliasPages.Redirect], _ context: RenderContext) -> [OutputJob] {
        let pairs = redirects.map { (from: context.urls.link($0.from), to: context.urls.link($0.to)) }
        let association = context.site.catalogue.site.app.appleAppID == nil ? nil : "/" + AppAssociationFiles.appleRoute
        var jobs: [OutputJob] = []
        if !pairs.isEmpty {
            jobs.append(.document(netlify) {
                Array(pairs.map { "\($0.from) \($0.to) 301\n" }.joined().utf8)
            })
        }
        if !pairs.isEmpty || association != nil {
            jobs.append(.document(firebase) {
                Array(JSONWriter.format(firebaseConfig(pairs, association: association)).utf8)
            })
        }
        return jobs
    }

    /// `cleanUrls`: `/privacy/` and `/privacy` answer alike, as other hosts
    /// do; the two redirect files are not part of the site.
    /// `association`: the path of Apple's association file (always at the
    /// host's root), served as JSON.
    private static func firebaseConfig(_ pairs: [(from: String, to: String)], association: String?) -> JSONValue {
        let redirects = pairs.map { pair in
            object(["source": .string(pair.from), "destination": .string(pair.to), "type": .number(JSONNumber(301))])
        }
        var hosting: [JSONObject.Member] = [
            .init(key: "public", value: .string(".")),
            .init(key: "cleanUrls", value: .bool(true)),
            .init(key: "ignore", value: .array([.string(firebase), .string(netlify)])),
            .init(key: "redirects", value: .array(redirects)),
        ]
        if let association {
            let json = object(["key": "Content-Type", "value": "application/json"])
            hosting.append(.init(key: "headers", value: .array([object(["source": .string(association), "headers": .array([json])])])))
        }
        return object(["hosting": .object(JSONObject(members: hosting))])
    }

    private static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(JSONObject(members: members.map { JSONObject.Member(key: $0.key, value: $0.value) }))
    }
}
