import ArgumentParser
import Foundation
import JokeSite

// The options of SPEC §1, in groups: each command takes only the groups it
// uses, so its help lists nothing it would ignore.

/// `--content`: every command reads the catalogue.
struct ContentOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalogue folder.", valueName: "dir"))
    var content = "content"

    /// Stops with one line and exit 3 when the folder is not there (most
    /// likely the command was run outside the site's folder); finishes a
    /// change of it that a killed command left.
    func requireFolder() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content, isDirectory: &isDirectory), isDirectory.boolValue else {
            printError(content == "content"
                ? "error: there is no content/ folder here: run jokesite in your site's folder, or give --content DIR"
                : "error: the catalogue folder \(content) does not exist")
            throw ExitCode(ExitStatus.io)
        }
        // A change of content/ that a killed command left is finished first.
        do {
            if let note = try CatalogueEditor(contentDirectory: content).finishInterruptedChange() { printError(note) }
        } catch EditError.io(let path, let message) {
            printError("error: \(path): \(message)")
            throw ExitCode(ExitStatus.io)
        }
    }
}

/// `--templates`: the commands that render or check the templates.
struct TemplatesOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The templates folder.", valueName: "dir"))
    var templates = "templates"
}

/// `--base-url` and `--date`: what a rendered site depends on besides its
/// files.
struct RenderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Overrides site.json's base_url, e.g. https://example.org/jokes/.", valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("The site's today (default: today in the site's time zone).", valueName: "yyyy-mm-dd"),
            transform: CalendarDay.parseArgument)
    var date: CalendarDay?
}

/// `-q`: commands with nothing to say beyond their result.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false
}

/// `-q` and `-v`: commands that build the site.
struct VerbosityOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print the time of each build stage.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }
}

extension BuildOptions {
    init(content: ContentOption, templates: TemplatesOption, render: RenderOptions) {
        self.init()
        contentDirectory = content.content
        templatesDirectory = templates.templates
        baseURL = render.baseURL
        date = render.date
    }
}

extension CalendarDay {
    /// A `--date` value; a wrong one says why (`2026-02-30 is not a date`).
    static func parseArgument(_ text: String) throws -> CalendarDay {
        if let day = CalendarDay(text) {
            guard day.isSupported else { throw ValidationError("\(text) is outside the supported dates \(CalendarDay.supportedDescription)") }
            return day
        }
        let hasTheForm = text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil
        throw ValidationError(hasTheForm ? "\(text) is not a date" : "\(text) is not a date in the form YYYY-MM-DD")
    }

    /// The current day in the site's time zone.
    static func today(in site: Site) -> CalendarDay {
        SiteCalendar(timeZone: site.timeZone).day(of: Date())
    }
}
