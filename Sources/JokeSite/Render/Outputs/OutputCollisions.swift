/// Two outputs must never claim one file: the last writer would win
/// silently. Page slugs cannot take a folder of the site's own
/// (`SiteShape.reservedNames`); this catches any other pair, such as a
/// new output declared over an existing one.
enum OutputCollisions {
    /// The first file two jobs both make, as an error naming both. A
    /// folder's files are found by its name, so the hundred thousand
    /// pages of a big catalogue spell out no paths.
    static func first(in jobs: [OutputJob]) -> OutputError? {
        // Folder outputs by name; single files by path.
        var folders: [String: String] = [:]
        var files: [String: String] = [:]
        folders.reserveCapacity(jobs.count)
        // Single files named like a folder's (`name/index.html`), by that folder.
        var inFolders: [String: [(file: String, owner: String)]] = [:]
        for job in jobs {
            let owner: String?
            let file: String
            if job.isFolder {
                (owner, file) = if let earlier = folders.updateValue(job.name, forKey: job.name) {
                    (earlier, job.files[0])
                } else if let earlier = inFolders[job.name],
                          let file = job.files.first(where: { file in earlier.contains { $0.file == file } }) {
                    (earlier.first { $0.file == file }!.owner, file)
                } else {
                    (nil, "")
                }
            } else {
                let folder = Self.folder(of: job.name)
                (owner, file) = if let earlier = files.updateValue(job.name, forKey: job.name) {
                    (earlier, job.name)
                } else if let folder, let earlier = folders[folder] {
                    (earlier, job.name)
                } else {
                    (nil, "")
                }
                if let folder { inFolders[folder, default: []].append((job.name, job.name)) }
            }
            if let owner { return error(file: file, owner, job.name) }
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

    private static func error(file: String, _ owner: String, _ other: String) -> OutputError {
        let name = { (output: String) in output.isEmpty ? "the home page" : "\"\(output)\"" }
        return OutputError(path: file, message: "made by two outputs, \(name(owner)) and \(name(other))")
    }
}
