/// An sRGB colour with 8-bit channels.
public struct CardColour: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `amount` of the way from this colour to `other`.
    func mixed(with other: CardColour, amount: Double) -> CardColour {
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * amount).rounded())
        }
        return CardColour(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }
}

/// The two colours a card or icon is drawn in. The caller picks them so
/// that `ink` on `fill` reaches 4.5:1 (JokeSite's CharacterPalette does).
public struct CardColours: Sendable, Hashable {
    /// The background: the character's colour.
    public var fill: CardColour
    /// Text and marks on `fill`.
    public var ink: CardColour

    public init(fill: CardColour, ink: CardColour) {
        self.fill = fill
        self.ink = ink
    }
}
