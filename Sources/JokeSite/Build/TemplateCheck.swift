/// The templates half of `jokesite check`: every template parses, every
/// partial it names exists, every template the site needs is there, and
/// every name a template uses is a value its page kind declares.
public enum TemplateCheck {
    /// Every problem of the templates folder; none when a build could use it.
    public static func run(templatesDirectory: String) -> [Problem] {
        do { _ = try TemplateSet(directory: templatesDirectory) } catch { return error.problems }
        return []
    }
}
