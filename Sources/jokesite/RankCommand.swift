import ArgumentParser
import Foundation
import JokeSite

struct RankCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rank",
        abstract: "Recompute the All-Time Top 10 from rating_events.json into weekly_rankings.json."
    )

    @OptionGroup var options: SiteOptions

    @Flag(help: "Write nothing; exit 1 when the stored rankings differ from the computed ones (for CI).")
    var check = false

    func run() throws {
        try CatalogueCommandFailure.exitOnFailure {
            let editor = RankingEditor(contentDirectory: options.content)
            let catalogue = try CatalogueEditor(contentDirectory: options.content).loadCatalogue()
            guard !catalogue.ratingEvents.isEmpty else {
                throw EditError.invalid(["\(CatalogueFiles.ratingEvents) has no events to rank"])
            }
            let (rankings, matches) = editor.compute(catalogue: catalogue, computedAt: UTCTimestamp.format(Date()))
            if !options.quiet {
                for (title, list) in [("All-Time Top 10, hilarious", rankings.hilarious), ("All-Time Top 10, horrible", rankings.horrible)] {
                    print("\(title):")
                    for entry in list {
                        let setup = catalogue.jokesByID[entry.jokeID].map { JokeSplitter.split($0.text).setup.replacingOccurrences(of: "\n", with: " ") } ?? ""
                        print("  \(entry.rank). \(entry.jokeID) (\(entry.count))  \(setup)")
                    }
                }
            }
            if matches {
                print("\(CatalogueFiles.rankings) is up to date")
            } else if check {
                printError("\(CatalogueFiles.rankings) differs from the rankings of \(CatalogueFiles.ratingEvents); run jokesite rank")
                throw ExitCode(ExitStatus.catalogueErrors)
            } else {
                try editor.write(rankings)
                print("wrote \(CatalogueFiles.rankings)")
            }
        }
    }
}
