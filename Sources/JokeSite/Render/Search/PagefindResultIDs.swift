import Foundation

/// Pagefind's result id of each page it indexed: the name of the page's
/// fragment file (`fragment/en_1a2b3c4.pf_fragment`), which its search
/// hands out as a result's `id` before the result's data is fetched. The
/// fragment (gzip, Pagefind's signature, then JSON) names the page's URL.
enum PagefindResultIDs {
    private static let signature = Array("pagefind_dcd".utf8)

    /// By page URL (`/jokes/joke_a/`), the ids of the fragments in the
    /// Pagefind output `folder`.
    static func byURL(in folder: String, route: String) throws(OutputError) -> [String: String] {
        let fragments = folder + "/fragment"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fragments)) ?? []
        var ids: [String: String] = [:]
        for name in names where name.hasSuffix(".pf_fragment") {
            guard let data = FileManager.default.contents(atPath: fragments + "/" + name),
                  let bytes = try? PagefindCanonicalizer.gunzip(Array(data)), bytes.starts(with: signature),
                  case .object(let fragment) = try? JSONParser.parse(Array(bytes[signature.count...])),
                  case .string(let url) = fragment.members.first(where: { $0.key == "url" })?.value else {
                throw OutputError(path: route + "fragment/" + name, message: "cannot read Pagefind's fragment")
            }
            ids[url] = String(name.dropLast(".pf_fragment".count))
        }
        return ids
    }

    /// The URL Pagefind gives a page's file (`jokes/joke_a/index.html`).
    static func url(of file: String) -> String {
        "/" + (file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file)
    }
}
