import ArgumentParser
import Foundation
import JokeSite
import JokeSiteServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it into a temporary folder, serve it, rebuild and reload on every change.",
        discussion: "The preview never touches the output folder. The site is served under the path of its base URL (--base-url, or site.json's base_url), as it will be deployed."
    )

    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption
    @OptionGroup var render: RenderOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port (default: \(PreviewServer.defaultPort), or the next free one).")
    var port: Int?

    @OptionGroup var verbosity: VerbosityOptions

    func run() async throws {
        try await serve()
    }

    /// `run()` under a name of its own: called on a plain `ParsableCommand`
    /// value, Swift would pick the synchronous `run()` overload.
    func serve() async throws {
        if let port, !(1...65535).contains(port) {
            printError("error: --port \(port) is not a port: use 1 to 65535, or leave --port out for \(PreviewServer.defaultPort) or the next free one")
            throw ExitCode(ExitStatus.usage)
        }
        try content.requireFolder()
        let reporting: PreviewServer.Reporting = verbosity.quiet ? .quiet : verbosity.verbose ? .verbose : .normal
        var options = BuildOptions(content: content, templates: templates, render: render)
        // A preview without Pagefind is still a preview: without search, said so.
        options.searchNeedsPagefind = false
        let server = PreviewServer(options: options, host: host, port: port, reporting: reporting) { line in
            // Unbuffered, so a watching terminal or test sees each line at once.
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        do {
            try await server.run()
        } catch {
            printError("error: \(error)")
            throw ExitCode(ExitStatus.io)
        }
    }
}
