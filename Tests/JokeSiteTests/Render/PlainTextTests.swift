import Testing
@testable import JokeSite

@Suite struct PlainTextTests {
    @Test func markersAndLineBreaksGoWordsStay() {
        #expect(PlainText.fromMarkdown("  # *Why* did the `cow`\n\n cross_the road?  ") == "Why did the cow crossthe road?")
    }

    /// All-ASCII Markdown takes a byte path; one accent sends it down the
    /// Unicode path, which must agree.
    @Test func asciiAndUnicodeMarkdownReduceAlike() {
        let markdown = "**Knock**\tknock.\r\nWho's\u{0C}there?"
        #expect(PlainText.fromMarkdown(markdown) == "Knock knock. Who's there?")
        #expect(PlainText.fromMarkdown(markdown + " Café") == "Knock knock. Who's there? Café")
    }

    @Test func singleLineJoinsRunsOfBlanksAndKeepsTheRest() {
        #expect(PlainText.singleLine("Knock, knock.\nWho's  there?\t*Boo*.") == "Knock, knock. Who's there? *Boo*.")
        #expect(PlainText.singleLine("Déjà vu?\r\n\nAgain\u{A0}!") == "Déjà vu? Again\u{A0}!")
        #expect(PlainText.singleLine("<b>as is</b>") == "<b>as is</b>")
    }

    @Test func truncatesAtAWord() {
        #expect(PlainText.truncated("one two three", to: 9) == "one two…")
        #expect(PlainText.truncated("short", to: 9) == "short")
    }
}
