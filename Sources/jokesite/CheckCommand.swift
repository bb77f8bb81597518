import ArgumentParser
import JokeSite

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the catalogue; list every problem and exit 1 if there are any."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github
    }

    @OptionGroup var options: SiteOptions

    @Option(name: .long, help: "How problems are printed: text, or github (Actions annotations).")
    var format = Format.text

    func run() throws {
        do {
            let (catalogue, warnings) = try CatalogueCheck.runWithWarnings(contentDirectory: options.content)
            for warning in warnings { print(format == .github ? warning.githubAnnotation : warning.description) }
            if !options.quiet { print("ok: \(catalogue.summary)") }
        } catch {
            for problem in error.problems + error.warnings {
                print(format == .github ? problem.githubAnnotation : problem.description)
            }
            printError("\(error.problems.count) problem\(error.problems.count == 1 ? "" : "s") found in \(options.content)")
            throw ExitCode(ExitStatus.catalogueErrors)
        }
    }
}
