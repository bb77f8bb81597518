import ArgumentParser
import JokeSite

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render the catalogue and templates into the output folder."
    )

    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption

    @Option(name: .long, help: ArgumentHelp("Where the site is written.", valueName: "dir"))
    var output = "public"

    @OptionGroup var render: RenderOptions
    @OptionGroup var verbosity: VerbosityOptions

    @Flag(name: .long, help: "Replace the output folder and everything in it, even if jokesite did not make it.")
    var clean = false

    @Flag(name: .long, help: "Check every file in the output folder and put back what was changed or deleted by hand (run before publishing).")
    var verify = false

    @Flag(name: .long, help: "Merge the search index's recent edits into its settled shards (with search on; run nightly, say).")
    var compactSearch = false

    func run() throws {
        try content.requireFolder()
        var buildOptions = BuildOptions(content: content, templates: templates, render: render)
        buildOptions.outputDirectory = output
        buildOptions.clean = clean
        buildOptions.verify = verify
        buildOptions.compactSearch = compactSearch
        let progress = TerminalProgress(enabled: !verbosity.quiet)
        buildOptions.progress = progress.show
        do {
            let report = try SiteBuilder(options: buildOptions).build()
            progress.clear()
            for warning in report.warnings { printError(warning.description) }
            for warning in report.hostWarnings { printError("warning: \(warning)") }
            if verbosity.verbose {
                for line in report.stageLines { print(line) }
                if let perPage = report.templateMicrosecondsPerPage {
                    print("  templates: \(String(format: "%.1f", perPage)) µs a page (thread time, HTML and Markdown)")
                }
            }
            if !verbosity.quiet { print(report.summary) }
        } catch {
            progress.clear()
            throw ExitCode(BuildFailure.report(error))
        }
    }
}

/// Prints a failed build's problems and gives its exit code.
enum BuildFailure {
    static func report(_ error: BuildError) -> Int32 {
        switch error {
        case .problems(let problems):
            for problem in problems { printError(problem.description) }
            let errors = problems.count { !$0.isWarning }
            printError("build failed: \(errors) problem\(errors == 1 ? "" : "s"); the output was not changed")
            return ExitStatus.catalogueErrors
        case .usage(let message):
            printError("error: \(message)")
            return ExitStatus.usage
        case .output(let error, let stage):
            printError("error: \(BuildError.describe(error, stage: stage))")
            return ExitStatus.io
        }
    }
}
