import ArgumentParser
import Foundation
import JokeSite
import JokeSiteServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it into a temporary folder, serve it, rebuild and reload on every change.",
        discussion: "--output is not used: the preview never touches the deployable output folder."
    )

    @OptionGroup var options: SiteOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port (default: 1313, or the next free one).")
    var port: Int?

    func run() async throws {
        try await serve()
    }

    /// `run()` under a name of its own: called on a plain `ParsableCommand`
    /// value, Swift would pick the synchronous `run()` overload.
    func serve() async throws {
        let server = PreviewServer(options: options.buildOptions, host: host, port: port) { line in
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
