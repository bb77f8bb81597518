import Synchronization
import SocialCards

/// Draws each card once per build, on the worker thread of the first page
/// that shows it, and keeps the file of a card the last build drew (its
/// name is the hash of what it shows) without drawing it again.
final class CardDrawer: Sendable {
    let cards: PageCards
    let output: OutputFolder
    /// The card's file depends on the code that draws it, too.
    private let generatorKey: UInt64
    private let claimed = Mutex(Set<String>())
    private let drawCount = Atomic(0)

    /// Cards drawn so far; the others were kept.
    var drawn: Int { drawCount.load(ordering: .relaxed) }

    init(cards: PageCards, output: OutputFolder, generator: String) {
        self.cards = cards
        self.output = output
        generatorKey = StableHash.fnv1a("card:" + generator)
    }

    func draw(_ card: SocialCard) throws(OutputError) {
        let route = cards.route(of: card)
        guard claimed.withLock({ $0.insert(route).inserted }) else { return }
        let key = StableHash.fnv1a(route, seed: generatorKey)
        if output.keepOutput(route, key: key, files: [route]) { return }
        try output.write(route, cards.cards.png(card))
        drawCount.add(1, ordering: .relaxed)
        output.recordOutput(route, key: key)
    }
}
