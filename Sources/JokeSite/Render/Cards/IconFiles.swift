/// The site's PNG icons, drawn from its card colours; only with `cards` on.
struct IconFiles: OutputSource {
    let order = 240
    static let favicon = "assets/favicon.png"
    static let touchIcon = "assets/apple-touch-icon.png"
    let outputs = [
        OutputKind("favicon", route: Self.favicon, formats: [.png], link: "The 48×48 PNG icon (drawn only with `cards` on)."),
        OutputKind("touch_icon", route: Self.touchIcon, formats: [.png],
                   link: "The 180×180 Apple touch icon (drawn only with `cards` on)."),
    ]

    func documents(_ site: SiteJobs) -> [OutputJob] {
        guard let cards = site.context.cards?.cards else { return [] }
        return [.document(Self.favicon) { cards.faviconPNG() }, .document(Self.touchIcon) { cards.touchIconPNG() }]
    }
}
