import Foundation
@testable import JokeSite

extension FixtureSite {
    /// The pages the page sources make of the fixture on `date`, as a
    /// build lists them: tests count pages by these, so a new page kind
    /// changes no count written in a test.
    func sourcePages(date: String = "2026-11-22") throws -> [PageJob] {
        let site = ResolvedSite(catalogue: try fixture.load(), today: CalendarDay(date)!, computedAt: "")
        let templates = try TemplateSet(directory: FixtureSite.templates.path)
        let context = RenderContext(site: site, shape: .declared, baseURL: "https://fixture.example.org/", templates: templates, parallel: false)
        return OutputSources.all.flatMap { $0.pages(context) }
    }
}
