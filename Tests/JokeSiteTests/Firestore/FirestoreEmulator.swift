@testable import Firestore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// Google's Cloud Firestore emulator (gcloud's `cloud-firestore-emulator`
/// component), started on a free port for the tests and stopped with them.
/// Tests share one (each in a project of its own) unless they need to stop it.
final class FirestoreEmulator: Sendable {
    /// The component's launcher, or nil when gcloud or the component is missing.
    static let launcher: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let gcloud = URL(fileURLWithPath: String(folder)).appendingPathComponent("gcloud")
            guard FileManager.default.isExecutableFile(atPath: gcloud.path) else { continue }
            // gcloud lives in <sdk>/bin; the component in <sdk>/platform.
            let sdk = gcloud.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let launcher = sdk.appendingPathComponent("platform/cloud-firestore-emulator/cloud_firestore_emulator")
            return FileManager.default.isExecutableFile(atPath: launcher.path) ? launcher : nil
        }
        return nil
    }()

    static let isInstalled = launcher != nil
    static let notInstalled: Comment = """
        skipped: the Cloud Firestore emulator is not installed (Debian: google-cloud-cli-firestore-emulator; \
        elsewhere: gcloud components install cloud-firestore-emulator)
        """

    /// The emulator the tests share; started by the first test that asks.
    static let shared = Result { try FirestoreEmulator() }

    /// `127.0.0.1:PORT`, for FIRESTORE_EMULATOR_HOST.
    let host: String
    private let process: Process
    /// The emulator's shell waits on this pipe: closing it (or the test
    /// process ending) stops the emulator and its Java process.
    private let lifeline: Mutex<FileHandle?>

    /// `arguments`: more of the emulator's flags (`--single_project_mode`).
    init(arguments: [String] = []) throws {
        guard let launcher = Self.launcher else { throw EmulatorError("the Firestore emulator is not installed") }
        let port = try Self.freePort()
        host = "127.0.0.1:\(port)"
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("firestore-emulator-\(port).log")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        // In a process group of its own, killed whole when the lifeline closes.
        let command = "\"$0\" start --host=127.0.0.1 --port=\(port) \(arguments.joined(separator: " ")) >\"$1\" 2>&1 & read _; kill -- -$$"
        process.arguments = ["-w", "/bin/sh", "-c", command, launcher.path, log.path]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        lifeline = Mutex(pipe.fileHandleForWriting)
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline {
            if let text = try? String(contentsOf: log, encoding: .utf8), text.contains("Dev App Server is now running") {
                try? FileManager.default.removeItem(at: log)
                return
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        stop()
        throw EmulatorError("the Firestore emulator did not start within 90 s (log: \(log.path))")
    }

    deinit { stop() }

    /// Stops the emulator and waits until it is gone.
    func stop() {
        guard let handle = lifeline.withLock({ handle in defer { handle = nil }; return handle }) else { return }
        try? handle.close()
        process.waitUntilExit()
    }

    /// A new project id: each test's documents apart from the others'.
    static func newProject() -> String {
        "test-" + UUID().uuidString.prefix(8).lowercased()
    }

    /// A port nothing listens on now.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else { throw EmulatorError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The tests' own calls: no kept-alive connection reused (on Linux a
    /// closed one stalls until the timeout) and, since every suite shares two
    /// cores with the Java emulator, a timeout as patient as the product's.
    private static let configuration: URLSessionConfiguration = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = requestTimeout
        return configuration
    }()
    private static let requestTimeout = 300.0

    /// One REST call to the emulator as its administrator; the answer's JSON.
    func request(_ method: String, _ path: String, project: String, body: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: "http://\(host)/v1/projects/\(project)/databases/(default)/documents\(path)")!)
        request.httpMethod = method
        request.setValue("Bearer owner", forHTTPHeaderField: "Authorization")
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.data(for: request, configuration: Self.configuration, within: Self.requestTimeout)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// The ids of the documents of `collection` (up to 300).
    func documentIDs(_ collection: String, project: String) async throws -> [String] {
        let answer = try await request("GET", "/\(collection)?pageSize=300", project: project)
        return answer.body.matches(of: /"name": "[^"]*\/([^"\/]+)"/).map { String($0.1) }.sorted()
    }
}

struct EmulatorError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
