import Foundation

extension CatalogueValidator {
    /// The image types an avatar may be: what `<img>` shows everywhere. An
    /// SVG is read first (`SVGAvatar`): opened by itself it could run script.
    static let avatarExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "svg"]

    /// A character's `avatar`: an image file inside `content/`, named by a
    /// plain relative path, so the build can copy it into the site.
    func validateAvatars(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.characters)
        for character in catalogue.characters {
            guard let avatar = character.avatar, let problem = imageFileProblem(avatar, example: "avatars/\(character.id).png") else { continue }
            problems.add(Problem(file: file, line: character.line, documentID: character.id, field: "avatar", message: problem))
        }
    }

    /// What is wrong with `path` as an image the site copies from
    /// `content/` (an avatar, the app's icon); nil when nothing is.
    func imageFileProblem(_ path: String, example: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let fileExtension = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if path.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "\"\(path)\" is not a path inside \(files.display("")): name the image as in \"\(example)\""
        } else if !Self.avatarExtensions.contains(fileExtension) {
            return "\"\(path)\" is not a PNG, JPEG, WebP or SVG image (.png, .jpg, .jpeg, .webp, .svg)"
        } else if !ConfinedFolder(files.directory.path).contains(path) {
            return "\"\(path)\" is a symbolic link that leads out of \(files.display("")): it is not read"
        } else if !Self.isFile(files.url(path)) {
            return "no file \(files.display(path))"
        } else if fileExtension == "svg", let problem = Self.svgProblem(files.url(path)) {
            return "\(files.display(path)) \(problem)"
        }
        return nil
    }

    /// Why the SVG file is not a safe avatar; nil when it is.
    private static func svgProblem(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return "cannot be read" }
        return SVGAvatar.problem(in: data)
    }

    private static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
