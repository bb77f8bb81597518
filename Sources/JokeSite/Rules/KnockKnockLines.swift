import Foundation

/// A knock-knock joke as a dialogue, one turn a line ("Knock, knock." /
/// "Who's there?" / "Lettuce." / "Lettuce who?" / "Lettuce in!"), however
/// its text was stored. Pages show these lines; where the text is cut
/// stays `JokeSplitter`'s (the app's) decision: the lines only re-break
/// each part, the setup's turns before the punchline's.
enum KnockKnockLines {
    /// The parts with one turn a line; other jokes' parts as they are.
    static func lines(_ parts: JokeParts) -> JokeParts {
        guard !parts.punchline.isEmpty, JokeSplitter.isKnockKnock(parts.setup),
              let setup = setupTurns(parts.setup) else { return parts }
        return JokeParts(setup: setup.joined(separator: "\n"), punchline: punchlineTurns(parts.punchline).joined(separator: "\n"))
    }

    /// "Knock, knock. Who's there? Lettuce." → the knock, the question, the answer.
    private static func setupTurns(_ setup: String) -> [String]? {
        guard let question = setup.range(of: "who's there", options: .caseInsensitive)
                ?? setup.range(of: "who\u{2019}s there", options: .caseInsensitive) else { return nil }
        // The question keeps the punctuation that follows it ("Who's there?").
        let questionEnd = setup[question.upperBound...].firstIndex { !"?!.".contains($0) } ?? setup.endIndex
        let turns = [setup[..<question.lowerBound], setup[question.lowerBound..<questionEnd], setup[questionEnd...]]
        return turns.map(oneLine).filter { !$0.isEmpty }
    }

    /// "Lettuce who? Lettuce in!" → the asker's "Lettuce who?", then the answer.
    private static func punchlineTurns(_ punchline: String) -> [String] {
        guard let who = punchline.range(of: "who?", options: .caseInsensitive) else { return [oneLine(punchline)] }
        return [punchline[..<who.upperBound], punchline[who.upperBound...]].map(oneLine).filter { !$0.isEmpty }
    }

    /// A turn on one line: its line breaks and runs of spaces made one space.
    private static func oneLine(_ turn: some StringProtocol) -> String {
        turn.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
