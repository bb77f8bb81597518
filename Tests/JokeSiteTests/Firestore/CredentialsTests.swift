import CryptoExtras
@testable import Firestore
import Foundation
import JWTKit
import Testing

/// Which credentials the environment gives, and the service-account JWT.
@Suite struct CredentialsTests {
    @Test func theEmulatorThenATokenThenAKeyFileThenNone() throws {
        let key = try KeyFile()
        let all = ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:9", "GOOGLE_OAUTH_ACCESS_TOKEN": "ya29.a", "GOOGLE_APPLICATION_CREDENTIALS": key.path]
        guard case .emulator(host: "127.0.0.1:9") = try FirestoreCredentials.fromEnvironment(all) else { Issue.record("not the emulator"); return }
        guard case .accessToken("ya29.a") = try FirestoreCredentials.fromEnvironment(all.filter { $0.key != "FIRESTORE_EMULATOR_HOST" })
        else { Issue.record("not the token"); return }
        guard case .accessToken("ya29.b") = try FirestoreCredentials.fromEnvironment(["CLOUDSDK_AUTH_ACCESS_TOKEN": "ya29.b"])
        else { Issue.record("not gcloud's token"); return }
        guard case .serviceAccount(let account) = try FirestoreCredentials.fromEnvironment(["GOOGLE_APPLICATION_CREDENTIALS": key.path])
        else { Issue.record("not the key"); return }
        #expect(account.clientEmail == "site@mr-funny-jokes.iam.gserviceaccount.com")
        #expect(account.projectID == "mr-funny-jokes")
        guard case .anonymous = try FirestoreCredentials.fromEnvironment([:]) else { Issue.record("not anonymous"); return }
    }

    @Test func theJWTIsSignedWithTheKeyForFirestore() async throws {
        let key = try KeyFile()
        let account = try ServiceAccountKey(contentsOf: key.path)
        let second = Date().timeIntervalSince1970.rounded(.down)
        let token = try await account.assertion(now: Date(timeIntervalSince1970: second + 0.75))
        let parts = token.split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        #expect(try JSONDecoder().decode([String: String].self, from: bytes(parts[0])) == ["alg": "RS256", "typ": "JWT", "kid": "key-1"])
        // Whole seconds, as Google takes them: a fraction is no `Int`.
        let times = try JSONDecoder().decode(WholeSeconds.self, from: bytes(parts[1]))
        #expect((times.iat, times.exp) == (Int(second), Int(second) + 3600))

        let verifier = await JWTKeyCollection().add(rsa: try Insecure.RSA.PrivateKey(pem: key.pem).publicKey, digestAlgorithm: .sha256)
        let verified = try await verifier.verify(token, as: AccessTokenRequest.self)
        #expect(verified == AccessTokenRequest(
            iss: "site@mr-funny-jokes.iam.gserviceaccount.com", scope: "https://www.googleapis.com/auth/datastore",
            aud: "https://oauth2.googleapis.com/token", iat: IssuedAtClaim(value: Date(timeIntervalSince1970: second)),
            exp: ExpirationClaim(value: Date(timeIntervalSince1970: second + 3600))))

        let otherKey = try Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        let stranger = await JWTKeyCollection().add(rsa: otherKey.publicKey, digestAlgorithm: .sha256)
        await #expect(throws: JWTError.signatureVerificationFailed) { try await stranger.verify(token, as: AccessTokenRequest.self) }
    }

    @Test func aPrivateKeyThatIsNoRSAKeyIsNamed() throws {
        let key = try KeyFile(pem: "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n")
        #expect {
            try ServiceAccountKey(contentsOf: key.path)
        } throws: { error in
            "\(error)" == "error: the key file \(key.path) has a private_key that is not an RSA key in PEM form"
        }
    }

    @Test func anUnusableKeyFileIsNamedNeverShown() throws {
        let key = try KeyFile(type: "external_account")
        #expect {
            try ServiceAccountKey(contentsOf: key.path)
        } throws: { error in
            let message = "\(error)"
            return message.contains(key.path) && message.contains("not a service-account key") && !message.contains("PRIVATE KEY")
        }
    }

    private func bytes(_ base64URL: String) throws -> Data {
        var text = base64URL.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        return try #require(Data(base64Encoded: text))
    }

    private struct WholeSeconds: Decodable {
        let iat: Int
        let exp: Int
    }
}

/// A service-account key file with a new RSA key, as Google's console
/// makes them, or with the PEM text given.
private final class KeyFile {
    let folder: TemporaryFolder
    let pem: String
    var path: String { folder.url.appendingPathComponent("key.json").path }

    init(type: String = "service_account", pem: String? = nil) throws {
        folder = try TemporaryFolder(prefix: "jokesite-key")
        self.pem = try pem ?? _RSA.Signing.PrivateKey(keySize: .bits2048).pemRepresentation
        try Data("""
            {"type": "\(type)", "project_id": "mr-funny-jokes", "private_key_id": "key-1",
             "private_key": "\(self.pem.replacingOccurrences(of: "\n", with: "\\n"))",
             "client_email": "site@mr-funny-jokes.iam.gserviceaccount.com", "token_uri": "https://oauth2.googleapis.com/token"}
            """.utf8).write(to: URL(fileURLWithPath: path))
    }
}
