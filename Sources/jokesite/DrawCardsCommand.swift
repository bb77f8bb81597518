import ArgumentParser
import Foundation
import JokeSite
import SocialCards

/// Draws the social card of every SFW joke of a catalogue on one thread and
/// prints the processor time per card (drawing and PNG encoding). Hidden: a
/// measuring tool, and a way to look at cards before pages link them.
struct DrawCardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw-cards",
        abstract: "Draw every joke's social card and print the time per card.",
        shouldDisplay: false
    )

    @Option(help: "The catalogue folder.")
    var content = "content"

    @Option(help: "A folder to write the cards into, as JOKE_ID.png, with the site's card and icons (default: none).")
    var out: String?

    @Option(help: "Draw the catalogue's cards this many times over.")
    var rounds = 1

    func run() throws {
        let catalogue = CatalogueLoader(contentDirectory: content, shape: .declared).load().catalogue
        let cards = SiteCards(site: catalogue.site, baseURL: catalogue.site.baseURL, font: CardFont(families: catalogue.site.cardFont),
                              avatars: SiteCards.svgAvatars(of: catalogue))
        let characters = Dictionary(catalogue.characters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let jokes = catalogue.jokes.filter { $0.sfw && characters[$0.character] != nil }
        let jokeCards = jokes.map { cards.jokeCard($0, character: characters[$0.character]!) }
        if let out { try write(jokeCards, named: jokes.map(\.id), cards: cards, to: URL(fileURLWithPath: out)) }
        // One card first, so fonts are loaded before the clock starts.
        _ = jokeCards.first.map(cards.png)
        var bytes = 0
        let start = Self.processorMilliseconds()
        for _ in 0..<rounds {
            for card in jokeCards { bytes += cards.png(card).count }
        }
        let count = max(jokeCards.count * rounds, 1)
        let milliseconds = (Self.processorMilliseconds() - start) / Double(count)
        print(String(format: "%d cards, %.2f ms per card (drawing + PNG, one core), %d bytes per card", count, milliseconds, bytes / count))
    }

    private func write(_ jokeCards: [SocialCard], named names: [String], cards: SiteCards, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (card, name) in zip(jokeCards, names) {
            try Data(cards.png(card)).write(to: folder.appendingPathComponent("\(name).png"))
        }
        try Data(cards.png(cards.pageCard(title: "All-Time Top 10", character: nil))).write(to: folder.appendingPathComponent("_top10.png"))
        try Data(cards.faviconPNG()).write(to: folder.appendingPathComponent("_favicon.png"))
        try Data(cards.touchIconPNG()).write(to: folder.appendingPathComponent("_apple-touch-icon.png"))
    }

    /// This thread's processor time: the machine may be busy with others.
    private static func processorMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
