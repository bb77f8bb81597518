import Crypto
import _CryptoExtras
import Foundation
import JokeSite

/// A service-account key file (`"type": "service_account"`). The private
/// key stays in memory: it is never printed, and errors name the file only.
public struct ServiceAccountKey: Sendable {
    public let path: String
    public let clientEmail: String
    public let projectID: String?
    let keyID: String?
    let tokenURI: String
    private let privateKey: _RSA.Signing.PrivateKey

    /// The scope that lets a token read and write Firestore documents.
    static let scope = "https://www.googleapis.com/auth/datastore"

    public init(contentsOf path: String) throws(FirestoreError) {
        self.path = path
        let unusable = { (reason: String) in FirestoreError.credentials("the key file \(path) \(reason)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw unusable("cannot be read") }
        guard case .object(let key)? = try? JSONParser.parse(Array(data)) else { throw unusable("is not a JSON object") }
        let text = { (field: String) -> String? in
            if case .string(let value)? = key[field]?.value { return value }
            return nil
        }
        guard text("type") == "service_account" else {
            throw unusable("is not a service-account key (\"type\": \"\(text("type") ?? "")\"); for Workload Identity Federation give "
                + "an access token in GOOGLE_OAUTH_ACCESS_TOKEN (google-github-actions/auth with token_format: access_token)")
        }
        guard let email = text("client_email") else { throw unusable("has no client_email") }
        guard let pem = text("private_key") else { throw unusable("has no private_key") }
        do {
            privateKey = try _RSA.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw unusable("has a private_key that is not an RSA key in PEM form")
        }
        clientEmail = email
        projectID = text("project_id")
        keyID = text("private_key_id")
        tokenURI = text("token_uri") ?? "https://oauth2.googleapis.com/token"
    }

    /// The signed RS256 JWT to exchange at `tokenURI` for an access token,
    /// valid for an hour from `now`.
    func assertion(now: Date) throws -> String {
        var header = #"{"alg":"RS256","typ":"JWT""#
        if let keyID { header += #","kid":"# + Self.jsonString(keyID) }
        header += "}"
        let issued = Int(now.timeIntervalSince1970)
        let claims = #"{"iss":"# + Self.jsonString(clientEmail) + #","scope":"# + Self.jsonString(Self.scope)
            + #","aud":"# + Self.jsonString(tokenURI) + #","iat":\#(issued),"exp":\#(issued + 3600)}"#
        let signingInput = Self.base64URL(Data(header.utf8)) + "." + Self.base64URL(Data(claims.utf8))
        let signature = try privateKey.signature(for: SHA256.hash(data: Data(signingInput.utf8)), padding: .insecurePKCS1v1_5)
        return signingInput + "." + Self.base64URL(signature.rawRepresentation)
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func jsonString(_ text: String) -> String {
        JSONWriter.format(.string(text)).trimmingCharacters(in: .newlines)
    }
}
