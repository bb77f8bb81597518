import SocialCards
import Foundation
import Testing
@testable import JokeSite

@Suite struct CharacterPaletteTests {
    /// Every character colour of the sample and the fixture catalogues, and
    /// colours that defeat a naive choice of black or white.
    static let colours: [CharacterColours] = {
        let hard = ["#FFFF00", "#D3D3D3", "#FF0000", "#FFFFFF", "#000000", "#808080", "#00FF00", "#0000FF", "#777777"]
        return catalogueColours(FixtureSite.projectRoot.appendingPathComponent("content/characters.json"))
            + catalogueColours(Bundle.module.url(forResource: "Fixtures/catalogue/characters", withExtension: "json")!)
            + hard.map { CharacterColours(color: $0, backgroundLight: nil, backgroundDark: nil) }
    }()

    @Test func coversBothCataloguesAndTheHardColours() {
        #expect(Self.colours.count == 5 + 2 + 9)
    }

    @Test(arguments: colours)
    func textOnTheCharacterColourReads(_ colours: CharacterColours) {
        let palette = colours.palette
        #expect(palette.onColour.contrast(with: palette.colour) >= 4.5)
    }

    @Test(arguments: colours)
    func everyShadePassesInBothSchemes(_ colours: CharacterColours) {
        let palette = colours.palette
        for (scheme, page, background) in [
            (palette.light, PageColours.light, colours.light), (palette.dark, PageColours.dark, colours.dark),
        ] {
            for surface in [page.background, page.surface] {
                #expect(scheme.accent.contrast(with: surface) >= 3)
                #expect(scheme.text.contrast(with: surface) >= 4.5)
            }
            #expect(scheme.onAccent.contrast(with: scheme.accent) >= 4.5)
            #expect(scheme.text.contrast(with: scheme.tint) >= 4.5)
            #expect(page.text.contrast(with: scheme.tint) >= 4.5)
            if let background { #expect(scheme.text.contrast(with: background) >= 4.5) }
        }
    }

    /// A tinted card or hero must show its edge on the page, whatever
    /// background the character names: Mr. Funny's real cream `#FFFAF0`
    /// melted into the cream page (1.01:1).
    /// Its dark background here is the page's own.
    @Test(arguments: colours + [CharacterColours(color: "#F5A623", backgroundLight: "#FFFAF0", backgroundDark: "#17120E")])
    func theTintStandsApartFromThePage(_ colours: CharacterColours) {
        let palette = colours.palette
        #expect(palette.light.tint.contrast(with: PageColours.light.background) >= SchemePalette.tintSeparation)
        #expect(palette.dark.tint.contrast(with: PageColours.dark.background) >= SchemePalette.tintSeparation)
    }

    @Test func aBackgroundThatAlreadyStandsApartIsKept() throws {
        let lilac = try #require(RGBColour(hex: "#F1ECFD"))
        let palette = CharacterPalette(colour: try #require(RGBColour(hex: "#7B4FE0")), backgroundLight: lilac)
        #expect(palette.light.tint == lilac)
    }

    /// The issue's failures: white initials on Mr. Funny's yellow (2.0:1),
    /// near-black text on a mid blue.
    @Test func yellowAndBlueGetDarkTextOfTheirOwnHue() throws {
        let funny = CharacterPalette(colour: try #require(RGBColour(hex: "#F5A623")))
        #expect(funny.onColour != .white)
        #expect(funny.onColour.red > funny.onColour.blue)
        let sad = CharacterPalette(colour: try #require(RGBColour(hex: "#4A90E2")))
        #expect(sad.onColour.blue > sad.onColour.red)
    }

    @Test func aColourThatAlreadyPassesIsKept() throws {
        let purple = try #require(RGBColour(hex: "#5B2FC0"))
        let palette = CharacterPalette(colour: purple)
        #expect(palette.light.text == purple)
        #expect(palette.light.accent == purple)
        #expect(palette.onColour == .white)
    }

    /// Shades move as little as they must, so they stay the character's colour.
    @Test(arguments: colours)
    func shadesAreTheLeastChangeThatPasses(_ colours: CharacterColours) throws {
        let colour = colours.palette.colour
        let page = PageColours.light
        let shade = try #require(CharacterPalette.shade(of: colour, towards: .black, reaching: 4.5, against: [page.background]))
        #expect(shade.contrast(with: page.background) >= 4.5)
        let steps = (0...100).map { colour.mixed(with: .black, amount: Double($0) / 100) }
        let index = try #require(steps.firstIndex(of: shade))
        if index > 0 { #expect(steps[index - 1].contrast(with: page.background) < 4.5) }
    }

    @Test func cssHexIsReadyForTemplates() throws {
        let palette = CharacterPalette(colour: try #require(RGBColour(hex: "#f5a623")))
        #expect(palette.light.text.hex.count == 7)
        #expect(palette.light.text.hex.hasPrefix("#"))
    }

    private static func catalogueColours(_ url: URL) -> [CharacterColours] {
        guard let data = try? Data(contentsOf: url),
              let characters = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { return [] }
        return characters.keys.sorted().map { id in
            let fields = characters[id]!
            return CharacterColours(
                color: fields["color"] as! String,
                backgroundLight: fields["background_light"] as? String,
                backgroundDark: fields["background_dark"] as? String
            )
        }
    }
}

/// A character's colours as the catalogue writes them.
struct CharacterColours: Sendable, CustomTestStringConvertible {
    let color: String
    let backgroundLight: String?
    let backgroundDark: String?

    var light: RGBColour? { backgroundLight.flatMap(RGBColour.init(hex:)) }
    var dark: RGBColour? { backgroundDark.flatMap(RGBColour.init(hex:)) }
    var palette: CharacterPalette {
        CharacterPalette(colour: RGBColour(hex: color)!, backgroundLight: light, backgroundDark: dark)
    }
    var testDescription: String { color }
}
