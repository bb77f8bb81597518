import ArgumentParser

struct JokeSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jokesite",
        abstract: "A static site generator for the Mr. Funny Jokes catalogue.",
        version: "jokesite \(jokesiteVersion)",
        subcommands: [BuildCommand.self, CheckCommand.self, AddCommand.self, DailyCommand.self, RankCommand.self, PullCommand.self,
                      PushCommand.self, ServeCommand.self, SynthesizeCommand.self, DrawCardsCommand.self]
    )
}

/// SPEC §1's exit codes.
enum ExitStatus {
    static let catalogueErrors: Int32 = 1
    static let usage: Int32 = 2
    static let io: Int32 = 3
}
