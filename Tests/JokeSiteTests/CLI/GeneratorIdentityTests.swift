import Foundation
import Testing

/// The generator's part of every key is the jokesite binary's bytes: the
/// same jokesite built again elsewhere (as each CI run does) keeps the
/// output, and a different one renders it again.
@Suite struct GeneratorIdentityTests {
    private let templates = FixtureSite.templates.path

    @Test func aCopyOfTheSameBinaryKeepsTheOutputAndAnotherRendersAgain() throws {
        let fixture = try FixtureCatalogue()
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("jokesite")
        try FileManager.default.copyItem(at: JokeSiteProcess.executable, to: copy)
        let build = ["build", "--templates", templates, "--date", "2026-11-22"]
        #expect(try JokeSiteProcess.run(build, in: fixture.root).status == 0)

        let again = try JokeSiteProcess.run(build, in: fixture.root, binary: copy)
        #expect(again.output.contains("(up to date)"), "\(again.output)")

        // One byte more: another binary, as far as anyone can tell.
        let handle = try FileHandle(forWritingTo: copy)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let other = try JokeSiteProcess.run(build, in: fixture.root, binary: copy)
        #expect(other.status == 0)
        // Rendered again; the files come out the same, so none is rewritten.
        #expect(other.output.hasPrefix("built ") && other.output.contains(" pages: 0 files written, "), "\(other.output)")
    }
}
