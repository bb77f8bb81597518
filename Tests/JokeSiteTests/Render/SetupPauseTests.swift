import Testing
@testable import JokeSite

@Suite struct SetupPauseTests {
    @Test func aSetupCutByALineBreakAloneIsAPause() {
        let parts = JokeSplitter.split("I used to sell shoes\nthen the manager gave me the boot.")
        #expect(SetupPause.isPause(setup: parts.setup, punchline: parts.punchline))
        #expect(SetupPause.isPause(setup: "Route 66 ", punchline: "is a long road."))
    }

    @Test(arguments: ["Why did the chicken cross the road?", "Wait for it!", "Knock, knock. Who's there? Cow says.", "He said “no”", "Ready 😂"])
    func aSetupEndingInPunctuationIsNot(_ setup: String) {
        #expect(!SetupPause.isPause(setup: setup, punchline: "Because."))
    }

    @Test func aJokeWithoutAPunchlineIsNot() {
        #expect(!SetupPause.isPause(setup: "A joke without an end", punchline: ""))
    }
}
