import CCairoPango
import Synchronization

/// The Pango font maps cards are laid out with: one per card drawn at a
/// time, kept for the life of the process. Pango's default font map is
/// per thread and freed when its thread exits, while cairo's global
/// caches of scaled fonts still refer to its fonts, and other threads
/// create scaled fonts from them: the rare SIGSEGV in
/// `cairo_scaled_font_create` with cards drawn on several threads. A
/// font map is used by one canvas at a time (font maps are not thread
/// safe) and never freed, and there are only as many as cards were ever
/// drawn at once.
enum FontMapPool {
    /// Addresses: a pointer is not Sendable, and these are never freed.
    private static let idle = Mutex<[UInt]>([])

    /// A font map no other canvas is using; give it back with `give`.
    static func take() -> UnsafeMutablePointer<PangoFontMap> {
        if let address = idle.withLock({ $0.popLast() }), let fontMap = UnsafeMutablePointer<PangoFontMap>(bitPattern: address) {
            return fontMap
        }
        FontConfiguration.load
        return pango_cairo_font_map_new()
    }

    static func give(_ fontMap: UnsafeMutablePointer<PangoFontMap>) {
        idle.withLock { $0.append(UInt(bitPattern: fontMap)) }
    }
}

/// fontconfig's configuration, loaded once before any thread lays out
/// text (its first load is not safe to race).
private enum FontConfiguration {
    static let load: Void = { _ = pango_cairo_font_map_get_default() }()
}
