import Foundation

/// What tells a changed file from an unchanged one without reading it:
/// size, modification time (nanoseconds) and inode. The build fingerprint
/// and the preview server's watcher both use it.
public struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    public let size: Int64
    public let modified: Int64
    public let inode: UInt64

    /// The stamp of a regular file, or nil for anything else.
    public init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        #if os(Linux)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }

    /// The stamp of a regular file inside the open `folder`, not following
    /// a link, or nil for anything else; its path as UTF-8 bytes (a manifest's).
    init?(in folder: Int32, path: ArraySlice<UInt8>) {
        let stamp = withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { text in
            _ = text.initialize(from: path.lazy.map { CChar(bitPattern: $0) })
            text[path.count] = 0
            return FileStamp(in: folder, cPath: text.baseAddress!)
        }
        guard let stamp else { return nil }
        self = stamp
    }

    private init?(in folder: Int32, cPath: UnsafePointer<CChar>) {
        var info = stat()
        guard fstatat(folder, cPath, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(info)
    }

    public var description: String { "\(size) \(modified) \(inode)" }
}
