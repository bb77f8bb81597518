import Foundation
import Synchronization

/// A TCP server on 127.0.0.1 for the bounds of jokesite's HTTP client, not a
/// Firestore: each connection is handed to `serve` on a thread of its own
/// and closed after, so a test scripts a server that never answers,
/// answers a byte at a time, or drops a kept-alive connection.
final class LocalServer: Sendable {
    /// `127.0.0.1:PORT`, for FIRESTORE_EMULATOR_HOST.
    let host: String
    private let descriptor: Int32

    init(serve: @escaping @Sendable (Connection) -> Void) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard listening else { close(descriptor); throw EmulatorError("cannot listen") }
        host = "127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        Thread.detachNewThread {
            while true {
                let accepted = accept(descriptor, nil, nil)
                guard accepted >= 0 else { return }
                Thread.detachNewThread {
                    serve(Connection(descriptor: accepted))
                    close(accepted)
                }
            }
        }
    }

    /// A server that accepts connections and never answers.
    static func silent() throws -> LocalServer {
        try LocalServer { connection in
            while connection.read() != nil {}
        }
    }

    /// Shutting the socket down wakes the thread waiting in `accept`.
    deinit {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    struct Connection: Sendable {
        let descriptor: Int32

        /// The next bytes the peer sent, or nil when it closed.
        func read() -> [UInt8]? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            return count > 0 ? Array(buffer.prefix(count)) : nil
        }

        /// Reads up to the end of a request's headers (the client's requests
        /// here are small); false when the peer closed first.
        func readHeaders() -> Bool {
            var received: [UInt8] = []
            while received.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
                guard let bytes = read() else { return false }
                received += bytes
            }
            return true
        }

        /// False when the peer is gone.
        @discardableResult
        func write(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
        }
    }
}

extension LocalServer {
    /// Forwards each connection to `upstream` (the emulator), but closes it,
    /// unanswered, when `drops(connection, request)` says so (both counted
    /// from 0; a connection's next request is what its client sends after
    /// an answer began): a connection the network or a server dropped.
    /// `losesAnswer(connection)`: the request reaches the emulator, but the
    /// connection closes as its answer begins (a write that landed unheard).
    /// `beforeForwarding` sees each piece of a request before the emulator does.
    static func forwarding(to upstream: String, dropping drops: @escaping @Sendable (_ connection: Int, _ request: Int) -> Bool = { _, _ in false },
                           losingAnswers losesAnswer: @escaping @Sendable (_ connection: Int) -> Bool = { _ in false },
                           beforeForwarding: @escaping @Sendable (_ bytes: [UInt8]) -> Void = { _ in }) throws
        -> LocalServer {
        let parts = upstream.split(separator: ":")
        let (address, port) = (String(parts[0]), UInt16(parts[1])!)
        let connections = Counter()
        return try LocalServer { client in
            let connection = connections.value.add(1, ordering: .sequentiallyConsistent).oldValue
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(server) }
            var target = sockaddr_in()
            target.sin_family = sa_family_t(AF_INET)
            target.sin_addr.s_addr = inet_addr(address)
            target.sin_port = port.bigEndian
            let connected = withUnsafePointer(to: &target) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
            guard connected else { return }
            let upstream = Connection(descriptor: server)
            let answers = Counter()
            let answered = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                while let bytes = upstream.read() {
                    answers.value.store(1, ordering: .sequentiallyConsistent)
                    guard !losesAnswer(connection), client.write(bytes) else { break }
                }
                shutdown(client.descriptor, Int32(SHUT_RDWR))
                answered.signal()
            }
            var request = 0
            while let bytes = client.read() {
                if answers.value.exchange(0, ordering: .sequentiallyConsistent) == 1 { request += 1 }
                beforeForwarding(bytes)
                guard !drops(connection, request), upstream.write(bytes) else { break }
            }
            shutdown(server, Int32(SHUT_RDWR))
            shutdown(client.descriptor, Int32(SHUT_RDWR))
            answered.wait()
        }
    }
}

/// A number shared by a server's threads.
private final class Counter: Sendable {
    let value = Atomic(0)
}
