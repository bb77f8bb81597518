import Foundation
import Testing
@testable import JokeSite

/// `site.json` `app`: the association files, the Smart App Banner and the
/// app strip (App Store link, rating, QR code) are there when the block
/// names what they need, and none of them is there without it; the
/// association file claims only what `deep_links` names.
@Suite struct AppLinksTests {
    static let jokes = """
        -- content/jokes.json --
        { "joke_a": { "character": "mr_funny", "text": "Why did the penguin cross the ice? To reach the other floe.", "type": "dad_joke" } }
        """

    static func site(app: String) throws -> InlineSite {
        try InlineSite(jokes + """

            -- content/site.json --
            {
              "title": "Inline Jokes",
              "base_url": "https://inline.example.org/",
              "search": false,
              "app": \(app)
            }
            """)
    }

    static let fullApp = """
        {
            "apple_team_id": "4SDGX26HQP", "bundle_id": "com.mrfunnyjokes.app", "app_store_id": "1234567890", "rating": 4.75,
            "android_package": "com.mrfunnyjokes.app",
            "android_sha256_fingerprints": ["\((0..<32).map { _ in "AB" }.joined(separator: ":"))"]
          }
        """

    private func json(_ site: InlineSite, _ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(site.read(path).utf8))
    }

    @Test func anAppBlockMakesTheAssociationFilesTheBannerAndTheAppStoreLinks() throws {
        let site = try Self.site(app: Self.fullApp)
        try site.build()
        let association = try #require(try json(site, ".well-known/apple-app-site-association") as? [String: Any])
        // No `deep_links`: the app is said to open none of the site's pages.
        #expect(((association["applinks"] as? [String: Any])?["details"] as? [Any])?.isEmpty == true)
        let firebase = try site.read("firebase.json")
        #expect(firebase.contains(#""source": "/.well-known/apple-app-site-association""#) && firebase.contains(#""value": "application/json""#))
        let links = try #require(try json(site, ".well-known/assetlinks.json") as? [[String: Any]])
        let target = try #require(links.first?["target"] as? [String: Any])
        #expect(target["package_name"] as? String == "com.mrfunnyjokes.app")
        #expect((target["sha256_cert_fingerprints"] as? [String])?.count == 1)
        let home = try site.read("index.html")
        #expect(home.contains(#"<meta name="apple-itunes-app" content="app-id=1234567890, app-argument=https://inline.example.org/">"#))
        let joke = try site.read("jokes/joke_a/index.html")
        #expect(joke.contains("app-argument=https://inline.example.org/jokes/joke_a/"))
        for page in [home, joke] {
            #expect(page.components(separatedBy: #"<aside class="app-strip""#).count == 2)
            #expect(page.contains(#"href="https://apps.apple.com/app/id1234567890?ct=web-strip">Download on the App Store</a>"#))
            #expect(page.contains("4.8 on the App Store"))
            #expect(page.contains(#"<img src="/assets/app-store-qr.svg""#) && page.contains("Point your iPhone's camera here"))
        }
        let code = try site.read("assets/app-store-qr.svg")
        #expect(code.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && code.contains("<path"))
    }

    @Test func theAssociationFileClaimsTheKindsDeepLinksNamesAndNeverATwinOrALaterPage() throws {
        let site = try Self.site(app: #"{ "apple_team_id": "4SDGX26HQP", "bundle_id": "com.mrfunnyjokes.app", "deep_links": { "joke": "joke/{id}", "home": "jotd" } }"#)
        try site.build()
        let association = try #require(try json(site, ".well-known/apple-app-site-association") as? [String: Any])
        let details = try #require(((association["applinks"] as? [String: Any])?["details"] as? [[String: Any]])?.first)
        #expect(details["appIDs"] as? [String] == ["4SDGX26HQP.com.mrfunnyjokes.app"])
        let components = try #require(details["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String } == ["/*.md", "/*/page/*", "/", "/jokes/*/"])
        #expect(components.map { $0["exclude"] as? Bool } == [true, true, nil, nil])
    }

    /// The QR code is libqrencode's matrix: version 3 (29 modules) for the
    /// App Store link at level M, drawn with a quiet zone of 4.
    @Test func theQRCodeIsTheLibrarysMatrixDrawnWithAQuietZone() throws {
        let modules = try #require(AppStoreQRCode.modules(of: "https://apps.apple.com/app/id1234567890"))
        #expect(modules.count == 29 && modules.allSatisfy { $0.count == 29 })
        // The finder pattern's top row: seven dark modules.
        #expect(modules[0].prefix(7).allSatisfy { $0 } && !modules[0][7])
        let svg = AppStoreQRCode.svg(of: modules)
        #expect(svg.contains(#"viewBox="0 0 37 37""#))
        #expect(svg.contains("M4 4h7v1h-7z"))
    }

    @Test func withoutAnAppBlockThereIsNoneOfThem() throws {
        let site = try Self.site(app: "{}")
        try site.build()
        #expect(!site.exists(".well-known"))
        for page in ["index.html", "jokes/joke_a/index.html"] {
            let text = try site.read(page)
            #expect(!text.contains("apple-itunes-app") && !text.contains("apps.apple.com") && !text.contains("app-strip"), "\(page)")
        }
        #expect(!site.exists("assets/app-store-qr.svg") && !site.exists("firebase.json"))
    }

    @Test func eachFeatureNeedsOnlyWhatItUses() throws {
        let site = try Self.site(app: #"{ "app_store_id": "1234567890" }"#)
        try site.build()
        #expect(!site.exists(".well-known"))
        #expect(try site.read("index.html").contains("apple-itunes-app"))
    }

    @Test func badFieldsAndHalfPairsAreErrorsNamingTheField() throws {
        let site = try Self.site(app: #"{ "apple_team_id": "4sdg", "android_package": "com.example.app", "app_store_id": "id12", "rating": 7 }"#)
        let problems = site.problems().filter { !$0.isWarning }
        let fields = Set(problems.compactMap(\.field))
        #expect(fields == ["apple_team_id", "app_store_id", "android_sha256_fingerprints", "rating"], "\(problems)")
        #expect(problems.allSatisfy { $0.documentID == "app" && $0.file.hasSuffix("site.json") && $0.line != nil })
        #expect(problems.contains { $0.message.contains(#""4sdg" is not 10 capital letters and digits"#) })
        #expect(problems.contains { $0.message.contains("work only together") })
    }

    /// Every App Store link names its place (`ct=`) and, when given, the
    /// owner's provider token (`pt=`); the line after the punchline is on
    /// the pages with a joke of their own, in its own place.
    @Test func everyAppStoreLinkCarriesTheProviderTokenAndItsPlace() throws {
        let site = try Self.site(app: #"{ "app_store_id": "1234567890", "provider_token": "118561234", "privacy": "https://example.org/privacy", "support": "https://example.org/help" }"#)
        try site.build()
        let places = ["index.html": "web-home", "jokes/joke_a/index.html": "web-joke", "widgets/index.html": "web-widgets", "characters/index.html": nil]
        for (page, place) in places {
            let text = try site.read(page)
            let links = text.components(separatedBy: "https://apps.apple.com/app/id1234567890").dropFirst()
                .map { $0.prefix { $0 != "\"" }.replacingOccurrences(of: "&amp;", with: "&") }
            #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("?pt=118561234&ct=web-") }, "\(page): \(links)")
            #expect(links.contains("?pt=118561234&ct=web-strip"), "\(page)")
            if let place {
                #expect(links.contains("?pt=118561234&ct=\(place)"), "\(page)")
            }
            #expect(text.contains("Tomorrow's joke on your Home Screen") == (page == "index.html" || page.hasPrefix("jokes/")), "\(page)")
        }
        let code = try #require(AppStoreQRCode.modules(of: "https://apps.apple.com/app/id1234567890?pt=118561234&ct=web-qr"))
        #expect(try site.read("assets/app-store-qr.svg") == AppStoreQRCode.svg(of: code))
    }

    /// The listing's pages: linked from every page's footer, a slug as the
    /// page's link and out of the default menu; the app's icon copied.
    @Test func thePrivacyAndSupportPagesAreInEveryFooter() throws {
        let site = try InlineSite(Self.jokes + """

            -- content/site.json --
            { "title": "Inline Jokes", "base_url": "https://inline.example.org/", "search": false,
              "app": { "privacy": "privacy", "support": "https://example.org/help", "icon": "app-icon.svg" } }
            -- content/pages/privacy.md --
            ---
            title: Privacy policy
            aliases: ["privacy.html"]
            ---
            Nothing kept.
            -- content/app-icon.svg --
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#F5A623"/></svg>
            """)
        try site.build()
        #expect(site.problems().isEmpty)
        for page in ["index.html", "jokes/joke_a/index.html", "privacy/index.html", "404.html"] {
            let text = try site.read(page)
            #expect(text.contains(#"<a href="/privacy/">Privacy</a>"#) && text.contains(#"<a href="https://example.org/help">Support</a>"#), "\(page)")
            #expect(!text.contains(">Privacy policy</a></li>"), "\(page): the privacy page is in the menu")
        }
        #expect(try site.read("privacy.html").contains("/privacy/"))
        #expect(try site.read("assets/app-icon.svg").contains("#F5A623"))
    }

    /// Apple asks every listing for both pages: a block without one is a
    /// warning naming the field; a slug no page has is an error.
    @Test func checkWarnsOfAnAppBlockWithoutPrivacyOrSupport() throws {
        let site = try Self.site(app: #"{ "app_store_id": "1234567890", "support": "help", "icon": "missing.png" }"#)
        let problems = site.problemsAndWarnings()
        let privacy = try #require(problems.first { $0.field == "privacy" })
        #expect(privacy.isWarning && privacy.documentID == "app" && privacy.file.hasSuffix("site.json") && privacy.line != nil)
        #expect(privacy.message.contains("no privacy policy"))
        let support = try #require(problems.first { $0.field == "support" })
        #expect(!support.isWarning && support.message.contains(#"no page "help""#))
        let icon = try #require(problems.first { $0.field == "icon" })
        #expect(!icon.isWarning && icon.message.contains("no file"))
    }
}
