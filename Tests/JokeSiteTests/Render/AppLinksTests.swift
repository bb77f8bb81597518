import Foundation
import Testing
@testable import JokeSite

/// `site.json` `app`: the association files, the Smart App Banner and the
/// App Store link are there when the block names what they need, and none
/// of them is there without it.
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
            "apple_team_id": "4SDGX26HQP", "bundle_id": "com.mrfunnyjokes.app", "app_store_id": "1234567890",
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
        let details = try #require(((association["applinks"] as? [String: Any])?["details"] as? [[String: Any]])?.first)
        #expect(details["appIDs"] as? [String] == ["4SDGX26HQP.com.mrfunnyjokes.app"])
        #expect((details["components"] as? [[String: String]])?.map { $0["/"] } == ["/jokes/*", "/daily/*", "/characters/*"])
        let links = try #require(try json(site, ".well-known/assetlinks.json") as? [[String: Any]])
        let target = try #require(links.first?["target"] as? [String: Any])
        #expect(target["package_name"] as? String == "com.mrfunnyjokes.app")
        #expect((target["sha256_cert_fingerprints"] as? [String])?.count == 1)
        let home = try site.read("index.html")
        #expect(home.contains(#"<meta name="apple-itunes-app" content="app-id=1234567890, app-argument=https://inline.example.org/">"#))
        #expect(home.contains(#"href="https://apps.apple.com/app/id1234567890">Download on the App Store</a>"#))
        let joke = try site.read("jokes/joke_a/index.html")
        #expect(joke.contains("app-argument=https://inline.example.org/jokes/joke_a/"))
        #expect(joke.contains(#"href="https://apps.apple.com/app/id1234567890">Download on the App Store</a>"#))
    }

    @Test func withoutAnAppBlockThereIsNoneOfThem() throws {
        let site = try Self.site(app: "{}")
        try site.build()
        #expect(!site.exists(".well-known"))
        for page in ["index.html", "jokes/joke_a/index.html"] {
            let text = try site.read(page)
            #expect(!text.contains("apple-itunes-app") && !text.contains("apps.apple.com"), "\(page)")
        }
    }

    @Test func eachFeatureNeedsOnlyWhatItUses() throws {
        let site = try Self.site(app: #"{ "app_store_id": "1234567890" }"#)
        try site.build()
        #expect(!site.exists(".well-known"))
        #expect(try site.read("index.html").contains("apple-itunes-app"))
    }

    @Test func badFieldsAndHalfPairsAreErrorsNamingTheField() throws {
        let site = try Self.site(app: #"{ "apple_team_id": "4sdg", "android_package": "com.example.app", "app_store_id": "id12" }"#)
        let problems = site.problems().filter { !$0.isWarning }
        let fields = Set(problems.compactMap(\.field))
        #expect(fields == ["apple_team_id", "app_store_id", "android_sha256_fingerprints"], "\(problems)")
        #expect(problems.allSatisfy { $0.documentID == "app" && $0.file.hasSuffix("site.json") && $0.line != nil })
        #expect(problems.contains { $0.message.contains(#""4sdg" is not 10 capital letters and digits"#) })
        #expect(problems.contains { $0.message.contains("work only together") })
    }
}
