import TemplateEngine

/// `/widgets/`: a showcase for visitors, today's joke in the app's widgets
/// on a phone's home screen and lock screen. Every family at every size,
/// for the site's owner, is on `WidgetModelPage`.
struct WidgetGallery: OutputSource {
    let order = 70
    /// The families the showcase draws, by screen.
    static let homeScreen: [WidgetFamily] = [.systemSmall, .systemMedium]
    static let lockScreen: [WidgetFamily] = [.accessoryInline, .accessoryCircular, .accessoryRectangular]

    static let kind = PageKind(template: "widgets", title: "Widget showcase", doc: "`/widgets/`: today's joke in the app's widgets, on a home screen and a lock screen.", [
        TemplateField("home_screen", .list(.record(WidgetModelPage.family)), "The home-screen widgets shown: small and medium."),
        TemplateField("lock_screen", .list(.record(WidgetModelPage.family)), "The lock-screen widgets shown: inline, circular and rectangular."),
    ])
    var kinds: [PageKind] { [Self.kind] }
    /// Its folder also holds the widget snapshots (`WidgetFeed`), served as JSON feeds.
    let outputs = [OutputKind("widgets", route: Routes.widgets, formats: OutputFormat.page + [.jsonFeed],
                              menu: "Widgets", link: "The widget showcase.")]

    func pages(_ context: RenderContext) -> [PageJob] {
        [PageJob(route: Routes.widgets) {
            let shown = { @Sendable (families: [WidgetFamily]) in
                TemplateValue.list(families.compactMap { family in
                    context.widgets.first { $0.family == family }.map { WidgetModelPage.familyValue($0, context) }
                })
            }
            return PageSpec(
                kind: Self.kind,
                title: "Widgets",
                description: "Today's joke on your home screen and lock screen: the widgets of the app.",
                values: Self.kind.values(["home_screen": shown(Self.homeScreen), "lock_screen": shown(Self.lockScreen)])
            )
        }]
    }
}
