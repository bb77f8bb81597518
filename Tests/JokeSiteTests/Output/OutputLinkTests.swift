import Foundation
import Testing
@testable import JokeSite

/// A symbolic link the owner put inside the output is never written
/// through: the build stops (exit 2) naming it, and changes nothing,
/// inside the output or where the link points.
@Suite struct OutputLinkTests {
    /// The fixture site, built once; `public/FOLDER` then replaced by a link
    /// to an empty folder outside the output.
    private func siteWithLink(at folder: String) throws -> (FixtureSite, outside: URL) {
        let site = try FixtureSite()
        try site.build()
        let outside = site.fixture.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: site.output.appendingPathComponent(folder))
        try FileManager.default.createSymbolicLink(at: site.output.appendingPathComponent(folder), withDestinationURL: outside)
        return (site, outside)
    }

    @Test(arguments: ["jokes", "about"])
    func aLinkedFolderStopsTheBuildAndNothingIsWrittenThrough(folder: String) throws {
        let (site, outside) = try siteWithLink(at: folder)
        try site.fixture.replace("It was well prepared.", with: "It studied.", in: "jokes.json")
        try site.fixture.replace("title: About the fixture", with: "title: About the fixture, again", in: "pages/about.md")
        #expect { try site.build() } throws: { error in
            guard case .usage(let message) = error as? BuildError else { return false }
            return message.contains(site.output.appendingPathComponent(folder).path) && message.contains("symbolic link")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try site.read("feed.xml").contains("well prepared"), "the output was not changed")
    }

    @Test func theCommandExitsTwoNamingTheLink() throws {
        let (site, outside) = try siteWithLink(at: "jokes")
        try site.fixture.replace("It was well prepared.", with: "It studied.", in: "jokes.json")
        let result = try JokeSiteProcess.run(["build", "--templates", FixtureSite.templates.path, "--date", "2026-11-22"],
                                             in: site.fixture.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("public/jokes: is a symbolic link"), "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
