import Foundation

/// The app's own icon (`site.json` `app.icon`), copied from `content/` to
/// `assets/app-icon.EXT` for the app strip. `AppPagesCheck` made sure it is
/// an image file inside `content/`.
struct AppIconFile: OutputSource {
    let order = 286
    let outputs = [OutputKind("app_icon", route: "assets/app-icon", formats: OutputFormat.images)]

    /// Where the icon is in the site, when the app block names one.
    static func route(of app: AppLinks) -> String? {
        guard let icon = app.icon, let fileExtension = icon.split(separator: ".").last else { return nil }
        return "assets/app-icon." + fileExtension.lowercased()
    }

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let catalogue = site.context.site.catalogue
        guard let icon = catalogue.site.app.icon, let path = Self.route(of: catalogue.site.app) else { return [] }
        return [.document(path) { () throws(OutputError) in
            let source = catalogue.files.url(icon)
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw OutputError(path: source.path, message: "cannot read the app's icon")
            }
            return Array(data)
        }]
    }
}
