import Foundation
import Testing
@testable import JokeSite

/// SPEC §2: tags keep their letters in every script.
@Suite struct TagSlugTests {
    @Test(arguments: [
        ("Café", "cafe"), ("naïve", "naive"), ("Straße", "strasse"), ("ÉCOLE Primaire", "ecole-primaire"),
        ("حب", "حب"), ("Кошки", "кошки"), ("猫", "猫"), ("йогурт", "йогурт"), ("ﬁsh", "fish"), ("C++", "c"),
    ])
    func foldsCaseAndAccentsAndKeepsOtherLetters(tag: String, slug: String) {
        #expect(TagSlug.make(tag) == slug)
    }

    @Test func linksPercentEncodeWhatTheFolderNameKeeps() {
        let urls = SiteURLs(baseURL: "https://example.org/jokes/")
        #expect(urls.link(Routes.tag("猫")) == "/jokes/tags/%E7%8C%AB/")
        #expect(urls.absolute(Routes.tag("cafe")) == "https://example.org/jokes/tags/cafe/")
    }

    @Test func onlyATagWithoutLettersOrDigitsIsReportedSo() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("[\"tests\", \"school\"]", with: "[\"猫\", \"حب\", \"?!\"]", in: "jokes.json")
        #expect(fixture.problems().map(\.message) == ["tag \"?!\" has no letters or digits"])
    }

    @Test func tagsWhosePagesCollideAreAnError() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("[\"tests\", \"school\"]", with: "[\"C++\", \"Café\", \"Puns\", \"Straße\"]", in: "jokes.json")
        try fixture.replace("\"tags\": [\"weather\"]", with: "\"tags\": [\"c\", \"cafe\", \"puns\", \"STRASSE\"]", in: "jokes.json")
        let problems = fixture.problems()
        #expect(problems.count == 1, "spellings that differ in case or accents only are one tag: \(problems)")
        #expect(problems.first?.field == "tags")
        #expect(problems.first?.message.contains("would share the page /tags/c/") == true, "\(problems)")
    }

    @Test func aNonLatinTagGetsItsOwnPageWithAnEncodedLink() throws {
        let fixture = try FixtureCatalogue()
        try fixture.replace("[\"tests\", \"school\"]", with: "[\"猫\"]", in: "jokes.json")
        let site = try FixtureSite(fixture)
        try site.build()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("tags/猫/index.html").path))
        let tags = try String(contentsOf: site.output.appendingPathComponent("tags/index.html"), encoding: .utf8)
        #expect(tags.contains("/tags/%E7%8C%AB/"))
        let sitemap = try String(contentsOf: site.output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("https://fixture.example.org/tags/%E7%8C%AB/"))
    }
}
