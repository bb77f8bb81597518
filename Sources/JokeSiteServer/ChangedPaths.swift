import Foundation

/// The URL paths live reload compares with what a page shows (its address
/// and the files it loaded), for files of the site a build or a preview
/// changed: a page's file under both its addresses, `jokes/abc/` and
/// `jokes/abc/index.html`.
enum ChangedPaths {
    /// Beyond this many files every page reloads: the list would cost more
    /// to send to every page and search than a reload does.
    static let limit = 2_000

    /// Nil: too many to list (every page reloads). `basePath` is
    /// percent-encoded and ends with a slash.
    static func urls(of files: some Collection<String>, under basePath: String) -> [String]? {
        guard files.count <= limit else { return nil }
        var paths: [String] = []
        for file in files {
            let encoded = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
            paths.append(basePath + encoded)
            if encoded == Self.index || encoded.hasSuffix("/" + Self.index) {
                paths.append(basePath + encoded.dropLast(Self.index.count))
            }
        }
        return paths
    }

    private static let index = "index.html"
}
