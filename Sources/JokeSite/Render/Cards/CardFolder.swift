/// `/cards/`: the social cards, each an output of the pages that show it
/// (`PreparedOutput.derived`, `PageCards.output`), so it makes nothing of
/// its own; it reserves the folder and says what its files are served as.
struct CardFolder: OutputSource {
    let order = 250
    static let route = "cards/"
    let outputs = [OutputKind("cards", route: Self.route, formats: [.png])]
}
