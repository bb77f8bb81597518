/// Two outputs must never claim one file: the last writer would win
/// silently. Page slugs cannot take a folder of the site's own
/// (`SiteShape.reservedNames`); this catches any other pair, such as a
/// new output declared over an existing one.
enum OutputCollisions {
    /// The first file two jobs both make, as an error naming both.
    static func first(in jobs: [OutputJob]) -> OutputError? {
        var owners: [String: String] = [:]
        owners.reserveCapacity(jobs.count * 2)
        for job in jobs {
            for file in job.files {
                if let owner = owners.updateValue(job.name, forKey: file) {
                    let name = { (output: String) in output.isEmpty ? "the home page" : "\"\(output)\"" }
                    return OutputError(path: file, message: "made by two outputs, \(name(owner)) and \(name(job.name))")
                }
            }
        }
        return nil
    }
}
