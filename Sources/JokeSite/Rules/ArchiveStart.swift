import Foundation

/// SPEC §2: the first day of the site's archive of jokes of the day.
/// `site.json`'s `first_day` when set; otherwise the day (site time zone)
/// of the earliest `created_at` in `jokes.json`; with no such timestamp,
/// the first day in `daily_jokes.json`. A `daily_jokes` day before it is a
/// validation error, so the archive never reaches back past the catalogue.
public enum ArchiveStart {
    public static func firstDay(of catalogue: Catalogue) -> CalendarDay? {
        firstDay(site: catalogue.site, earliest: catalogue.jokes.lazy.compactMap(\.createdAt).min(), firstDaily: catalogue.dailyJokes.first?.day)
    }

    /// From the site's settings, the earliest `created_at` and the first daily day.
    static func firstDay(site: Site, earliest: Date?, firstDaily: CalendarDay?) -> CalendarDay? {
        if let configured = site.firstDay { return configured }
        if let earliest {
            let day = SiteCalendar(timeZone: site.timeZone).day(of: earliest)
            // A timestamp early on 2000-01-01 UTC can still be 1999 in the site's zone.
            return max(day, CalendarDay.supported.lowerBound)
        }
        return firstDaily
    }

    /// Where `firstDay` came from, for messages.
    public static func origin(of catalogue: Catalogue) -> String {
        if catalogue.site.firstDay != nil { return "first_day in \(catalogue.files.display(CatalogueFiles.site))" }
        return "the earliest created_at in \(catalogue.files.display(CatalogueFiles.jokes)); first_day in \(CatalogueFiles.site) can set it"
    }
}
