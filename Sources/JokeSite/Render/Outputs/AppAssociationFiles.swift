/// The files that let the app open the site's links (`site.json` `app`):
/// Apple's `/.well-known/apple-app-site-association` for `TEAM.BUNDLE`,
/// claiming only the pages the owner's `deep_links` say the app opens
/// (none by default: a claimed link opens the app, so a claim the app
/// cannot answer strands the visitor), and Android's
/// `/.well-known/assetlinks.json`. Each only when the app block names what
/// it needs. Both must be at the host's root: a site under a sub-path
/// claims its own paths, but the host must serve the files from `/`.
struct AppAssociationFiles: OutputSource {
    let order = 270
    static let appleRoute = ".well-known/apple-app-site-association"
    static let androidRoute = ".well-known/assetlinks.json"
    let outputs = [OutputKind("app_site_association", route: Self.appleRoute, formats: [.extensionlessJSON]),
                   OutputKind("asset_links", route: Self.androidRoute, formats: [.json])]
    /// The pages of each page kind with an id, as a path pattern (`*` any
    /// characters, `?` one): the other kinds' pages are their output's route.
    static let patterns = ["joke": Routes.joke("*"), "character": Routes.character("*"), "tag": Routes.tag("*"),
                           "day": "daily/????-??-??/"]
    /// Never claimed, whatever the kinds: the Markdown twins and the later
    /// pages of a list (Apple reads the components in order, the first
    /// that matches deciding).
    static let excluded = ["*.md", "*/page/*"]

    /// The paths, under the base URL's path, the association file claims:
    /// those of the kinds `deep_links` names, each kind's pages once.
    static func claimedRoutes(_ links: DeepLinks) -> [String] {
        links.ownerKinds.sorted().compactMap { kind in
            patterns[kind] ?? OutputKinds.all.first { $0.name == kind }?.route
        }
    }

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let context = site.context
        let app = context.site.catalogue.site.app
        let base = context.urls.basePath
        var jobs: [OutputJob] = []
        if let appID = app.appleAppID {
            let claimed = Self.claimedRoutes(app.deepLinks)
            jobs.append(.document(Self.appleRoute) {
                let excluded: [JSONValue] = Self.excluded.map { ["/": .string(base + $0), "exclude": .bool(true)] }
                let details: [JSONValue] = claimed.isEmpty ? [] : [[
                    "appIDs": [.string(appID)],
                    "components": .array(excluded + claimed.map { ["/": .string(base + $0)] }),
                ]]
                return Self.json(["applinks": ["details": .array(details)]])
            })
        }
        if let package = app.androidPackage, !app.androidFingerprints.isEmpty {
            let fingerprints = app.androidFingerprints
            jobs.append(.document(Self.androidRoute) {
                Self.json([[
                    "relation": ["delegate_permission/common.handle_all_urls"],
                    "target": ["namespace": "android_app", "package_name": .string(package),
                               "sha256_cert_fingerprints": .array(fingerprints.map(JSONValue.string))],
                ]])
            })
        }
        return jobs
    }

    private static func json(_ value: JSONValue) -> [UInt8] {
        Array(JSONWriter.format(value, style: .published).utf8)
    }
}
