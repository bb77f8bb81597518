/// Two outputs must never claim one file: the last writer would win
/// silently. Page slugs cannot take a folder of the site's own
/// (`SiteShape.reservedNames`); this catches any other pair, such as a
/// new output declared over an existing one.
enum OutputCollisions {
    /// The first file two jobs both make, as an error naming both. A page's
    /// folder is found by its name, so the hundred thousand pages of a big
    /// catalogue spell out no paths; an output's name is its path or folder.
    static func first(in jobs: [OutputJob]) -> OutputError? {
        var folders = Set<String>()
        folders.reserveCapacity(jobs.count)
        var files = Set<String>()
        // Single files a page's folder would hold too, by that folder.
        var filesInFolders: [String: [String]] = [:]
        for job in jobs {
            if job.isFolder {
                if !folders.insert(job.name).inserted { return error(job.files[0], job.name, job.name) }
                if let inside = filesInFolders[job.name], let file = job.files.first(where: inside.contains) {
                    return error(file, file, job.name)
                }
            } else {
                if !files.insert(job.name).inserted { return error(job.name, job.name, job.name) }
                guard let folder = folder(of: job.name) else { continue }
                if folders.contains(folder) { return error(job.name, folder, job.name) }
                filesInFolders[folder, default: []].append(job.name)
            }
        }
        return nil
    }

    /// The folder whose page would make `path`, if it names one of a
    /// folder's two files.
    private static func folder(of path: String) -> String? {
        for name in OutputJob.files(of: "", isFolder: true) where path.hasSuffix(name) {
            let folder = path.dropLast(name.count)
            if folder.isEmpty || folder.hasSuffix("/") { return String(folder) }
        }
        return nil
    }

    /// `file`, made by `owner` and then by `other`.
    private static func error(_ file: String, _ owner: String, _ other: String) -> OutputError {
        let name = { (output: String) in output.isEmpty ? "the home page" : "\"\(output)\"" }
        return OutputError(path: file, message: "made by two outputs, \(name(owner)) and \(name(other))")
    }
}
