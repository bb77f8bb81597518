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

    @Option(name: .long, help: "The catalogue folder.")
    var content = "content"

    @Option(name: .long, help: "How problems are printed: text, or github (Actions annotations).")
    var format = Format.text

    @Flag(name: .long, help: "Print nothing on success.")
    var quiet = false

    func run() throws {
        do {
            let catalogue = try CatalogueCheck.run(contentDirectory: content)
            if !quiet { print("ok: \(catalogue.summary)") }
        } catch {
            for problem in error.problems {
                print(format == .github ? problem.githubAnnotation : problem.description)
            }
            printError("\(error.problems.count) problem\(error.problems.count == 1 ? "" : "s") found in \(content)")
            throw ExitCode(ExitStatus.catalogueErrors)
        }
    }
}
