/// The two colours a card or icon is drawn in. The caller picks them so
/// that `ink` on `fill` reaches 4.5:1 (JokeSite's CharacterPalette does).
public struct CardColours: Sendable, Hashable {
    /// The background: the character's colour.
    public var fill: RGBColour
    /// Text and marks on `fill`.
    public var ink: RGBColour

    public init(fill: RGBColour, ink: RGBColour) {
        self.fill = fill
        self.ink = ink
    }
}
