import Foundation
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

    func validate() throws {
        if let date, !date.isSupported {
            throw ValidationError("--date \(date) is outside the supported dates \(CalendarDay.supportedDescription)")
        }
    }

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

extension SiteOptions {
    /// `--date`, or the current day in the site's time zone. A command whose
    /// `--date` names the day to change asks for the real today.
    func today(in site: Site, ignoringDate: Bool = false) -> CalendarDay {
        if let date, !ignoringDate { return date }
        return SiteCalendar(timeZone: site.timeZone).day(of: Date())
    }

    /// When `add` stamps new jokes: the start of `--date` in the site's
    /// zone, or now.
    func timestamp() throws -> String {
        guard let date else { return UTCTimestamp.format(Date()) }
        let site = try CatalogueEditor(contentDirectory: content).loadCatalogue().site
        return UTCTimestamp.format(SiteCalendar(timeZone: site.timeZone).startOfDay(date))
    }
}

extension CalendarDay: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
