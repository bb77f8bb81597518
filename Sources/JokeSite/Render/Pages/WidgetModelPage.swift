import TemplateEngine

/// `/widgets/all/`, a page for the site's owner: every widget family drawn
/// at its real point size for each device class, light and dark, with the
/// model's lines beside the browser's own clamping of the same text. Not in
/// the menu, the footer or the sitemap, and `noindex`; visitors get the
/// showcase (`WidgetGallery`).
struct WidgetModelPage: OutputSource {
    let order = 80
    static let output = OutputKind("widget_model", route: Routes.widgets + "all/", indexed: false)

    static let device = TemplateSchema("Widget device", doc: "A widget at a device class's size.", [
        TemplateField("device_name", .text, "The device class."),
        TemplateField("width", .int, "The widget's width in points."),
        TemplateField("height", .int, "Its height in points."),
        TemplateField("lines", .list(.text), "The joke's lines as the model wraps them at this size."),
        TemplateField("device_truncated", .bool, "The text was cut to fit."),
        TemplateField("size_style", .text, "CSS for the size: `width: …px; height: …px`."),
        TemplateField("wide", .bool, "Wider than 330 points."),
    ])

    static let family = TemplateSchema("Widget family", doc: "A widget family with today's joke.", [
        TemplateField("family", .text, "The family's name, as `systemSmall`."),
        TemplateField("title", .text, "The family for people."),
        TemplateField("wallpaper", .text, "`home` or `lock`."),
        TemplateField("json_link", .url, "The family's snapshot (JSON)."),
        TemplateField("line_limit", .int, "The most lines the text may take (0: no limit)."),
        TemplateField("has_line_limit", .bool, "`line_limit` is not 0."),
        TemplateField("line_limit_label", .text, "\"1 line\", \"4 lines\"."),
        TemplateField("truncated", .bool, "The text was cut to fit."),
        TemplateField("placeholder", .bool, "There is no joke today: the placeholder shows."),
        TemplateField("text", .text, "The text the widget shows."),
        TemplateField("reference_code_md", .optional(.made(.markdown)),
                      "The text's lines on the reference device as a Markdown code block (indented); absent for an icon."),
        TemplateField("badge", .text, "The badge, or empty where the family shows none."),
        TemplateField("type_chip", .text, "The joke type's chip, or empty."),
        TemplateField("has_type_chip", .bool, "The family shows the type chip."),
        TemplateField("name", .text, "The character's name, or empty."),
        TemplateField("initial", .text, "The letter on the avatar."),
        TemplateField("avatar", .optional(.url), "The character's `avatar` image; absent without one: show `initial`."),
        TemplateField("is_circular", .bool, "The family is accessoryCircular."),
        TemplateField("is_inline", .bool, "The family is accessoryInline."),
        TemplateField("is_rectangular", .bool, "The family is accessoryRectangular."),
        TemplateField("is_system", .bool, "A home-screen family."),
        TemplateField("style", .text, "CSS custom properties for the widget's size, colours and fonts."),
        TemplateField("size_style", .text, "CSS for its size on an iPhone of standard size: `width: …px; height: …px`."),
        TemplateField("lines", .list(.text), "The text's lines as the model wraps them on an iPhone of standard size."),
        TemplateField("devices", .list(.record(device)), "The widget at each device class's size."),
    ])

    static let kind = PageKind(template: "widget-model", title: "Widget model", doc: "`/widgets/all/`: every widget family at every device size, the text model beside the browser; for the site's owner.", [
        TemplateField("families", .list(.record(family)), "Every widget family."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    let outputs = [Self.output]

    func pages(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Self.output.route) { PageSpec(
            kind: Self.kind,
            title: "Widget model",
            description: "Every widget family at every device size, light and dark: jokesite's text model beside the browser's wrapping.",
            values: Self.kind.values(["families": .list(context.widgets.map { Self.familyValue($0, context) })])
        ) }]
    }

    static func familyValue(_ snapshot: WidgetSnapshot, _ context: RenderContext) -> TemplateValue {
        let family = snapshot.family
        // Lock-screen widgets differ by a few points between phones: one size shows them.
        let devices = family.isSystem ? WidgetFamily.deviceClasses : WidgetFamily.deviceClasses.filter { $0.key == WidgetFamily.referenceDevice }
        let character = snapshot.character
        let fonts = family.fonts
        let style = [
            "--w: \(family.sizes[WidgetFamily.referenceDevice]!.width)px",
            "--accent: \(character?.color ?? "#8E8E93")",
            "--on-accent: \(CharacterPalette.textColour(onHex: character?.color ?? "#8E8E93"))",
            "--bg-light: \(character?.background_light ?? "#FFFFFF")",
            "--bg-dark: \(character?.background_dark ?? "#1C1C1E")",
            "--pad: \(Int(family.padding))px",
            "--text: \(Int(fonts["text"]?.size ?? 12))px",
            "--name: \(Int(fonts["name"]?.size ?? 12))px",
            "--badge: \(Int(fonts["badge"]?.size ?? 8))px",
            "--chip: \(Int(fonts["chip"]?.size ?? 12))px",
            "--avatar: \(Int(family.avatarSize ?? 16))px",
            "--avatar-font: \(Int(family.avatarSize ?? 16) / 2)px",
            "--lines: \(max(family.lineLimit, 1))",
        ].joined(separator: "; ")
        let deviceValues = devices.map { device in
            let size = family.sizes[device.key]!
            let wrapped = snapshot.wrapped(on: device.key)
            return Self.device.record(["device_name": .text(device.name), "width": .int(size.width), "height": .int(size.height),
                                       "lines": .texts(wrapped.lines), "device_truncated": .bool(wrapped.truncated),
                                       "size_style": .text(Self.sizeStyle(size)),
                                       "wide": .bool(size.width > 330)])
        }
        return Self.family.record([
            "family": .text(family.rawValue),
            "title": .text(family.title),
            "wallpaper": .text(family.isSystem ? "home" : "lock"),
            "json_link": .text(context.urls.link(family.route)),
            "line_limit": .int(family.lineLimit),
            "has_line_limit": .bool(family.lineLimit > 0),
            "line_limit_label": .text(Plural.count(family.lineLimit, "line")),
            "truncated": .bool(snapshot.wrapped.truncated),
            "placeholder": .bool(snapshot.isPlaceholder),
            "text": .text(snapshot.text),
            // A code block shows its lines as they are: nothing in them is live.
            "reference_code_md": snapshot.wrapped.lines.isEmpty ? .absent
                : .text(snapshot.wrapped.lines.map { "    " + $0 }.joined(separator: "\n")),
            "badge": .text(family.showsBadge ? WidgetSnapshot.badge : ""),
            "type_chip": .text(snapshot.typeLabel ?? ""),
            "has_type_chip": .bool(family.showsTypeChip && snapshot.typeLabel != nil),
            "name": .text(snapshot.character?.name ?? ""),
            "initial": .text(snapshot.character.map { CharacterView.initial(of: $0.name) } ?? "?"),
            "avatar": .optional(snapshot.character.flatMap { context.charactersByID[$0.id]?.avatar }),
            "is_circular": .bool(family == .accessoryCircular),
            "is_inline": .bool(family == .accessoryInline),
            "is_rectangular": .bool(family == .accessoryRectangular),
            "is_system": .bool(family.isSystem),
            "style": .text(style),
            "size_style": .text(Self.sizeStyle(family.sizes[WidgetFamily.referenceDevice]!)),
            "lines": .texts(snapshot.wrapped.lines),
            "devices": .list(deviceValues),
        ])
    }

    static func sizeStyle(_ size: WidgetFamily.Size) -> String {
        "width: \(size.width)px; height: \(size.height)px"
    }
}
