import Foundation

/// What Pagefind wrote, checked before any of it is published: only plain
/// files and folders under its output folder (no symbolic or hard link,
/// which could carry another file of the machine into the site), and no
/// more bytes than `maximumBytes`.
struct PagefindOutputCheck {
    let folder: String
    let maximumBytes: Int

    /// A bound far above what Pagefind writes for these pages (its index is
    /// about the size of the text it indexes, its scripts about 200 KB).
    static func maximumBytes(indexing pageBytes: Int) -> Int {
        64 << 20 + 4 * pageBytes
    }

    /// The files under `folder`, as sorted paths relative to it.
    func files() throws(OutputError) -> [String] {
        var files: [String] = []
        var total = 0
        var folders = [""]
        while let relative = folders.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw OutputError(path: path, message: "cannot read Pagefind's output: \(OutputFolder.reason(error))")
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(folder + "/" + child, &info) == 0 else { throw .failed("cannot read Pagefind's output", at: folder + "/" + child) }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    folders.append(child)
                case S_IFREG where info.st_nlink == 1:
                    files.append(child)
                    total += Int(info.st_size)
                    if total > maximumBytes {
                        throw refusal(child, "Pagefind's output is over \(maximumBytes >> 20) MiB, far more than its index of these pages takes")
                    }
                case S_IFREG:
                    throw refusal(child, "Pagefind's output holds a hard link, which could publish another file of this machine")
                default:
                    throw refusal(child, "Pagefind's output holds something that is not a file or folder (a link?), which could publish what lies outside it")
                }
            }
        }
        return files.sorted()
    }

    private func refusal(_ file: String, _ reason: String) -> OutputError {
        OutputError(path: folder + "/" + file, refusal: "\(reason): nothing was published; check the Pagefind binary the build runs")
    }
}
