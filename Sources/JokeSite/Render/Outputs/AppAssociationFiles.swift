import Foundation

/// The files that let the app open the site's links (`site.json` `app`):
/// Apple's `/.well-known/apple-app-site-association` claiming the joke, day
/// and character pages for `TEAM.BUNDLE`, and Android's
/// `/.well-known/assetlinks.json`. Each only when the app block names
/// what it needs. Both must be at the host's root: a site under a sub-path
/// claims its own paths, but the host must serve the files from `/`.
enum AppAssociationFiles {
    /// The routes of the pages the app may open.
    static let claimedRoutes = ["jokes/", "daily/", "characters/"]

    static func jobs(_ context: RenderContext) -> [OutputJob] {
        let app = context.site.catalogue.site.app
        let base = context.urls.basePath
        var jobs: [OutputJob] = []
        if let appID = app.appleAppID {
            jobs.append(.document(Routes.appleAppSiteAssociation) { () throws(OutputError) in
                try json(["applinks": ["details": [[
                    "appIDs": [appID],
                    "components": claimedRoutes.map { ["/": base + $0 + "*"] },
                ]]]], Routes.appleAppSiteAssociation)
            })
        }
        if let package = app.androidPackage, !app.androidFingerprints.isEmpty {
            let fingerprints = app.androidFingerprints
            jobs.append(.document(Routes.assetLinks) { () throws(OutputError) in
                try json([[
                    "relation": ["delegate_permission/common.handle_all_urls"],
                    "target": ["namespace": "android_app", "package_name": package, "sha256_cert_fingerprints": fingerprints],
                ]], Routes.assetLinks)
            })
        }
        return jobs
    }

    private static func json(_ value: Any, _ path: String) throws(OutputError) -> [UInt8] {
        do {
            let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            return Array(data) + [UInt8(ascii: "\n")]
        } catch {
            throw OutputError(path: path, message: "cannot encode the JSON: \(error)")
        }
    }
}
