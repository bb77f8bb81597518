import Foundation
import Synchronization
import Testing
@testable import SocialCards

/// Cards drawn on many threads that come and go (as a build's worker
/// threads do) give the same bytes as on one thread, and never crash:
/// Pango's per-thread default font map, freed when its thread exited
/// while other threads made scaled fonts, once crashed in
/// `cairo_scaled_font_create`.
@Suite struct CardThreadTests {
    private static let headlines = ["Why did the fixture pass?", "Why did the 🐔 cross the road? 😂", "لماذا عبر الدجاج الطريق؟",
                                    "Pourquoi le café ? Parce que.", "猫はなぜ笑う？"]

    @Test func cardsDrawnOnThreadsThatExitMatchCardsDrawnOnOne() {
        let painter = CardPainter()
        let expected = Self.headlines.map { painter.png(CardPainterTests.card($0)) }
        let threads = 24
        let results = Mutex(Array(repeating: true, count: threads))
        let running = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount * 2))
        let done = DispatchGroup()
        for index in 0..<threads {
            running.wait()
            done.enter()
            // A new thread each time: its font map (before the fix, Pango's
            // default for the thread) goes when it exits.
            let thread = Thread {
                let own = CardPainter()
                let same = Self.headlines.indices.allSatisfy { own.png(CardPainterTests.card(Self.headlines[$0])) == expected[$0] }
                results.withLock { $0[index] = same }
                running.signal()
                done.leave()
            }
            thread.start()
        }
        done.wait()
        #expect(results.withLock { $0.allSatisfy { $0 } })
    }
}

