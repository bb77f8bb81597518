import Foundation
import Testing
@testable import JokeSite

@Suite struct ConfinedFolderTests {
    /// `root/inside/` (the confined folder, reached through the link
    /// `root/alias`) and `root/outside.txt`.
    private func folders() throws -> (root: URL, inside: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("jokesite-confined-\(UUID().uuidString)")
        let inside = root.appendingPathComponent("inside")
        try FileManager.default.createDirectory(at: inside.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("in".utf8).write(to: inside.appendingPathComponent("sub/file.txt"))
        try Data("out".utf8).write(to: root.appendingPathComponent("outside.txt"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("alias").path, withDestinationPath: "inside")
        return (root, inside)
    }

    private func link(_ name: String, in folder: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }

    @Test func linksAreInsideOnlyWhenTheirTargetIs() throws {
        let (root, inside) = try folders()
        defer { try? FileManager.default.removeItem(at: root) }
        try link("near", in: inside, to: "sub/file.txt")
        try link("sub/up", in: inside, to: "../sub/file.txt")
        try link("dots", in: inside, to: "../outside.txt")
        try link("absolute", in: inside, to: root.appendingPathComponent("outside.txt").path)
        try link("nowhere", in: inside, to: "missing.txt")
        try link("parent", in: inside, to: "..")
        // The folder named through a symlink is the same folder.
        let folder = ConfinedFolder(root.appendingPathComponent("alias").path)
        #expect(folder.contains("near") && folder.contains("sub/up") && folder.contains("sub/file.txt"))
        #expect(folder.contains("nowhere"), "a link to nothing reads nothing")
        #expect(!folder.contains("dots") && !folder.contains("absolute") && !folder.contains("parent"))
        #expect(!folder.contains("parent/outside.txt"))
        #expect(folder.escapingLinks() == ["absolute", "dots", "parent"])
    }

    @Test func theProblemNamesTheLinkAndItsTarget() throws {
        let (root, inside) = try folders()
        defer { try? FileManager.default.removeItem(at: root) }
        try link("dots", in: inside, to: "../outside.txt")
        let problem = ConfinedFolder(inside.path).problem(for: "dots", file: "inside/dots")
        #expect(problem.description.hasPrefix("inside/dots: is a symlink to ../outside.txt, outside inside/"))
    }
}
