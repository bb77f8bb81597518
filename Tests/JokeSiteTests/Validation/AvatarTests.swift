import Foundation
import Testing
@testable import JokeSite

/// A character's `avatar`: an image in `content/`, copied into the site and
/// shown on its pages instead of the initial.
@Suite struct AvatarTests {
    private static func site(avatar: String) throws -> InlineSite {
        try InlineSite(files: [
            "content/characters.json": """
                {
                  "mr_funny": { "name": "Mr. Funny", "color": "#F5A623", "avatar": "\(avatar)" }
                }

                """,
            "content/jokes.json": """
                {
                  "joke_a": { "character": "mr_funny", "text": "Why? Because.", "type": "dad_joke" }
                }

                """,
        ])
    }

    @Test func anAvatarIsCopiedAndShownInsteadOfTheInitial() throws {
        let site = try Self.site(avatar: "avatars/Funny.PNG")
        let image = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        try site.write("content/avatars/Funny.PNG", bytes: image)
        try site.build()
        #expect(try Data(contentsOf: site.output.appendingPathComponent("avatars/mr_funny.png")) == image)
        let character = try site.read("characters/mr_funny/index.html")
        #expect(character.contains("<img class=\"avatar big\" src=\"/avatars/mr_funny.png\" alt=\"\""))
        #expect(!character.contains(">F</span>"))
        #expect(try site.read("jokes/joke_a/index.html").contains("<img class=\"avatar\" src=\"/avatars/mr_funny.png\""))
        #expect(SiteShape.declared.contentType(ofPath: "avatars/mr_funny.png") == "image/png")
    }

    @Test func aMissingFileIsAnErrorNamingTheCharacterAndTheField() throws {
        let site = try Self.site(avatar: "avatars/nobody.png")
        let problems = site.problems()
        #expect(problems.map(\.message) == ["no file \(site.content.path)/avatars/nobody.png"])
        #expect(problems.first?.documentID == "mr_funny")
        #expect(problems.first?.field == "avatar")
        #expect(problems.first?.file == site.file("content/characters.json"))
    }

    @Test(arguments: ["../site.json.png", "/etc/hosts.png", "avatars//a.png", "avatars/mr_funny.gif"])
    func aPathOutOfContentOrNotAnImageIsAnError(_ avatar: String) throws {
        let site = try Self.site(avatar: avatar)
        let problems = site.problems()
        #expect(problems.count == 1)
        #expect(problems.first?.field == "avatar")
        #expect(problems.first?.message.contains(avatar) == true)
    }

    @Test func anSVGAvatarIsCheckedCopiedAndShown() throws {
        let site = try Self.site(avatar: "avatars/mr_funny.svg")
        let face = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><clipPath id="c"><circle cx="32" cy="32" r="32"/></clipPath></defs><circle cx="32" cy="32" r="32" fill="#F5A623" clip-path="url(#c)"/><use href="#c"/></svg>"##
        try site.write("content/avatars/mr_funny.svg", face)
        #expect(site.problems().isEmpty)
        try site.build()
        #expect(try site.read("avatars/mr_funny.svg") == face)
        #expect(try site.read("characters/mr_funny/index.html").contains("<img class=\"avatar big\" src=\"/avatars/mr_funny.svg\" alt=\"\""))
        #expect(SiteShape.declared.contentType(ofPath: "avatars/mr_funny.svg") == "image/svg+xml")
    }

    /// Each unsafe or broken SVG: one error on the character's `avatar`
    /// that names the file and says what is wrong, with its line.
    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><circle r=\"3\"></svg>", "is not well-formed XML (line 1)"),
        ("<html><svg/></html>", "has <html> as its root element, not <svg> (line 1)"),
        ("<svg>\n<script>alert(1)</script></svg>", "has a <script> element: an avatar may not run script (line 2)"),
        ("<svg><svg:script xmlns:svg=\"http://www.w3.org/2000/svg\"/></svg>", "has a <script> element"),
        ("<svg onload=\"alert(1)\"/>", "has an event handler, onload=\"…\""),
        ("<svg><foreignObject><p>hi</p></foreignObject></svg>", "embeds HTML in a <foreignObject> element"),
        ("<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"><image xlink:href=\"https://example.com/a.png\"/></svg>",
         "links to \"https://example.com/a.png\""),
        ("<svg><rect fill=\"url(https://example.com/p.svg#g)\"/></svg>", "refers to \"https://example.com/p.svg#g\" outside the file"),
        ("<svg><style>@import url(a.css);</style></svg>", "imports a style sheet (@import)"),
        ("<svg><style>rect { fill: url('other.svg#g') }</style></svg>", "refers to \"other.svg#g\" outside the file"),
        ("<!DOCTYPE svg [\n<!ENTITY a \"aaaa\">]><svg>&a;</svg>", "declares an entity: an avatar is plain SVG (line 2)"),
    ])
    func anUnsafeOrBrokenSVGIsAnErrorNamingTheFile(svg: String, reason: String) throws {
        let site = try Self.site(avatar: "avatars/face.svg")
        try site.write("content/avatars/face.svg", svg)
        let problems = site.problems()
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.documentID == "mr_funny")
        #expect(problem.field == "avatar")
        #expect(problem.message.hasPrefix("\(site.content.path)/avatars/face.svg "))
        #expect(problem.message.contains(reason))
    }
}
