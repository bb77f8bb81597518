import Foundation
import Hummingbird
import JokeSite
import ServiceLifecycle
import TemplateEngine

/// Answers every request of the preview server: the live-reload event
/// stream, and the built site's files with their content types, ETags and
/// the site's own 404 page.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let resolver: SiteFileResolver
    let state: PreviewState

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        if request.uri.path == LiveReloadMarkup.eventsPath {
            return await events()
        }
        switch resolver.resolve(request.uri.string) {
        case .redirect(let location):
            return Response(status: .movedPermanently, headers: [.location: location, .cacheControl: "no-cache"])
        case .file(let file):
            return try await fileResponse(file, status: .ok, request: request)
        case .notFound:
            let page = resolver.root.appendingPathComponent("404.html")
            guard FileManager.default.fileExists(atPath: page.path) else {
                // No site yet (the first build failed): a bare page that still
                // shows the problems and reloads once the site builds.
                let html = LiveReloadMarkup.inject(into: "<!doctype html><title>jokesite</title><body></body>", generation: await state.generation,
                                                   problems: await state.problems, hasSite: await state.hasSite)
                return Response(status: .notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                                body: .init(byteBuffer: ByteBuffer(string: html)))
            }
            return try await fileResponse(page, status: .notFound, request: request)
        }
    }

    private func fileResponse(_ file: URL, status: HTTPResponse.Status, request: Request) async throws -> Response {
        // Read before the bytes: a page never claims a later generation than its bytes.
        let (generation, problems) = await (state.generation, state.problems)
        guard var bytes = FileManager.default.contents(atPath: file.path) else {
            return Response(status: .notFound)
        }
        let type = resolver.contentType(of: file)
        if type.hasPrefix("text/html") {
            bytes = Data(LiveReloadMarkup.inject(into: String(decoding: bytes, as: UTF8.self), generation: generation, problems: problems).utf8)
        }
        let etag = "\"\(ContentHash.of(bytes))\""
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-cache", .eTag: etag]
        if status == .ok, let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(bytes.count)
        let body: ResponseBody = request.method == .head ? .init() : .init(byteBuffer: ByteBuffer(bytes: bytes))
        return Response(status: status, headers: headers, body: body)
    }

    /// Server-Sent Events: `build` with where the site stands now, then an
    /// `Announcement` of every change. The stream ends when the server
    /// shuts down, so an open page never holds up Ctrl-C.
    private func events() async -> Response {
        let announcements = await state.listen()
        let state = self.state
        let body = ResponseBody { writer in
            try await withGracefulShutdownHandler {
                for await announcement in announcements {
                    try await writer.write(ByteBuffer(string: "retry: 500\nevent: build\ndata: \(announcement.json)\n\n"))
                }
            } onGracefulShutdown: {
                Task { await state.finishAll() }
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
    }
}
