import TemplateEngine
@testable import JokeSite

extension PageJob {
    /// The page's spec, made as a build makes it (a page that reads
    /// through a reader gets one of its own).
    func spec(_ context: RenderContext) -> PageSpec {
        switch making {
        case .whole(let make): make()
        case .reading(let make): make(PageReader(context, key: StableHasher()))
        case .readingJoke(let make): make(PageReader(context, key: StableHasher()), readsJoke!)
        }
    }
}
