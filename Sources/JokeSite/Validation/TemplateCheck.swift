/// The templates half of `jokesite check`: every template parses, every
/// partial it names exists, and every template the site needs is there.
public enum TemplateCheck {
    /// Every problem of the templates folder; none when a build could use it.
    public static func run(templatesDirectory: String) -> [Problem] {
        do {
            _ = try TemplateSet(directory: templatesDirectory,
                                required: PageRenderer.requiredTemplates(pageTemplates: PageWriters.templates))
            return []
        } catch {
            return error.problems
        }
    }
}
