import Foundation
import Hummingbird
import JokeSite
import Logging
import ServiceLifecycle

/// `jokesite serve`: builds the site into a temporary folder, serves it on
/// 127.0.0.1 (under the base URL's path, as it will be deployed), rebuilds
/// when `content/` or `templates/` change, and tells open pages to reload.
/// A failed rebuild keeps the last good site served and shows its problems
/// in the terminal and over every page.
public struct PreviewServer: Sendable {
    public static let defaultPort = 1313

    /// What the terminal is told after each build.
    public enum Reporting: Sendable {
        /// Only the address and failed builds.
        case quiet
        /// A summary line per build.
        case normal
        /// The summary and the time of each stage.
        case verbose
    }

    let options: BuildOptions
    let host: String
    let port: Int?
    let reporting: Reporting
    let output: @Sendable (String) -> Void

    /// `port` nil: 1313 or the next free port.
    public init(options: BuildOptions, host: String, port: Int?, reporting: Reporting = .normal,
                output: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.host = host
        self.port = port
        self.reporting = reporting
        self.output = output
    }

    public func run() async throws {
        PreviewWorkspace.removeStale(in: FileManager.default.temporaryDirectory)
        let workspace = PreviewWorkspace.folder(in: FileManager.default.temporaryDirectory, pid: getpid())
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }

        if let port = self.port, !FreePort.canBind(host: host, port: port) { throw FreePort.InUse(host: host, port: port) }
        let port = try self.port ?? FreePort.find(host: host, from: Self.defaultPort)
        let address = host.contains(":") ? "[\(host)]" : host
        // Served under the path it will be deployed under, as Hugo's server does.
        let basePath = Self.path(of: options.baseURL
            ?? CatalogueFiles(contentDirectory: options.contentDirectory).siteSetting("base_url"))
        var options = self.options
        options.outputDirectory = workspace.appendingPathComponent("site").path
        options.baseURL = "http://\(address):\(port)\(basePath)"
        // Rebuilds parse only the collection files that changed.
        options.collectionCache = MemoryCollectionCache()
        let site = URL(fileURLWithPath: options.outputDirectory)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)

        let state = PreviewState()
        let session = PreviewSession(options: options)
        let rebuild = Rebuild(session: session, state: state, basePath: basePath, reporting: reporting, output: output)
        await rebuild.build(initial: true)
        let rebuilds = Rebuilds(rebuild: rebuild)

        var logger = Logger(label: "jokesite.serve")
        logger.logLevel = .warning
        let watcher = SourceWatcher(folders: [options.contentDirectory, options.templatesDirectory].map { URL(fileURLWithPath: $0) },
                                    reads: { session.reads($0) }) {
            await rebuilds.changed()
        }
        // A page closed by the browser is noticed only when its stream is
        // written to: without this, each kept a descriptor until a rebuild.
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.heartbeatInterval)
                await state.heartbeat()
            }
        }
        defer { heartbeat.cancel() }
        let output = self.output
        let application = Application(
            responder: PreviewResponder(resolver: SiteFileResolver(root: site, basePath: basePath), state: state),
            configuration: .init(address: .hostname(host, port: port), serverName: "jokesite"),
            services: [watcher],
            onServerRunning: { _ in output("serving http://\(address):\(port)\(basePath) (Ctrl-C to stop)") },
            logger: logger
        )
        do {
            try await application.runService()
        } catch {
            await state.finishAll()
            throw error
        }
        await state.finishAll()
    }

    static let heartbeatInterval = Duration.seconds(2)

    /// The path the site is served under: that of `--base-url` or of
    /// `site.json`'s `base_url` (still percent-encoded, as requests
    /// arrive), or `/`.
    static func path(of baseURL: String?) -> String {
        var path = baseURL.flatMap { URLComponents(string: $0)?.percentEncodedPath } ?? "/"
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }
}

/// What a change of the sources starts: builds one at a time, and one more
/// after the running one when the sources changed during it (a build at
/// 100,000 jokes, with its search index, takes longer than typing the next
/// edit).
actor Rebuilds {
    let rebuild: Rebuild
    private var building = false
    private var again = false

    init(rebuild: Rebuild) {
        self.rebuild = rebuild
    }

    /// Returns at once: the watcher goes on watching while the build runs.
    func changed() async {
        again = true
        guard !building else { return }
        building = true
        Task { await self.buildUntilCurrent() }
    }

    private func buildUntilCurrent() async {
        while again {
            again = false
            await rebuild.build(initial: false)
        }
        building = false
    }
}

/// One build of the served site, reported in the terminal and to pages.
/// Each announcement names the files whose bytes changed, so only the
/// pages showing them reload.
struct Rebuild: Sendable {
    let session: PreviewSession
    let state: PreviewState
    /// The path the site is served under.
    let basePath: String
    let reporting: PreviewServer.Reporting
    let output: @Sendable (String) -> Void

    func build(initial: Bool) async {
        let session = self.session
        let result = await Self.blocking { Result { () throws(BuildError) in try session.build() } }
        switch result {
        case .success(let report):
            let changed: [String]? = report.upToDate ? [] : report.changedFiles
            if reporting != .quiet { output(initial ? report.summary : "rebuilt: \(report.summary)") }
            if initial, reporting != .quiet, let notice = report.searchLeftOut { output("notice: \(notice)") }
            if reporting == .verbose {
                for line in report.stageLines { output(line) }
            }
            await state.published(changed: changed.flatMap { ChangedPaths.urls(of: $0, under: basePath) })
        case .failure(let error):
            // The last good site stays: its folder is what to serve.
            let problems = Self.describe(error)
            let served = await state.hasSite ? "still serving the last good site" : "there is no site to serve yet"
            output("build failed; \(served) (fix these and it rebuilds by itself):\n" + problems.map { "  \($0)" }.joined(separator: "\n"))
            await state.failed(problems)
        }
    }

    /// Work that holds its thread (a build, for seconds), on a thread of
    /// its own rather than one of the few that serve requests.
    private static func blocking<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    static func describe(_ error: BuildError) -> [String] {
        switch error {
        case .problems(let problems): problems.map(\.description)
        case .usage(let message): [message]
        case .output(let failure, let stage): [BuildError.describe(failure, stage: stage)]
        }
    }
}

/// The first port, from a starting one, that can be bound on the host.
enum FreePort {
    struct NoneFree: Error, CustomStringConvertible {
        var host: String
        var description: String { "no free port from \(PreviewServer.defaultPort) on \(host)" }
    }

    struct InUse: Error, CustomStringConvertible {
        var host: String
        var port: Int
        var description: String {
            "port \(port) on \(host) is in use; choose another with --port, or leave --port out for the next free one"
        }
    }

    static func find(host: String, from start: Int, attempts: Int = 100) throws -> Int {
        for port in start..<(start + attempts) where canBind(host: host, port: port) {
            return port
        }
        throw NoneFree(host: host)
    }

    static func canBind(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        #if os(Linux)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE
        var info: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &info) == 0, let first = info else { return false }
        defer { freeaddrinfo(info) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        return bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0
    }
}
