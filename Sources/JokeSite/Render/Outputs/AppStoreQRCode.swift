import CQRencode

/// The App Store link (`ct=web-qr`) as a QR code, for the app strip on wide screens (a
/// phone's visitor taps the link instead): libqrencode makes the module
/// matrix, `svg(of:)` draws it. Only when `app.app_store_id` is set.
struct AppStoreQRCode: OutputSource {
    let order = 285
    static let route = "assets/app-store-qr.svg"
    let outputs = [OutputKind("app_store_qr", route: Self.route, formats: [.svg],
                              link: "The App Store link as a QR code, an SVG image (made only when `app.app_store_id` is set).")]

    func documents(_ site: SiteJobs) -> [OutputJob] {
        guard let url = site.context.site.catalogue.site.app.appStoreURL(.qr) else { return [] }
        return [.document(Self.route) { () throws(OutputError) in
            guard let modules = Self.modules(of: url) else {
                throw OutputError(path: Self.route, message: "libqrencode could not encode \(url)")
            }
            return Array(Self.svg(of: modules).utf8)
        }]
    }

    /// The QR code's modules, row by row, true where dark; error
    /// correction level M (a printed or photographed screen stays readable).
    static func modules(of text: String) -> [[Bool]]? {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // Bit 0 of each byte: the module is dark.
        let data = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
        return (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }

    /// The modules as an SVG image, dark on white whatever the page's
    /// colours (a reader needs the contrast), with the four-module quiet
    /// zone around it; each row's runs of dark modules one rectangle each.
    static func svg(of modules: [[Bool]]) -> String {
        let quiet = 4
        let size = modules.count + 2 * quiet
        var path = ""
        for (row, line) in modules.enumerated() {
            var column = 0
            while column < line.count {
                guard line[column] else { column += 1; continue }
                let start = column
                while column < line.count, line[column] { column += 1 }
                path += "M\(start + quiet) \(row + quiet)h\(column - start)v1h-\(column - start)z"
            }
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(size) \(size)" shape-rendering="crispEdges">\
        <rect width="\(size)" height="\(size)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>

        """
    }
}
