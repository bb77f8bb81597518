/// `/widgets/FAMILY.json`: today's joke as each widget family of the app
/// shows it (`WidgetFeed`), in the showcase's folder, whose output
/// (`WidgetGallery`) serves them as JSON feeds.
struct WidgetSnapshots: OutputSource {
    let order = 310

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let context = site.context
        return context.widgets.map { snapshot in
            .document(snapshot.family.route) { () throws(OutputError) in
                do {
                    return Array(try WidgetFeed.render(snapshot, context).utf8)
                } catch {
                    throw OutputError(path: snapshot.family.route, message: "cannot encode the JSON: \(error)")
                }
            }
        }
    }
}
