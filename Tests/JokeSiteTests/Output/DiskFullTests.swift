import Foundation
import Testing

#if os(Linux)
import Glibc

/// A full disk, for real: the output on a small tmpfs, filled up before an
/// update. The build says "No space left on device" and exits 3, leaves
/// the previous output as it was with no partial files, and the next build
/// of the old inputs is not falsely "up to date". Needs root (as in CI);
/// skipped where tmpfs cannot be mounted.
@Suite struct DiskFullTests {
    static let canMount: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jokesite-tmpfs-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard geteuid() == 0, mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0 else { return false }
        umount(folder.path)
        return true
    }()

    /// Fills the file system of `folder` but for about `free` bytes.
    static func fill(_ folder: URL, leaving free: Int) throws -> URL {
        let filler = folder.appendingPathComponent("filler")
        let descriptor = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let chunk = [UInt8](repeating: 0x2A, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress!, $0.count) }) > 0 {}
        var size = stat()
        fstat(descriptor, &size)
        ftruncate(descriptor, max(0, size.st_size - off_t(free)))
        close(descriptor)
        return filler
    }

    @Test(.enabled(if: canMount)) func aFullDiskIsReportedAndChangesNothing() throws {
        let fixture = try FixtureCatalogue()
        let disk = fixture.root.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        #expect(mount("tmpfs", disk.path, "tmpfs", 0, "size=2m") == 0)
        defer { umount(disk.path) }
        let output = disk.appendingPathComponent("public")
        func build(_ date: String, into folder: URL) throws -> JokeSiteProcess.Result {
            try JokeSiteProcess.run(["build", "--templates", FixtureSite.templates.path, "--output", folder.path,
                                     "--date", date, "--verbose"], in: fixture.root)
        }
        let references = (old: fixture.root.appendingPathComponent("old"), new: fixture.root.appendingPathComponent("new"))
        #expect(try build("2026-11-22", into: references.old).status == 0)
        #expect(try build("2026-11-23", into: references.new).status == 0)

        #expect(try build("2026-11-22", into: output).status == 0)
        let before = try FolderSnapshot.files(of: output)
        let filler = try Self.fill(disk, leaving: 12 * 1024)
        let full = try build("2026-11-23", into: output)
        #expect(full.status == 3)
        #expect(full.errors.contains("No space left on device"), "\(full.errors)")
        #expect(try FolderSnapshot.files(of: output) == before, "the previous output is untouched")
        let state = disk.appendingPathComponent(".public.jokesite")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.path)
            .filter { $0 == "staging" || $0 == "journal" || $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "no partial files: \(leftovers)")

        try FileManager.default.removeItem(at: filler)
        let old = try build("2026-11-22", into: output)
        #expect(old.status == 0)
        #expect(try FolderSnapshot.files(of: output) == FolderSnapshot.files(of: references.old), "\(old.output)")
        #expect(try build("2026-11-23", into: output).status == 0)
        #expect(try FolderSnapshot.files(of: output) == FolderSnapshot.files(of: references.new))
    }
}
#endif
