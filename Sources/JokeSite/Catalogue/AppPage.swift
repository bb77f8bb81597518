/// A page the app's App Store listing links to (`app.privacy`,
/// `app.support`): a page of the site by its slug, or an outside address.
public enum AppPage: Sendable, Equatable {
    case slug(String)
    case address(String)

    /// The field's page: `https://…` is an outside address, anything else
    /// a page's slug (whether that page exists is checked with the pages).
    static func read(_ app: DocumentReader, _ field: String) -> AppPage? {
        guard let value = app.optionalString(field) else { return nil }
        if value.hasPrefix("https://") || value.hasPrefix("http://") {
            guard value.range(of: #"^https?://[^\s/]+\.[^\s/]+(/\S*)?$"#, options: .regularExpression) != nil else {
                app.report(field, "\"\(value)\" is not an address, as https://example.com/privacy")
                return nil
            }
            return .address(value)
        }
        guard DocumentID.isSafe(value) else {
            app.report(field, "\"\(value)\" is neither a page's slug (as \"privacy\") nor an https:// address")
            return nil
        }
        return .slug(value)
    }
}

/// Where on the site an App Store link is: its campaign token (`ct=`), so
/// App Store Connect tells which place sold the app. README lists them.
public enum AppStoreCampaign: String, Sendable {
    /// The line after a joke's punchline on its own page.
    case joke = "web-joke"
    /// The line after the punchline of the joke of the day on the home page.
    case home = "web-home"
    /// The line after the punchline on a day's page.
    case day = "web-day"
    /// The app strip at the foot of every page.
    case strip = "web-strip"
    /// The QR code in the app strip, scanned with a phone's camera.
    case qr = "web-qr"
    /// The widgets page's download link.
    case widgets = "web-widgets"

    /// The place of the line after the punchline of a page's own joke, by
    /// the page's template; nil for pages without one.
    static func afterPunchline(onPage template: String) -> AppStoreCampaign? {
        switch template {
        case "joke": .joke
        case "home": .home
        case "day": .day
        default: nil
        }
    }
}
