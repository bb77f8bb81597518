import Foundation

/// What the preview server adds to HTML pages (never `jokesite build`): a
/// small script that reloads the page when the site is rebuilt, and an
/// overlay listing the problems while the last change does not build.
enum LiveReloadMarkup {
    static let eventsPath = "/__jokesite/events"

    /// Reloads when the build generation changes; EventSource reconnects by
    /// itself, also after the server restarts (its generation is new then).
    static let script = """
        <script>
        (() => {
          let seen = null;
          const events = new EventSource("\(eventsPath)");
          events.addEventListener("build", (event) => {
            if (seen !== null && event.data !== seen) { location.reload(); }
            seen = event.data;
          });
        })();
        </script>
        """

    /// `hasSite` false: no build has succeeded yet, so nothing is below.
    static func overlay(_ problems: [String], hasSite: Bool) -> String {
        let items = problems.map { "<li>\(escape($0))</li>" }.joined()
        let (title, below) = hasSite
            ? ("the last change does not build", "Below is the last good build. ")
            : ("the site does not build yet", "There is no site to show yet. ")
        return """
            <div id="jokesite-errors" role="alert" style="position:fixed;inset:0;z-index:2147483647;overflow:auto;\
            background:rgba(24,4,4,.94);color:#fff;font:15px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;padding:2rem">\
            <h2 style="margin:0 0 1rem;color:#ff8a80">jokesite: \(title)</h2>\
            <p>\(below)Fix these and this page reloads by itself:</p>\
            <ul>\(items)</ul></div>
            """
    }

    /// The page with the script (and the overlay) before `</body>`.
    static func inject(into html: String, problems: [String], hasSite: Bool = true) -> String {
        let addition = (problems.isEmpty ? "" : overlay(problems, hasSite: hasSite)) + script
        guard let close = html.range(of: "</body>", options: .backwards) else { return html + addition }
        return html.replacingCharacters(in: close.lowerBound..<close.lowerBound, with: addition)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
