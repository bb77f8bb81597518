import Foundation

/// What a change of `content/` does once its new files are staged and the
/// staged catalogue passed `check`: the files to rename into place. It is
/// written (sealed, flushed) before the first rename; from then on the
/// change is finished, never undone (see `ContentChange` for why). Every
/// step can be done twice, so a command that finds the journal of a killed
/// one finishes the change with the same code.
struct ContentJournal {
    struct Put {
        /// The file's path in `content/`, with no symlink on the way.
        var path: String
        /// The staged file's inode: a file in `content/` with it is renamed already.
        var stagedInode: UInt64
        /// The stamp (`FileStamp.description`) of the file it replaces when
        /// the journal was written; nil when there was none.
        var replaced: String?
    }

    var puts: [Put] = []

    private static let header = "jokesite-content-journal 1\n"

    func write(to path: String) throws(FileBytes.WriteError) {
        var body = Self.header
        for put in puts {
            body += "put \(put.stagedInode) \(put.replaced ?? "-") \(put.path)\n"
        }
        try SealedFile.write(path, Array(body.utf8))
    }

    /// The journal, if it is whole and names only paths inside `content/`.
    static func read(_ path: String) -> ContentJournal? {
        guard let body = SealedFile.read(path), body.starts(with: Array(header.utf8)) else { return nil }
        var journal = ContentJournal()
        for line in String(decoding: body.dropFirst(header.utf8.count), as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, parts[0] == "put", let inode = UInt64(parts[1]) else { return nil }
            var put = Put(path: "", stagedInode: inode)
            if parts[2].hasPrefix("- ") {
                put.path = String(parts[2].dropFirst(2))
            } else {
                let stamp = parts[2].split(separator: " ", maxSplits: 3)
                guard stamp.count == 4 else { return nil }
                put.replaced = stamp[0..<3].joined(separator: " ")
                put.path = String(stamp[3])
            }
            guard OutputPath.isConfined(put.path) else { return nil }
            journal.puts.append(put)
        }
        return journal
    }

    /// Renames each staged file into place, unless it is there already or
    /// the file it replaces changed since the journal was written (the
    /// owner edited it after a command was killed: the owner's file stays).
    /// Then flushes the folders, and only then drops the journal and the
    /// staging folder. Returns the paths whose owner's file was kept.
    func finish(_ change: ContentChange) throws(EditError) -> [String] {
        var kept: [String] = []
        var folders: Set<String> = [change.root]
        for put in puts {
            let target = change.root + "/" + put.path
            let current = FileStamp(path: target, followingLinks: false)
            if current?.inode == put.stagedInode { continue }
            let staged = change.staged + "/" + put.path
            guard current?.description == put.replaced, access(staged, F_OK) == 0 else {
                kept.append(put.path)
                continue
            }
            try change.makeParentFolders(of: put.path)
            guard rename(staged, target) == 0 else {
                throw EditError.io(path: change.files.display(put.path), message: """
                    cannot be replaced: \(String(cString: strerror(errno))); \(change.files.display("")) is partly changed, \
                    and the next jokesite command finishes the change
                    """)
            }
            folders.insert((target as NSString).deletingLastPathComponent)
            ContentChange.step()
        }
        for folder in folders { StateFolder.flush(folder: folder) }
        ContentChange.step()
        unlink(change.journal)
        StateFolder.flush(folder: change.folder)
        ContentChange.step()
        change.remove()
        return kept
    }
}
