/// A setup that ends without punctuation was cut from its punchline by a
/// line break or " - " alone: pages show it trailing off and the punchline
/// picking it up ("I used to sell shoes…" / "…then the manager gave me the
/// boot."). Display only: `JokeSplitter`'s rule, the app's, stays.
enum SetupPause {
    static func isPause(setup: String, punchline: String) -> Bool {
        guard !punchline.isEmpty, let last = setup.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return last.properties.isAlphabetic || last.properties.numericType != nil
    }
}
