extension CatalogueValidator {
    /// `site.json` `app`: an App Store listing must link a privacy policy
    /// and a support page, so a block without either is warned about; a
    /// slug must name one of `pages/*.md`. The icon is an image file inside
    /// `content/`, as an avatar is.
    func validateAppPages(_ problems: ProblemList) {
        let app = catalogue.site.app
        guard app.isDeclared else { return }
        let line = app.line
        let file = files.display(CatalogueFiles.site)
        let slugs = Set(catalogue.pages.map(\.slug))
        for (field, page, what) in [("privacy", app.privacy, "privacy policy"), ("support", app.support, "support page")] {
            switch page {
            case nil:
                problems.add(Problem(file: file, line: line, documentID: "app", field: field, message:
                    "no \(what): an App Store listing must link one; name a page of content/pages/ by its slug (\"\(field)\") or an https:// address",
                    isWarning: true))
            case .slug(let slug) where !slugs.contains(slug):
                problems.add(Problem(file: file, line: line, documentID: "app", field: field,
                                     message: "no page \"\(slug)\" in \(files.display("pages/")): write pages/\(slug).md or name another page"))
            default:
                break
            }
        }
        if let icon = app.icon, let problem = imageFileProblem(icon, example: "app-icon.svg") {
            problems.add(Problem(file: file, line: line, documentID: "app", field: "icon", message: problem))
        }
    }
}
