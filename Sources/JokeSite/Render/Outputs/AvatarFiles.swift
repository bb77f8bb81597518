import Foundation

/// The characters' `avatar` images, copied from `content/` to
/// `avatars/ID.EXT` (the id names the file, so two characters' images never
/// meet). `AvatarCheck` made sure each is an image file inside `content/`.
struct AvatarFiles: OutputSource {
    let order = 280
    static let route = "avatars/"
    let outputs = [OutputKind("avatars", route: Self.route,
                              formats: OutputFormat.images)]

    /// Where `character`'s avatar is in the site, if it has one.
    static func route(of character: JokeCharacter) -> String? {
        guard let avatar = character.avatar, let fileExtension = avatar.split(separator: ".").last else { return nil }
        return route + character.id + "." + fileExtension.lowercased()
    }

    func documents(_ site: SiteJobs) -> [OutputJob] {
        let context = site.context
        let files = context.site.catalogue.files
        return context.site.catalogue.characters.compactMap { character in
            guard let avatar = character.avatar, let path = Self.route(of: character) else { return nil }
            return .document(path) { () throws(OutputError) in
                let source = files.url(avatar)
                guard let data = FileManager.default.contents(atPath: source.path) else {
                    throw OutputError(path: source.path, message: "cannot read the avatar of \(character.id)")
                }
                return Array(data)
            }
        }
    }
}
