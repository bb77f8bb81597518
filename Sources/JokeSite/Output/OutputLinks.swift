import Foundation

extension OutputPath {
    /// The first folder on the way to `path` (relative to `output`) that is
    /// there but is not a real folder: a symbolic link (writing through it
    /// would land outside the output) or a file. `missingCounts`: a folder
    /// that is not there counts too (a stale file is removed only where
    /// the output has it).
    static func firstFolderThatIsNot(in path: String, output: String, missingCounts: Bool) -> String? {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += folder.isEmpty ? String(component) : "/" + component
            var info = stat()
            if lstat(output + "/" + folder, &info) != 0 {
                if missingCounts { return folder }
                return nil
            }
            if (info.st_mode & S_IFMT) != S_IFDIR { return folder }
        }
        return nil
    }
}

extension OutputError {
    /// jokesite never writes through a link in the output: the owner
    /// decides what the link should become.
    static func linkInTheWay(_ folder: String, output: String) -> OutputError {
        OutputError(path: output + "/" + folder, refusal: """
            is a symbolic link or a file where the site has a folder, and jokesite never writes through a link: \
            remove it (or replace it with a real folder), then build again
            """)
    }
}
