import ArgumentParser

struct JokeSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jokesite",
        abstract: "A static site generator for the Mr. Funny Jokes catalogue.",
        version: "jokesite \(version)",
        subcommands: [BuildCommand.self, CheckCommand.self, AddCommand.self, DailyCommand.self, RankCommand.self, PullCommand.self,
                      PushCommand.self, ServeCommand.self, SynthesizeCommand.self, DrawCardsCommand.self]
    )

    static let version = "0.1.0"
}

/// SPEC §1's exit codes.
enum ExitStatus {
    static let catalogueErrors: Int32 = 1
    static let usage: Int32 = 2
    static let io: Int32 = 3
}
