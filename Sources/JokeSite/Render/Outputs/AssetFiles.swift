import Foundation

/// `/assets/`: the files of `templates/assets/`, copied as they are (none
/// is a symlink that leads out of `templates/`: `TemplateSet` checked).
struct AssetFiles: OutputSource {
    let order = 230
    static let route = "assets/"
    let outputs = [OutputKind("assets", route: Self.route, formats: OutputFormat.assets,
                              link: "The folder of `templates/assets/`, ending in `/`.")]

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let templates = site.renderer.templates
        let folder = templates.directory.appendingPathComponent(TemplateSet.assetsFolder)
        return templates.assetFiles.map { path in
            .document(Self.route + path) { () throws(OutputError) in
                let source = folder.appendingPathComponent(path)
                guard let data = FileManager.default.contents(atPath: source.path) else {
                    throw OutputError(path: source.path, message: "cannot read the asset")
                }
                return Array(data)
            }
        }
    }
}
