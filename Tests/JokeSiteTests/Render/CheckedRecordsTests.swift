import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// A page's values are made by name and checked against their
/// declaration whenever they are made, release builds too: a field left
/// out, one the declaration does not have, or a value of another kind
/// stops the page with an error naming the page kind, the record and the
/// field, instead of rendering a spot of nothing.
@Suite struct CheckedRecordsTests {
    private static func renderer() throws -> PageRenderer {
        let catalogue = try FixtureCatalogue().load()
        let site = ResolvedSite(catalogue: catalogue, today: CalendarDay("2026-11-22")!, computedAt: "")
        let templates = try TemplateSet(directory: FixtureSite.templates.path)
        let context = RenderContext(site: site, shape: .declared, baseURL: "https://example.org/", templates: templates, parallel: false)
        return PageRenderer(templates: templates, context: context, generator: "test")
    }

    /// The error preparing a `/tags/` page whose values are `values` gives.
    private static func error(_ values: @escaping @Sendable () -> [TemplateValue]) throws -> OutputError? {
        let job = PageJob(route: Routes.tags) { PageSpec(kind: TagPages.index, title: "Tags", description: "", values: values()) }
        let output = try renderer().output(job)
        do {
            _ = try output.prepare()
            return nil
        } catch {
            return error
        }
    }

    @Test func aFieldTheKindDoesNotDeclareStopsThePage() throws {
        let error = try #require(try Self.error { TagPages.index.values(["tags": .list([]), "tag_count": .int(3)]) })
        #expect(error.path == "tags/index.html")
        #expect(error.message == "a value of the tags page does not fit its declaration: Tags \"tag_count\" is not declared")
    }

    @Test func aMissingFieldStopsThePage() throws {
        let error = try #require(try Self.error { TagPages.index.values([:]) })
        #expect(error.message.hasSuffix("Tags \"tags\" is missing"))
    }

    @Test func aNestedRecordThatDoesNotFitNamesItsRecordAndField() throws {
        let error = try #require(try Self.error {
            TagPages.index.values(["tags": .list([TagPages.tagEntry.record(["name": .text("x"), "link": .text("/tags/x/"), "count": .text("3"),
                                                                              "count_label": .text("3 jokes")])])])
        })
        #expect(error.message.hasSuffix("Tag \"count\" is text, declared number"))
    }

    @Test func aDeclaredRecordIsCheckedWhenItIsMade() throws {
        let record = DeclaredRecord<Int>("Count", doc: "", [
            .init("count", .int, "") { .int($0) },
            .init("label", .text, "") { $0 > 0 ? .text("\($0)") : .absent },
        ])
        #expect(record.record(of: 2) == .record([.int(2), .text("2")]))
        #expect(record.record(of: 0) == .unfit(UnfitRecord(record: "Count", field: "label", problem: "is missing")))
    }

    @Test func everyPageOfTheFixtureFits() throws {
        let renderer = try Self.renderer()
        for source in OutputSources.all {
            for job in source.pages(renderer.context) {
                #expect(throws: Never.self) { _ = try renderer.output(job).prepare() }
            }
        }
    }
}
