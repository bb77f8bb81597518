import ArgumentParser
import Foundation
import JokeSite

struct RankCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rank",
        abstract: "Recompute the All-Time Top 10 from rating_events.json into weekly_rankings.json."
    )

    @OptionGroup var content: ContentOption

    @Flag(help: "Write nothing; exit 1 when the stored rankings differ from the computed ones (for CI).")
    var check = false

    @OptionGroup var quiet: QuietOption

    func run() throws {
        try content.requireFolder()
        try CatalogueCommandFailure.exitOnFailure {
            let editor = RankingEditor(contentDirectory: content.content)
            let catalogue = try CatalogueEditor(contentDirectory: content.content).loadCatalogue()
            guard catalogue.ratingTally != nil else {
                throw EditError.invalid(["\(CatalogueFiles.ratingEvents) has no events to rank"])
            }
            let (rankings, matches) = editor.compute(catalogue: catalogue, computedAt: UTCTimestamp.format(Date()))
            let say = { (line: String) in if !quiet.quiet { print(line) } }
            for (title, list) in [("All-Time Top 10, hilarious", rankings.hilarious), ("All-Time Top 10, horrible", rankings.horrible)] {
                say("\(title):")
                for entry in list {
                    let setup = catalogue.jokesByID[entry.jokeID].map { oneLine(JokeSplitter.split($0.text).setup) } ?? ""
                    say("  \(entry.rank). \(entry.jokeID) (\(entry.count))  \(setup)")
                }
            }
            if matches {
                say("\(CatalogueFiles.rankings) is up to date")
            } else if check {
                printError("\(CatalogueFiles.rankings) differs from the rankings of \(CatalogueFiles.ratingEvents); run jokesite rank")
                throw ExitCode(ExitStatus.catalogueErrors)
            } else {
                try editor.write(rankings)
                say("wrote \(CatalogueFiles.rankings)")
            }
        }
    }
}
