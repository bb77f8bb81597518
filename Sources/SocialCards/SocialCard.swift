/// What a social card shows: a joke's setup or a page's title, who tells
/// it, and the site it is from.
public struct SocialCard: Sendable, Hashable {
    /// The setup (never the punchline) or the page's title.
    public var headline: String
    /// The letter on the avatar: the character's initial or the site's.
    public var initial: String
    /// The character's face, an SVG file's bytes, drawn instead of the
    /// initial (in the card's two colours); nil for none.
    public var avatar: [UInt8]?
    /// A row of faces (SVG files' bytes) in the top-right corner, in the
    /// card's two colours: the whole cast, on a card of the whole site.
    public var faces: [[UInt8]] = []
    /// Beside the avatar: the character's name, or the site's on a page of
    /// the whole site.
    public var name: String
    /// At the foot: the site's name, or its address when `name` is already
    /// the site's.
    public var footer: String
    public var colours: CardColours

    public init(headline: String, initial: String, avatar: [UInt8]? = nil, faces: [[UInt8]] = [], name: String, footer: String,
                colours: CardColours) {
        self.headline = headline
        self.initial = initial
        self.avatar = avatar
        self.faces = faces
        self.name = name
        self.footer = footer
        self.colours = colours
    }
}
