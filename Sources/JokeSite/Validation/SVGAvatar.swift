import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What makes an SVG avatar safe to copy into the site and draw on cards:
/// well-formed XML whose root is `<svg>`, with nothing that runs (scripts,
/// event handlers, embedded HTML) and nothing fetched from elsewhere (links,
/// `url(…)` and `@import` that leave the file). A picture opened by itself
/// runs its scripts, and librsvg would fetch what it names.
enum SVGAvatar {
    /// Why `data` is not a safe SVG avatar, with the line; nil when it is.
    static func problem(in data: Data) -> String? {
        // Entities are refused before parsing: not every XMLParser reports
        // their declarations, and one may expand a billion times.
        if let entity = data.firstRange(of: Data("<!ENTITY".utf8)) {
            let line = 1 + data[..<entity.lowerBound].count { $0 == UInt8(ascii: "\n") }
            return "declares an entity: an avatar is plain SVG (line \(line))"
        }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        reader.parser = parser
        // Some XMLParsers return true from a document with errors: the
        // delegate hears of them either way.
        let parsed = parser.parse()
        if let problem = reader.problem { return problem }
        if let line = reader.errorLine ?? (parsed ? nil : parser.lineNumber) {
            return "is not well-formed XML (line \(line)): a browser would not show it"
        }
        return reader.sawRoot ? nil : "has no <svg> element"
    }

    /// Reads the elements until the first problem, then stops the parser.
    private final class Reader: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var problem: String?
        var sawRoot = false
        /// Where the first XML error is.
        var errorLine: Int?
        /// Inside `<style>`, whose text is CSS.
        private var styleDepth = 0

        private func stop(_ message: String) {
            guard problem == nil else { return }
            problem = message + " (line \(parser?.lineNumber ?? 0))"
            parser?.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = Self.localName(name)
            if !sawRoot {
                sawRoot = true
                guard element == "svg" else { return stop("has <\(name)> as its root element, not <svg>") }
            }
            switch element {
            case "script": return stop("has a <script> element: an avatar may not run script")
            case "foreignObject": return stop("embeds HTML in a <foreignObject> element")
            case "style": styleDepth += 1
            default: break
            }
            for (attribute, value) in attributes.sorted(by: { $0.key < $1.key }) {
                let local = Self.localName(attribute)
                if local.lowercased().hasPrefix("on") {
                    return stop("has an event handler, \(attribute)=\"…\": an avatar may not run script")
                }
                if local == "href", !Self.isOwnReference(value) {
                    return stop("links to \"\(value)\": an avatar may refer only to its own parts (\"#id\")")
                }
                if let outside = Self.outsideReference(inCSS: value) {
                    return stop("refers to \"\(outside)\" outside the file: an avatar may refer only to its own parts (\"url(#id)\")")
                }
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if Self.localName(name) == "style" { styleDepth -= 1 }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            checkStyle(string)
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            checkStyle(String(decoding: block, as: UTF8.self))
        }

        private func checkStyle(_ css: String) {
            guard styleDepth > 0 else { return }
            if css.range(of: "@import", options: .caseInsensitive) != nil {
                return stop("imports a style sheet (@import): an avatar may not load other files")
            }
            if let outside = Self.outsideReference(inCSS: css) {
                stop("refers to \"\(outside)\" outside the file: an avatar may refer only to its own parts (\"url(#id)\")")
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorLine == nil { errorLine = parser.lineNumber }
        }

        /// `svg:script` → `script`.
        private static func localName(_ name: String) -> String {
            name.split(separator: ":").last.map(String.init) ?? name
        }

        /// A part of the same file, or an image carried in the file itself.
        private static func isOwnReference(_ value: String) -> Bool {
            let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return value.hasPrefix("#") || ["data:image/png", "data:image/jpeg", "data:image/webp"].contains { value.hasPrefix($0) }
        }

        /// The first `url(…)` in CSS that is not one of the file's own parts.
        private static func outsideReference(inCSS css: String) -> String? {
            var rest = Substring(css)
            while let open = rest.range(of: "url(", options: .caseInsensitive) {
                let close = rest[open.upperBound...].firstIndex(of: ")") ?? rest.endIndex
                let target = rest[open.upperBound..<close].trimmingCharacters(in: CharacterSet(charactersIn: "'\" \t\n"))
                if !isOwnReference(target) { return target }
                rest = rest[close...]
            }
            return nil
        }
    }
}
