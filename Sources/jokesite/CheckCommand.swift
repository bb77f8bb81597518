import Foundation
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
        // A catalogue-only repository has no templates to check.
        let checksTemplates = templates.templates != "templates" || FileManager.default.fileExists(atPath: "templates")
        var problems = checksTemplates ? TemplateCheck.run(templatesDirectory: templates.templates) : []
        var summary = ""
        do {
            let (catalogue, warnings) = try CatalogueCheck.runWithWarnings(contentDirectory: content.content)
            for warning in warnings { print(format == .github ? warning.githubAnnotation : warning.description) }
            summary = catalogue.summary
        } catch {
            for warning in error.warnings { print(format == .github ? warning.githubAnnotation : warning.description) }
            problems = error.problems + problems
        }
        guard !problems.isEmpty else {
            if !quiet.quiet { print("ok: \(summary)" + (checksTemplates ? "; templates ok" : "; no templates/ folder, templates not checked")) }
            return
        }
        for problem in problems {
            print(format == .github ? problem.githubAnnotation : problem.description)
        }
        printError("\(problems.count) problem\(problems.count == 1 ? "" : "s") found in \(content.content) and \(templates.templates)")
        throw ExitCode(ExitStatus.catalogueErrors)
    }
}
