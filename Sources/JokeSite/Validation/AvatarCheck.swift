import Foundation

extension CatalogueValidator {
    /// The image types an avatar may be: what `<img>` shows everywhere. An
    /// SVG is read first (`SVGAvatar`): opened by itself it could run script.
    static let avatarExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "svg"]

    /// A character's `avatar`: an image file inside `content/`, named by a
    /// plain relative path, so the build can copy it into the site.
    func validateAvatars(_ problems: ProblemList) {
        let file = files.display(CatalogueFiles.characters)
        let folder = ConfinedFolder(files.directory.path)
        for character in catalogue.characters {
            guard let avatar = character.avatar else { continue }
            func report(_ message: String) {
                problems.add(Problem(file: file, line: character.line, documentID: character.id, field: "avatar", message: message))
            }
            let parts = avatar.split(separator: "/", omittingEmptySubsequences: false)
            let fileExtension = avatar.split(separator: ".").last.map { $0.lowercased() } ?? ""
            if avatar.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                report("\"\(avatar)\" is not a path inside \(files.display("")): name the image as in \"avatars/\(character.id).png\"")
            } else if !Self.avatarExtensions.contains(fileExtension) {
                report("\"\(avatar)\" is not a PNG, JPEG, WebP or SVG image (.png, .jpg, .jpeg, .webp, .svg)")
            } else if !folder.contains(avatar) {
                report("\"\(avatar)\" is a symbolic link that leads out of \(files.display("")): it is not read")
            } else if !Self.isFile(files.url(avatar)) {
                report("no file \(files.display(avatar))")
            } else if fileExtension == "svg", let problem = Self.svgProblem(files.url(avatar)) {
                report("\(files.display(avatar)) \(problem)")
            }
        }
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
