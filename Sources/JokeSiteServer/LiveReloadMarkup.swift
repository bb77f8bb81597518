import Foundation

/// What the preview server adds to HTML pages (never `jokesite build`): a
/// small script that reloads the page when the site is rebuilt, and an
/// overlay listing the problems while the last change does not build.
enum LiveReloadMarkup {
    static let eventsPath = "/__jokesite/events"

    /// Reloads the page when a change touched it: its own file, or a file
    /// it loaded (a style sheet, a script, an image), or every page (see
    /// `Announcement`). A page that missed a step, or was served by an
    /// earlier run of the server, reloads too; EventSource reconnects by
    /// itself.
    static func script(generation: String) -> String {
        """
        <script>
        (() => {
          let seen = "\(generation)";
          const shown = () => [location.pathname,
            ...performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname)];
          const events = new EventSource("\(eventsPath)");
          events.addEventListener("build", (event) => {
            const step = JSON.parse(event.data);
            if (step.to === seen) { return; }
            if (step.from !== seen || step.changed == null || shown().some((path) => step.changed.includes(path))) {
              events.close();
              location.reload();
              return;
            }
            seen = step.to;
          });
        })();
        </script>
        """
    }

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

    /// The page with the script (and the overlay) before `</body>`;
    /// `generation`: the one the page is served at.
    static func inject(into html: String, generation: String, problems: [String], hasSite: Bool = true) -> String {
        let addition = (problems.isEmpty ? "" : overlay(problems, hasSite: hasSite)) + script(generation: generation)
        guard let close = html.range(of: "</body>", options: .backwards) else { return html + addition }
        return html.replacingCharacters(in: close.lowerBound..<close.lowerBound, with: addition)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
