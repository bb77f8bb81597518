/// What one widget family shows today, as the site publishes it in
/// `/widgets/FAMILY.json` (a JSON Feed 1.1 whose item carries `_widget`).
public struct WidgetSnapshot: Sendable {
    public static let badge = "JOKE OF THE DAY"
    public static let placeholderText = "No joke today. Check back tomorrow!"

    public struct CharacterColors: Sendable, Equatable, Codable {
        public var id: String
        public var name: String
        public var color: String
        public var background_light: String
        public var background_dark: String
    }

    public let family: WidgetFamily
    public let day: CalendarDay
    /// Today's joke, or nil for the placeholder.
    public let jokeID: String?
    public let character: CharacterColors?
    /// The full text the widget lays out: the setup, or `Name: setup` inline.
    public let text: String
    public let typeLabel: String?
    public let wrapped: TextWrapper.Result
    public let nextRefresh: String
    public let deepLink: String

    /// The snapshot of `family` for the site's today.
    public init(family: WidgetFamily, site: ResolvedSite) {
        self.family = family
        day = site.today
        let pick = site.todaysPick
        let joke = pick.flatMap { site.catalogue.jokesByID[$0.jokeID] }.flatMap { $0.sfw ? $0 : nil }
        let teller = joke.flatMap { site.catalogue.charactersByID[$0.character] }
        jokeID = joke?.id
        character = teller.map {
            CharacterColors(id: $0.id, name: $0.name, color: $0.color, background_light: $0.backgroundLight, background_dark: $0.backgroundDark)
        }
        let setup = joke.flatMap { site.parts[$0.id] }.map(\.setup) ?? Self.placeholderText
        text = family == .accessoryInline && teller != nil ? "\(teller!.name): \(setup)" : setup
        typeLabel = joke.map { JokeTypeLabel.label($0.type) }
        wrapped = Self.wrap(text, family: family, device: WidgetFamily.referenceDevice)
        nextRefresh = site.calendar.rfc3339(site.calendar.nextMidnight(after: site.today))
        deepLink = "\(site.catalogue.site.appScheme)://jotd"
    }

    public var isPlaceholder: Bool { jokeID == nil }

    /// The circular family's icon: the teller's initial and colour, or the
    /// app's "?" in grey for the placeholder.
    var icon: WidgetFeed.Icon {
        let color = character?.color ?? "#8E8E93"
        return WidgetFeed.Icon(initial: character.map { CharacterView.initial(of: $0.name) } ?? "?", color: color,
                                     text_color: CharacterPalette.textColour(onHex: color))
    }

    /// The text as the model wraps it on another device class.
    public func wrapped(on device: String) -> TextWrapper.Result {
        device == WidgetFamily.referenceDevice ? wrapped : Self.wrap(text, family: family, device: device)
    }

    private static func wrap(_ text: String, family: WidgetFamily, device: String) -> TextWrapper.Result {
        guard let font = family.fonts["text"], family.lineLimit > 0 else { return TextWrapper.Result(lines: [], truncated: false) }
        let model = GlyphWidthModel(size: font.size, weight: font.weight)
        return TextWrapper(maxWidth: family.textWidth(device: device), lineLimit: family.lineLimit, font: model).wrap(text)
    }

    /// What the widget shows, line by line, as plain text.
    public var contentText: String {
        switch family {
        case .accessoryCircular:
            return ""
        case .accessoryInline:
            return wrapped.lines.joined(separator: "\n")
        case .accessoryRectangular:
            return ([character?.name].compactMap { $0 } + wrapped.lines).joined(separator: "\n")
        case .systemSmall, .systemMedium, .systemLarge:
            var parts = [Self.badge] + wrapped.lines
            if let name = character?.name { parts.append(name) }
            if family.showsTypeChip, let typeLabel { parts.append(typeLabel) }
            return parts.joined(separator: "\n")
        }
    }
}
