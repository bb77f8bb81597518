import Foundation

/// How requests are authorised, chosen from the environment in the order
/// Google's own client libraries use.
public enum FirestoreCredentials: Sendable {
    /// `FIRESTORE_EMULATOR_HOST`: the emulator, as its administrator
    /// (`Bearer owner`, what Google's server libraries send it).
    case emulator(host: String)
    /// A ready OAuth access token (`GOOGLE_OAUTH_ACCESS_TOKEN` or
    /// `CLOUDSDK_AUTH_ACCESS_TOKEN`, e.g. from `google-github-actions/auth`
    /// with `token_format: access_token`).
    case accessToken(String)
    /// `GOOGLE_APPLICATION_CREDENTIALS`: a service-account key file.
    case serviceAccount(ServiceAccountKey)
    /// No credentials: only what the database's rules let anyone read.
    case anonymous

    public static let productionEndpoint = "https://firestore.googleapis.com"
    public static let tokenVariables = ["GOOGLE_OAUTH_ACCESS_TOKEN", "CLOUDSDK_AUTH_ACCESS_TOKEN"]

    /// The first credentials the environment offers; a key file that cannot
    /// be used is an error naming the file (never its contents).
    /// A host that is not `host:port` is a usage error; a token holding
    /// anything but visible ASCII (a line break pasted with it) is refused
    /// by name, never sent cut or shown.
    public static func fromEnvironment(_ environment: [String: String]) throws(FirestoreError) -> FirestoreCredentials {
        if let host = environment["FIRESTORE_EMULATOR_HOST"], !host.isEmpty {
            if let problem = EmulatorHost.problem(host) {
                throw .setting("FIRESTORE_EMULATOR_HOST is \"\(host)\", not a host and port like 127.0.0.1:8080: \(problem)")
            }
            return .emulator(host: host)
        }
        for name in tokenVariables {
            guard let token = environment[name], !token.isEmpty else { continue }
            if let index = token.unicodeScalars.firstIndex(where: { !(0x21...0x7E).contains($0.value) }) {
                let position = token.unicodeScalars.distance(from: token.unicodeScalars.startIndex, to: index) + 1
                let what = CharacterSet.newlines.contains(token.unicodeScalars[index]) ? "a line break" : "a space or control character"
                throw .credentials("\(name) holds \(what) (character \(position) of \(token.unicodeScalars.count)); "
                    + "an access token is one line of visible characters")
            }
            return .accessToken(token)
        }
        if let path = environment["GOOGLE_APPLICATION_CREDENTIALS"], !path.isEmpty {
            return .serviceAccount(try ServiceAccountKey(contentsOf: path))
        }
        return .anonymous
    }

    public var endpoint: String {
        if case .emulator(let host) = self { return "http://\(host)" }
        return Self.productionEndpoint
    }

    /// A project the credentials name, used when none is given.
    public var project: String? {
        if case .serviceAccount(let key) = self { return key.projectID }
        return nil
    }

    /// How a run says what it talks to ("the emulator at 127.0.0.1:8080").
    public var description: String {
        switch self {
        case .emulator(let host): "the Firestore emulator at \(host)"
        case .accessToken: "Firestore with an access token from the environment"
        case .serviceAccount(let key): "Firestore as \(key.clientEmail)"
        case .anonymous: "Firestore without credentials"
        }
    }
}
