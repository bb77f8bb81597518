import Foundation

/// `site.json` `app`: the app this site is the web home of. Every field is
/// optional; each feature appears only when what it needs is set: the
/// association file with `apple_team_id` and `bundle_id`, the Smart App
/// Banner and App Store links with `app_store_id`, Android's asset links
/// with `android_package` and `android_sha256_fingerprints`; `deep_links`
/// names the app screen each kind of page opens; `rating` is the App Store
/// rating the app strip shows; `privacy` and `support` the pages its App
/// Store listing links to; `icon` the app's own icon; `provider_token` the
/// owner's App Store Connect provider token, on every App Store link.
public struct AppLinks: Sendable, Equatable {
    public var appleTeamID: String?
    public var bundleID: String?
    public var appStoreID: String?
    public var androidPackage: String?
    public var androidFingerprints: [String] = []
    public var deepLinks = DeepLinks()
    /// The app's App Store rating, 0 to 5, as the owner last read it.
    public var rating: Double?
    /// `privacy`: the privacy policy an App Store listing must link to, a
    /// page's slug or an outside `https://` address.
    public var privacy: AppPage?
    /// `support`: the support page the listing links to, the same way.
    public var support: AppPage?
    /// `icon`: the app's icon, an image file inside `content/` (as an avatar).
    public var icon: String?
    /// `provider_token`: App Store Connect's provider token, `pt=` on App Store links.
    public var providerToken: String?
    /// `site.json` has the block (a listing then needs privacy and support).
    public var isDeclared = false
    /// The line of the block in `site.json`, for its warnings.
    public var line: Int?

    /// `TEAM.BUNDLE`, as the association file names the app.
    public var appleAppID: String? {
        guard let appleTeamID, let bundleID else { return nil }
        return "\(appleTeamID).\(bundleID)"
    }

    /// The App Store page, tagged with the provider token (when given) and
    /// the campaign token of the place the link is in, so App Store Connect
    /// shows which place sold the app.
    public func appStoreURL(_ campaign: AppStoreCampaign) -> String? {
        guard let appStoreID else { return nil }
        let provider = providerToken.map { "pt=\($0)&" } ?? ""
        return "https://apps.apple.com/app/id\(appStoreID)?\(provider)ct=\(campaign.rawValue)"
    }

    static let fields = ["apple_team_id", "bundle_id", "app_store_id", "android_package", "android_sha256_fingerprints", "deep_links", "rating",
                         "privacy", "support", "icon", "provider_token"]

    /// Reads and checks the block: each field's form, and the pairs that
    /// only work together.
    static func read(_ app: DocumentReader, pageKinds: [SiteShape.PageKindName]) -> AppLinks {
        app.reportUnknownFields(fields)
        app.reportFieldsNamedTwice()
        var links = AppLinks()
        links.appleTeamID = checked(app, "apple_team_id", #"^[A-Z0-9]{10}$"#, "10 capital letters and digits, as 4SDGX26HQP")
        links.bundleID = checked(app, "bundle_id", #"^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$"#, "a reverse-DNS id, as com.mrfunnyjokes.app")
        links.appStoreID = checked(app, "app_store_id", #"^[0-9]{1,12}$"#, "the digits of the App Store id, as 1234567890")
        links.androidPackage = checked(app, "android_package", #"^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$"#,
                                       "an Android package name, as com.mrfunnyjokes.app")
        links.androidFingerprints = app.stringArray("android_sha256_fingerprints")
        for fingerprint in links.androidFingerprints where fingerprint.range(of: #"^([0-9A-F]{2}:){31}[0-9A-F]{2}$"#, options: .regularExpression) == nil {
            app.report("android_sha256_fingerprints", "\"\(fingerprint)\" is not a SHA-256 fingerprint (32 pairs of capital hex digits joined by colons)")
        }
        links.deepLinks = DeepLinks.read(app, field: "deep_links", pageKinds: pageKinds)
        links.privacy = AppPage.read(app, "privacy")
        links.support = AppPage.read(app, "support")
        links.icon = app.optionalString("icon")
        links.providerToken = checked(app, "provider_token", #"^[0-9]{1,20}$"#, "the digits of an App Store Connect provider token, as 118561234")
        links.isDeclared = true
        links.line = app.line
        if app.object["rating"] != nil {
            let rating = app.double("rating", default: -1)
            if (0...5).contains(rating) { links.rating = rating } else { app.report("rating", "the App Store rating is a number from 0 to 5, as 4.8") }
        }
        if (links.appleTeamID == nil) != (links.bundleID == nil) {
            app.report(links.appleTeamID == nil ? "apple_team_id" : "bundle_id",
                       "apple_team_id and bundle_id work only together (the app is TEAM.BUNDLE): set both or neither")
        }
        if (links.androidPackage == nil) != links.androidFingerprints.isEmpty {
            app.report(links.androidPackage == nil ? "android_package" : "android_sha256_fingerprints",
                       "android_package and android_sha256_fingerprints work only together: set both or neither")
        }
        return links
    }

    private static func checked(_ app: DocumentReader, _ field: String, _ pattern: String, _ form: String) -> String? {
        guard let value = app.optionalString(field) else { return nil }
        guard value.range(of: pattern, options: .regularExpression) != nil else {
            app.report(field, "\"\(value)\" is not \(form)")
            return nil
        }
        return value
    }
}
