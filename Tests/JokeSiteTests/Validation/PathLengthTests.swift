import Foundation
import Testing
@testable import JokeSite

/// Every name a build makes a folder or file of is bounded by `check`,
/// below the file systems' 255 bytes: a build never fails on a name
/// `check` passed.
@Suite struct PathLengthTests {
    private func site(tag: String) throws -> InlineSite {
        try InlineSite("""
            -- content/jokes.json --
            {
              "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke", "tags": ["\(tag)"] }
            }
            """)
    }

    @Test func aTagWhosePageFolderWouldBeTooLongIsAProblem() throws {
        let problems = try site(tag: String(repeating: "ж", count: 130)).problems()
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.field == "tags")
        #expect(problems.first?.line == 2)
        #expect(problems.first?.message.contains("260 bytes") == true, "\(problems)")
    }

    @Test func aTagAtTheLimitBuilds() throws {
        let site = try site(tag: String(repeating: "ж", count: TagSlug.maximumBytes / 2))
        #expect(site.problems().isEmpty)
        try site.build()
        #expect(site.exists("tags/\(String(repeating: "ж", count: TagSlug.maximumBytes / 2))/index.html"))
    }
}
