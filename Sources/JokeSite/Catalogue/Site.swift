import Foundation
import TemplateEngine

/// `site.json`: the settings of the whole site.
public struct Site: Sendable, Equatable {
    public var title: String
    /// Always ends with `/`.
    public var baseURL: String
    public var timeZone: TimeZone
    public var language: String
    public var appScheme: String
    public var perPage: Int
    public var includeNSFW: Bool
    /// `menu`: built-in sections and page slugs, in order; nil for the
    /// default (the renderer's `SiteMenu.defaultEntries`).
    public var menu: [String]? = nil
    /// The line of `menu` in `site.json`, for its problems.
    public var menuLine: Int? = nil
    /// `first_day`: the archive's first day, when set; see `ArchiveStart`.
    public var firstDay: CalendarDay? = nil
    /// `cards`: social cards and their head tags; off, pages name no image.
    public var cards = true
    /// `card_font`: the Pango family list the cards are drawn in.
    public var cardFont = Site.defaultCardFont
    /// `search`: a Pagefind index, the search page and the header's search box.
    public var search = true
    /// `app`: the app's links (association files, banner, App Store link).
    public var app = AppLinks()
    /// `host`: where the site is published; a build warns when the site
    /// passes that host's published limits. Nil: not said.
    public var host: PublishingHost? = nil
    /// A hash of `site.json`'s bytes as loaded: every page keyed by what
    /// it read starts from it (`PageRenderer`'s reader seed), so any edit
    /// of the file makes those pages again. `.zero` when the file could not be read.
    public var fileHash = ContentHash.zero

    public static let defaultCardFont = "Inter, sans-serif"

    public static let defaultTimeZone = "America/New_York"

    /// A name of the IANA time zone database (`Europe/Paris`, `UTC`).
    public static func isIANAZoneName(_ name: String) -> Bool {
        // Foundation's list leaves out the Etc/ zones.
        name == "UTC" || ianaZoneNames.contains(name) || name.hasPrefix("Etc/")
    }

    private static let ianaZoneNames = Set(TimeZone.knownTimeZoneIdentifiers)
}
