import Foundation
import JokeSite

/// Maps a request path to a file of the built site, the way a static host
/// does: the site lives under `basePath` (the folders above it redirect
/// there), folders serve their `index.html`, a folder without its slash is
/// redirected, and nothing outside the site is ever reached (`..`, encoded
/// dots, absolute paths, symlinks that lead out all end as not found).
struct SiteFileResolver: Sendable {
    enum Resolution: Equatable {
        case file(URL)
        case redirect(String)
        case notFound
    }

    let root: URL
    /// Starts and ends with `/`; percent-encoded, as request paths are.
    var basePath = "/"
    var shape = SiteShape.declared

    func resolve(_ rawPath: String) -> Resolution {
        let requested = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard requested.hasPrefix(basePath) else {
            let folder = requested.hasSuffix("/") ? requested : requested + "/"
            return requested.hasPrefix("/") && basePath.hasPrefix(folder) ? .redirect(basePath) : .notFound
        }
        let pathOnly = "/" + requested.dropFirst(basePath.count)
        guard let decoded = pathOnly.removingPercentEncoding,
              !decoded.contains("\0"), !decoded.contains("\\") else { return .notFound }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return .notFound }
        var candidate = root
        for segment in segments { candidate.appendPathComponent(String(segment)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard decoded.hasSuffix("/") else { return .redirect(requested + "/") }
            candidate.appendPathComponent("index.html")
        }
        guard isInsideRoot(candidate), FileManager.default.isReadableFile(atPath: candidate.path) else { return .notFound }
        return .file(candidate)
    }

    /// Follows symlinks before deciding, so a link out of the site is refused.
    private func isInsideRoot(_ file: URL) -> Bool {
        let realRoot = root.resolvingSymlinksInPath().path
        let realFile = file.resolvingSymlinksInPath().path
        return realFile.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// The content type a host should send for a built file: what its
    /// output declares (`SiteShape`).
    func contentType(of file: URL) -> String {
        shape.contentType(ofPath: relativePath(of: file))
    }

    /// The file's path in the site's folder, as the build names it.
    func relativePath(of file: URL) -> String {
        let root = root.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : file.lastPathComponent
    }
}
