import ArgumentParser
import JokeSite

/// SPEC §1's common options.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The catalogue folder.")
    var content = "content"

    @Option(name: .long, help: "The templates folder.")
    var templates = "templates"

    @Option(name: .long, help: "Where the site is written (replaced whole).")
    var output = "public"

    @Option(name: .long, help: "Overrides site.json's base_url, e.g. https://example.org/jokes/.")
    var baseURL: String?

    @Option(name: .long, help: "The build's today, YYYY-MM-DD (default: today in the site's time zone).")
    var date: CalendarDay?

    @Flag(name: .long, help: "Print only errors.")
    var quiet = false

    @Flag(name: .long, help: "Print the time of each stage.")
    var verbose = false

    var buildOptions: BuildOptions {
        var options = BuildOptions()
        options.contentDirectory = content
        options.templatesDirectory = templates
        options.outputDirectory = output
        options.baseURL = baseURL
        options.date = date
        return options
    }
}

extension CalendarDay: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
