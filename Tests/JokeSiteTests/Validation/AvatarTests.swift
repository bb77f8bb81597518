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

    @Test(arguments: ["../site.json.png", "/etc/hosts.png", "avatars//a.png", "avatars/mr_funny.svg"])
    func aPathOutOfContentOrNotAnImageIsAnError(_ avatar: String) throws {
        let site = try Self.site(avatar: avatar)
        let problems = site.problems()
        #expect(problems.count == 1)
        #expect(problems.first?.field == "avatar")
        #expect(problems.first?.message.contains(avatar) == true)
    }
}
