/// `/widgets/`: every widget family drawn at its real point size for each
/// device class, light and dark, with the model's lines beside the
/// browser's own clamping of the same text.
struct WidgetGalleryWriter: PageWriter {
    let templates = ["widgets"]

    func jobs(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.widgets) { PageSpec(
            template: "widgets",
            title: "Widget gallery",
            description: "Today's joke in every home-screen and lock-screen widget, at real size, light and dark.",
            values: ["families": context.widgets.map { Self.familyContext($0, context) }]
        ) }]
    }

    private static func familyContext(_ snapshot: WidgetSnapshot, _ context: RenderContext) -> [String: Any] {
        let family = snapshot.family
        // Lock-screen widgets differ by a few points between phones: one size shows them.
        let devices = family.isSystem ? WidgetFamily.deviceClasses : WidgetFamily.deviceClasses.filter { $0.key == WidgetFamily.referenceDevice }
        var values: [String: Any] = [
            "family": family.rawValue,
            "title": family.title,
            "wallpaper": family.isSystem ? "home" : "lock",
            "json_link": context.urls.link(family.route),
            "line_limit": family.lineLimit,
            "line_limit_label": Plural.count(family.lineLimit, "line"),
            "truncated": snapshot.wrapped.truncated,
            "placeholder": snapshot.isPlaceholder,
            "text": snapshot.text,
            "reference_lines": snapshot.wrapped.lines,
            "badge": family.showsBadge ? WidgetSnapshot.badge : "",
            "type_chip": snapshot.typeLabel ?? "",
            "has_type_chip": family.showsTypeChip && snapshot.typeLabel != nil,
            "name": snapshot.character?.name ?? "",
            "initial": snapshot.character.map { CharacterView.initial(of: $0.name) } ?? "?",
            "is_circular": family == .accessoryCircular,
            "is_inline": family == .accessoryInline,
            "is_rectangular": family == .accessoryRectangular,
            "is_system": family.isSystem,
        ]
        let character = snapshot.character
        let fonts = family.fonts
        values["style"] = [
            "--w: \(family.sizes[WidgetFamily.referenceDevice]!.width)px",
            "--accent: \(character?.color ?? "#8E8E93")",
            "--on-accent: \(TextOnColor.text(on: character?.color ?? "#8E8E93"))",
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
        values["devices"] = devices.map { device -> [String: Any] in
            let size = family.sizes[device.key]!
            let wrapped = snapshot.wrapped(on: device.key)
            return ["device_name": device.name, "width": size.width, "height": size.height, "lines": wrapped.lines,
                    "device_truncated": wrapped.truncated, "size_style": "width: \(size.width)px; height: \(size.height)px",
                    "wide": size.width > 330]
        }
        return values
    }
}
