import Foundation
import JokeSite
import JWTKit

/// A service-account key file (`"type": "service_account"`). The private
/// key stays in memory: it is never printed, and errors name the file only.
public struct ServiceAccountKey: Sendable {
    public let path: String
    public let clientEmail: String
    public let projectID: String?
    let keyID: String?
    let tokenURI: String
    private let privateKey: Insecure.RSA.PrivateKey

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
            privateKey = try Insecure.RSA.PrivateKey(pem: pem)
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
    func assertion(now: Date) async throws -> String {
        // Google takes whole seconds in `iat` and `exp`.
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .integerSecondsSince1970
        let keys = JWTKeyCollection()
        await keys.add(rsa: privateKey, digestAlgorithm: .sha256, serializer: DefaultJWTSerializer(jsonEncoder: encoder))
        let claims = AccessTokenRequest(iss: IssuerClaim(value: clientEmail), scope: Self.scope, aud: AudienceClaim(value: tokenURI),
                                        iat: IssuedAtClaim(value: now), exp: ExpirationClaim(value: now.addingTimeInterval(3600)))
        // The one key signs; `kid` only names it in the header.
        return try await keys.sign(claims, kid: keyID.map(JWKIdentifier.init(string:)))
    }
}

/// The claims of the JWT a service account signs to ask Google's OAuth
/// server for an access token (Google's "Using OAuth 2.0 for server to
/// server applications").
struct AccessTokenRequest: JWTPayload, Equatable {
    let iss: IssuerClaim
    let scope: String
    let aud: AudienceClaim
    let iat: IssuedAtClaim
    let exp: ExpirationClaim

    /// What JWTKit checks after the signature when it reads such a JWT.
    func verify(using algorithm: some JWTAlgorithm) throws {
        try exp.verifyNotExpired()
    }
}
