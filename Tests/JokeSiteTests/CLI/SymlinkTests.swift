import Foundation
import Testing

/// A symlink in templates/ or content/ that leads out of its folder is a
/// problem naming it, and nothing outside is read or published; links that
/// stay inside work.
@Suite struct SymlinkTests {
    private let secret = "SECRET=do-not-publish"

    /// The fixture catalogue, a copy of the templates, and a secret file
    /// beside them (outside both folders).
    private func project() throws -> (FixtureSite, templates: URL, secret: URL) {
        let site = try FixtureSite()
        let templates = try site.copyOfTemplates()
        let secretFile = site.fixture.root.appendingPathComponent("secret.txt")
        try Data((secret + "\n").utf8).write(to: secretFile)
        return (site, templates, secretFile)
    }

    private func build(_ site: FixtureSite, _ command: String = "build") throws -> JokeSiteProcess.Result {
        try JokeSiteProcess.run(command == "build" ? [command, "--date", "2026-11-22"] : [command], in: site.fixture.root)
    }

    private func link(_ path: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: target)
    }

    @Test func anAssetLinkedOutsideIsAProblemAndNeverCopied() throws {
        let (site, templates, secretFile) = try project()
        try link(templates.appendingPathComponent("assets/env.txt"), to: secretFile.path)
        try link(templates.appendingPathComponent("assets/environ"), to: "/proc/self/environ")
        let result = try build(site)
        #expect(result.status == 1)
        #expect(result.errors.contains("templates/assets/env.txt: is a symlink to \(secretFile.path), outside templates/"), "\(result.errors)")
        #expect(result.errors.contains("templates/assets/environ: is a symlink to /proc/self/environ"))
        #expect(!site.exists(""), "nothing was built")
        let check = try build(site, "check")
        #expect(check.status == 1)
        #expect(check.output.contains("templates/assets/env.txt: is a symlink"))
    }

    @Test func aLinkAddedAfterAGoodBuildIsNotUpToDate() throws {
        let (site, templates, secretFile) = try project()
        #expect(try build(site).status == 0)
        try link(templates.appendingPathComponent("assets/env.txt"), to: secretFile.path)
        let result = try build(site)
        #expect(result.status == 1)
        #expect(result.errors.contains("templates/assets/env.txt: is a symlink"))
        #expect(!site.exists("assets/env.txt"))
    }

    @Test func aFolderLinkedOutsideIsAProblem() throws {
        let (site, templates, secretFile) = try project()
        try link(templates.appendingPathComponent("assets/outside"), to: secretFile.deletingLastPathComponent().deletingLastPathComponent().path)
        let result = try build(site)
        #expect(result.status == 1)
        #expect(result.errors.contains("templates/assets/outside: is a symlink to"))
    }

    @Test func aTemplateLinkedOutsideIsAProblemAndNeverRead() throws {
        let (site, templates, _) = try project()
        let partial = templates.appendingPathComponent("partials/joke-card.mustache")
        let outside = site.fixture.root.appendingPathComponent("card.mustache")
        try FileManager.default.moveItem(at: partial, to: outside)
        try link(partial, to: "../../card.mustache")
        let result = try build(site)
        #expect(result.status == 1)
        #expect(result.errors.contains("templates/partials/joke-card.mustache: is a symlink to ../../card.mustache, outside templates/"))
    }

    @Test func linksThatStayInsideTheirFolderWork() throws {
        let (site, templates, _) = try project()
        try link(templates.appendingPathComponent("assets/alias.css"), to: "style.css")
        let realContent = site.fixture.root.appendingPathComponent("catalogue")
        try FileManager.default.moveItem(at: site.fixture.content, to: realContent)
        try link(site.fixture.content, to: "catalogue")
        try FileManager.default.createDirectory(at: realContent.appendingPathComponent("data"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: realContent.appendingPathComponent("jokes.json"), to: realContent.appendingPathComponent("data/jokes.json"))
        try link(realContent.appendingPathComponent("jokes.json"), to: "data/jokes.json")
        let result = try build(site)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try site.read("assets/alias.css") == (try site.read("assets/style.css")))
        #expect(site.exists("jokes/joke_a/index.html"))
    }

    /// The folders themselves may be symlinks (a shared theme, say).
    @Test func aTemplatesFolderThatIsASymlinkWorks() throws {
        let (site, templates, _) = try project()
        let theme = site.fixture.root.appendingPathComponent("theme")
        try FileManager.default.moveItem(at: templates, to: theme)
        try link(templates, to: theme.path)
        let result = try build(site)
        #expect(result.status == 0, "\(result.errors)")
        #expect(site.exists("jokes/joke_a/index.html"))
        #expect(site.exists("assets/style.css"))
    }

    @Test func aCatalogueFileLinkedOutsideIsAProblemAndNeverRead() throws {
        let (site, _, _) = try project()
        let outside = site.fixture.root.appendingPathComponent("jokes-elsewhere.json")
        try FileManager.default.moveItem(at: site.fixture.content.appendingPathComponent("jokes.json"), to: outside)
        try link(site.fixture.content.appendingPathComponent("jokes.json"), to: outside.path)
        let page = site.fixture.root.appendingPathComponent("secret.md")
        try Data("---\ntitle: \(secret)\n---\n\n\(secret)\n".utf8).write(to: page)
        try link(site.fixture.content.appendingPathComponent("pages/secret.md"), to: page.path)
        for command in ["check", "build"] {
            let result = try build(site, command)
            let text = result.output + result.errors
            #expect(result.status == 1, "\(command)")
            #expect(text.contains("content/jokes.json: is a symlink to \(outside.path), outside content/"), "\(command): \(text)")
            #expect(text.contains("content/pages/secret.md: is a symlink to \(page.path), outside content/"), "\(command): \(text)")
            #expect(!text.contains("names a missing joke"), "an unreadable jokes.json is not checked further")
            #expect(!text.contains(secret))
        }
        #expect(!site.exists(""))
    }
}
