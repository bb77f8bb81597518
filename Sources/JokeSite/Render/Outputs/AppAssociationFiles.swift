/// The files that let the app open the site's links (`site.json` `app`):
/// Apple's `/.well-known/apple-app-site-association` claiming the joke, day
/// and character pages for `TEAM.BUNDLE`, and Android's
/// `/.well-known/assetlinks.json`. Each only when the app block names
/// what it needs. Both must be at the host's root: a site under a sub-path
/// claims its own paths, but the host must serve the files from `/`.
struct AppAssociationFiles: OutputSource {
    let order = 270
    static let appleRoute = ".well-known/apple-app-site-association"
    static let androidRoute = ".well-known/assetlinks.json"
    let outputs = [OutputKind("app_site_association", route: Self.appleRoute, formats: [.extensionlessJSON]),
                   OutputKind("asset_links", route: Self.androidRoute, formats: [.json])]
    /// The routes of the pages the app may open.
    static let claimedRoutes = ["jokes/", "daily/", "characters/"]

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let context = site.context
        let app = context.site.catalogue.site.app
        let base = context.urls.basePath
        var jobs: [OutputJob] = []
        if let appID = app.appleAppID {
            jobs.append(.document(Self.appleRoute) {
                Self.json(["applinks": ["details": [[
                    "appIDs": [.string(appID)],
                    "components": .array(Self.claimedRoutes.map { ["/": .string(base + $0 + "*")] }),
                ]]]])
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
