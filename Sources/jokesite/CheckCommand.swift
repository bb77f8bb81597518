import ArgumentParser
import JokeSite

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the catalogue and the templates; list every problem and exit 1 if there are any."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github
    }

    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption

    @Option(name: .long, help: "How problems are printed: text, or github (Actions annotations).")
    var format = Format.text

    @OptionGroup var quiet: QuietOption

    func run() throws {
        try content.requireFolder()
        var problems = TemplateCheck.run(templatesDirectory: templates.templates)
        var summary = ""
        do {
            summary = try CatalogueCheck.run(contentDirectory: content.content).summary
        } catch {
            problems = error.problems + problems
        }
        guard !problems.isEmpty else {
            if !quiet.quiet { print("ok: \(summary); templates ok") }
            return
        }
        for problem in problems {
            print(format == .github ? problem.githubAnnotation : problem.description)
        }
        printError("\(problems.count) problem\(problems.count == 1 ? "" : "s") found in \(content.content) and \(templates.templates)")
        throw ExitCode(ExitStatus.catalogueErrors)
    }
}
