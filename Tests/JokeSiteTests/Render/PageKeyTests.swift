import Foundation
import Testing
import TemplateEngine
@testable import JokeSite

/// A page's incremental-build key is the fingerprint of the whole value its
/// templates render: whatever value a page kind declares, changing it
/// changes the key, so an edit can never leave a stale page behind.
@Suite struct PageKeyTests {
    /// The fixture site's pages, ready to render.
    private struct Pages {
        let renderer: PageRenderer
        let specs: [(job: PageJob, spec: PageSpec)]

        init() throws {
            let fixture = try FixtureCatalogue()
            var catalogue = try fixture.load()
            // Every kind of page, the search page too.
            catalogue.site.search = true
            let site = ResolvedSite(catalogue: catalogue, today: CalendarDay("2026-11-22")!, computedAt: "")
            let templates = try TemplateSet(directory: FixtureSite.templates.path)
            let context = RenderContext(site: site, shape: .declared, baseURL: "https://example.org/", templates: templates, parallel: false)
            renderer = PageRenderer(templates: templates, context: context, generator: "test")
            specs = OutputSources.all.flatMap { $0.pages(context) }.map { ($0, $0.spec(context)) }
        }

        /// The first page of each kind.
        var samples: [(job: PageJob, spec: PageSpec)] {
            var seen: Set<String> = []
            return specs.filter { seen.insert($0.spec.kind.template).inserted }
        }
    }

    @Test func everyPageValueFitsItsKindsDeclaration() throws {
        let pages = try Pages()
        for (job, spec) in pages.specs {
            let mismatches = TemplateType.record(spec.kind.schema).mismatches(of: pages.renderer.value(of: job, spec))
            #expect(mismatches.isEmpty, "\(job.route): \(mismatches)")
        }
    }

    @Test func changingAnyDeclaredValueChangesThePageKey() throws {
        let pages = try Pages()
        #expect(Set(pages.samples.map(\.spec.kind.template)) == Set(OutputSources.kinds.map(\.template)))
        for (job, spec) in pages.samples {
            let value = pages.renderer.value(of: job, spec)
            let key = pages.renderer.key(of: job, spec, value: value)
            let changes = Change.all(of: value, .record(spec.kind.schema))
            #expect(changes.count > spec.kind.schema.fields.count)
            for change in changes {
                #expect(pages.renderer.key(of: job, spec, value: change.value) != key, "\(job.route): \(change.path) is not in the key")
            }
        }
    }

    @Test func equalValuesGiveEqualKeys() throws {
        let first = try Pages(), second = try Pages()
        for ((job, spec), (otherJob, otherSpec)) in zip(first.specs, second.specs) {
            #expect(first.renderer.key(of: job, spec, value: first.renderer.value(of: job, spec))
                == second.renderer.key(of: otherJob, otherSpec, value: second.renderer.value(of: otherJob, otherSpec)), "\(job.route)")
        }
    }
}

/// A value with one thing in it changed, and where.
private struct Change {
    var path: String
    var value: TemplateValue

    /// Each leaf of `value` changed in turn (text, number, yes/no, an
    /// absent optional given a value), and each list one item longer or
    /// shorter. Lists are walked through their first two items; a derived
    /// value through what it is made from.
    static func all(of value: TemplateValue, _ type: TemplateType?, at path: String = "") -> [Change] {
        switch value {
        case .derived(let derived):
            return all(of: derived.inputs, type, at: path).map { change in
                Change(path: change.path, value: .derived(DerivedValue(from: change.value) { $0 }))
            }
        case .record(let fields):
            let schema: TemplateSchema? = if case .record(let schema) = type?.unwrapped { schema } else { nil }
            return fields.indices.flatMap { index in
                let field = schema?.fields[index]
                let name = field?.name ?? "#\(index)"
                return all(of: fields[index], field?.type, at: path.isEmpty ? name : "\(path).\(name)").map { change in
                    var changed = fields
                    changed[index] = change.value
                    return Change(path: change.path, value: .record(changed))
                }
            }
        case .list(let items):
            let element: TemplateType? = if case .list(let element) = type?.unwrapped { element } else { nil }
            let resized = items.isEmpty ? [TemplateValue.absent] : Array(items.dropLast())
            return [Change(path: "\(path)[count]", value: .list(resized))] + items.indices.prefix(2).flatMap { index in
                all(of: items[index], element, at: "\(path)[\(index)]").map { change in
                    var changed = items
                    changed[index] = change.value
                    return Change(path: change.path, value: .list(changed))
                }
            }
        case .text(let text): return [Change(path: path, value: .text(text + "!"))]
        case .int(let number): return [Change(path: path, value: .int(number + 1))]
        case .bool(let flag): return [Change(path: path, value: .bool(!flag))]
        case .absent: return [Change(path: path, value: .text("now there"))]
        case .object, .unfit: return []
        }
    }
}

private extension TemplateType {
    var unwrapped: TemplateType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }
}
