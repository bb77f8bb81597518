import Foundation
import Testing
@testable import JokeSite

/// Partials that include each other without end are a template problem
/// naming the chain of files, found by `check` and `build` alike, never a
/// crash or a hang.
@Suite struct RecursivePartialTests {
    @Test(arguments: [
        "{{> partials/loop}}",
        "{{#site.menu}}\n  {{> partials/loop}}\n{{/site.menu}}",
        "{{> partials/other}}",
    ])
    func aCycleOfPartialsIsAProblemNamingTheChain(loop: String) throws {
        let site = try InlineSite("""
            -- templates/404.html.mustache --
            <p>Not found</p>
            {{> partials/loop}}
            -- templates/partials/loop.mustache --
            \(loop)
            -- templates/partials/other.mustache --
            {{> partials/loop}}
            """)
        for found in [try site.buildProblems(), TemplateCheck.run(templatesDirectory: site.templates.path)] {
            let problem = try #require(found.first { $0.message.contains("without end") }, "\(found)")
            #expect(problem.message.contains("404.html.mustache → "))
            #expect(problem.message.hasSuffix("partials/loop.mustache"), "\(problem.message)")
            #expect(problem.file.hasSuffix(".mustache"))
            #expect(problem.line != nil)
        }
    }

    @Test func thePartialsOfTheSiteAreNoCycle() throws {
        #expect(TemplateCheck.run(templatesDirectory: FixtureSite.templates.path).isEmpty)
    }
}
