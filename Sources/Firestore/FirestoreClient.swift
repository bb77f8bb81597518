import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JokeSite

/// Requests to Firestore's v1 REST API: JSON in and out, the credentials'
/// `Authorization`, a timeout for each whole request, and a bounded number
/// of retries with doubling waits when Firestore says to come back (429,
/// 5xx) or a read's connection ended before its answer.
public final class FirestoreClient: Sendable {
    public let database: FirestoreDatabase
    public let credentials: FirestoreCredentials
    /// Seconds a request may take, from sending to the last byte of the answer.
    let timeout: Double
    private let configuration: URLSessionConfiguration
    private let tokens: AccessTokens
    let log: @Sendable (String) -> Void
    /// A connection that ended before its answer did (URLSession on Linux
    /// says `badServerResponse` for an empty reply).
    static let connectionLost: Set<URLError.Code> = [.networkConnectionLost, .badServerResponse]
    /// Waits before the retries: 0.5 s, 1 s, 2 s, 4 s, then the error stands.
    static let retryWaits: [Double] = [0.5, 1, 2, 4]

    public init(database: FirestoreDatabase, credentials: FirestoreCredentials, timeout: Double,
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.database = database
        self.credentials = credentials
        self.timeout = timeout
        self.log = log
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.configuration = configuration
        tokens = AccessTokens()
    }

    /// Sends `body` (or nothing) to `url`; `request` names it in errors
    /// ("listing jokes, page 3"). Returns the parsed answer.
    func send(_ method: String, _ url: URL, body: JSONValue? = nil, request: String) async throws(FirestoreError) -> JSONValue {
        // Reads are sent again after a lost connection; a write may have landed, so it is not.
        let isRead = method == "GET" || url.path.hasSuffix(":runQuery") || url.path.hasSuffix(":batchGet")
        var attempt = 0
        while true {
            let status: Int
            let data: Data
            do {
                (status, data) = try await exchange(method, url, body: body, request: request)
            } catch let error as URLError where Self.connectionLost.contains(error.code) && isRead && attempt < Self.retryWaits.count {
                log("\(request): \(Self.reason(error, url: url, timeout: timeout)), retrying in \(Self.retryWaits[attempt]) s")
                try? await Task.sleep(for: .seconds(Self.retryWaits[attempt]))
                attempt += 1
                continue
            } catch let error as FirestoreError {
                throw error
            } catch {
                throw .network(request: request, reason: Self.reason(error, url: url, timeout: timeout))
            }
            if (200..<300).contains(status) {
                do {
                    return try JSONParser.parse(Array(data))
                } catch {
                    throw .malformed(request: request, reason: "not JSON (\(error.message) at line \(error.line))")
                }
            }
            let retriable = status == 429 || (500...599).contains(status)
            guard retriable, attempt < Self.retryWaits.count else {
                throw .refused(request: request, status: status, message: Self.errorMessage(data))
            }
            log("\(request): HTTP \(status), retrying in \(Self.retryWaits[attempt]) s")
            try? await Task.sleep(for: .seconds(Self.retryWaits[attempt]))
            attempt += 1
        }
    }

    /// One request and its answer; throws `URLError` when there is no whole answer in time.
    private func exchange(_ method: String, _ url: URL, body: JSONValue?, request: String) async throws -> (Int, Data) {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method
        if let token = try await authorization(request: request) { urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            urlRequest.httpBody = Data(JSONWriter.format(body).utf8)
        }
        let (data, response) = try await URLSession.data(for: urlRequest, configuration: configuration, within: timeout)
        guard let http = response as? HTTPURLResponse else { throw FirestoreError.malformed(request: request, reason: "not HTTP") }
        return (http.statusCode, data)
    }

    private func authorization(request: String) async throws(FirestoreError) -> String? {
        switch credentials {
        case .emulator: return "owner"
        case .accessToken(let token): return token
        case .anonymous: return nil
        case .serviceAccount(let key): return try await tokens.token(for: key, configuration: configuration, timeout: timeout)
        }
    }

    /// Firestore's `{"error": {"status", "message"}}`, on one line.
    static func errorMessage(_ data: Data) -> String {
        if case .object(let answer)? = try? JSONParser.parse(Array(data)), case .object(let error)? = answer["error"]?.value {
            let status = { if case .string(let text)? = error["status"]?.value { text } else { "" } }()
            let message = { if case .string(let text)? = error["message"]?.value { text } else { "" } }()
            return [status, message].filter { !$0.isEmpty }.joined(separator: ": ").replacingOccurrences(of: "\n", with: " ")
        }
        return String(decoding: data.prefix(200), as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
    }

    static func reason(_ error: Error, url: URL, timeout: Double) -> String {
        let host = url.host.map { "\($0)\(url.port.map { ":\($0)" } ?? "")" } ?? url.absoluteString
        guard let urlError = error as? URLError else { return "\(error)" }
        switch urlError.code {
        case .timedOut: return "no answer from \(host) within the timeout of \(String(format: "%g", timeout)) s"
        case .cannotConnectToHost: return "cannot connect to \(host)"
        case .networkConnectionLost: return "the connection to \(host) was lost"
        case .badServerResponse: return "the connection to \(host) closed without a whole answer"
        case .cannotFindHost, .dnsLookupFailed: return "cannot find \(host)"
        case .notConnectedToInternet: return "not connected to the network"
        default: return "\(urlError.localizedDescription) (\(host))"
        }
    }
}

extension URLSession {
    /// `data(for:)` in a session of its own, bounded as a whole. On Linux,
    /// URLSession waits out the whole timeout when it reuses a kept-alive
    /// connection the server has closed, so no connection is reused; and its
    /// own timeouts bound each wait for a byte, so a server dripping an
    /// answer could hold a request for ever: past `seconds` the task is
    /// cancelled and `URLError(.timedOut)` thrown.
    static func data(for request: URLRequest, configuration: URLSessionConfiguration, within seconds: Double) async throws
        -> (Data, URLResponse) {
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    // Only the deadline below cancels the task.
                    continuation.resume(throwing: (error as? URLError)?.code == .cancelled ? URLError(.timedOut) : error)
                } else if let data, let response {
                    continuation.resume(returning: (data, response))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }
            task.resume()
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { task.cancel() }
        }
    }
}

/// A service account's access token, fetched once and again shortly before
/// it expires.
actor AccessTokens {
    private var current: (token: String, expires: Date)?

    func token(for key: ServiceAccountKey, configuration: URLSessionConfiguration, timeout: Double) async throws(FirestoreError) -> String {
        if let current, current.expires.timeIntervalSinceNow > 300 { return current.token }
        let request = "exchanging the key of \(key.clientEmail) for an access token at \(key.tokenURI)"
        guard let url = URL(string: key.tokenURI) else { throw .credentials("the key file \(key.path) has a token_uri that is not a URL") }
        let assertion: String
        do {
            assertion = try await key.assertion(now: Date())
        } catch {
            throw .credentials("the key file \(key.path): its private key cannot sign")
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        urlRequest.httpBody = Data("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=\(assertion)".utf8)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.data(for: urlRequest, configuration: configuration, within: timeout)
        } catch {
            throw .network(request: request, reason: FirestoreClient.reason(error, url: url, timeout: timeout))
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else { throw .refused(request: request, status: status, message: FirestoreClient.errorMessage(data)) }
        guard case .object(let answer)? = try? JSONParser.parse(Array(data)), case .string(let token)? = answer["access_token"]?.value else {
            throw .malformed(request: request, reason: "no access_token")
        }
        var lifetime = 3600.0
        if case .number(let seconds)? = answer["expires_in"]?.value { lifetime = seconds.value }
        current = (token, Date().addingTimeInterval(lifetime))
        return token
    }
}
