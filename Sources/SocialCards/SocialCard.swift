/// What a social card shows: a joke's setup or a page's title, who tells
/// it, and the site it is from.
public struct SocialCard: Sendable, Hashable {
    /// The setup (never the punchline) or the page's title.
    public var headline: String
    /// The letter on the avatar: the character's initial or the site's.
    public var initial: String
    /// The character's name beside the avatar; nil for a page of the
    /// whole site, which puts the site's name there instead.
    public var characterName: String?
    public var siteName: String
    public var colours: CardColours

    public init(headline: String, initial: String, characterName: String?, siteName: String, colours: CardColours) {
        self.headline = headline
        self.initial = initial
        self.characterName = characterName
        self.siteName = siteName
        self.colours = colours
    }
}
